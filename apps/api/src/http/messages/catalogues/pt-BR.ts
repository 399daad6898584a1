import type { MessageCatalogue } from '../message-catalogue';

export const ptBR: MessageCatalogue = {};
