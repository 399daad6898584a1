import type { MessageCatalogue } from '../message-catalogue';

export const fr: MessageCatalogue = {};
