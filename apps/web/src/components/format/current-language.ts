import { DEFAULT_LOCALE } from '@stock/contracts/values';
import i18next from 'i18next';

/** The language the interface shows now; formatting follows it. */
export function currentLanguage(): string {
  return i18next.language || DEFAULT_LOCALE;
}

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** Building an Intl formatter costs far more than using one: one per language and options, kept. */
export function cachedFormatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(id: string, create: (language: string) => T): T {
  const language = currentLanguage();
  const key = `${language}|${id}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = create(language);
    formatters.set(key, formatter);
  }
  return formatter as T;
}
