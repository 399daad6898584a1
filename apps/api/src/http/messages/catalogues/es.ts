import type { MessageCatalogue } from '../message-catalogue';

export const es: MessageCatalogue = {};
