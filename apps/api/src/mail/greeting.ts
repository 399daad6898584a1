import type { Locale } from '@stock/contracts';
import { line, type Piece } from './localized-mail';

/**
 * The salutation before a named reader's e-mail. German continues after it in lower case, as German letters do.
 */
export const GREETING: Record<Locale, (name: string) => Piece> = {
  en: (name) => line`Hello ${name},`,
  de: (name) => line`Guten Tag ${name},`,
  fr: (name) => line`Bonjour ${name},`,
  es: (name) => line`Hola, ${name}:`,
  'pt-BR': (name) => line`Olá, ${name},`,
  ja: (name) => line`${name}様`,
};
