import type { Locale } from '@stock/contracts/values';

/** The picker's choices, each language named in itself so a reader finds theirs whatever the page is showing. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
};
