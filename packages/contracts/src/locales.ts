/** The interface's languages, as BCP 47 tags: the picker's choices, the `lang` cookie's values, `users.locale`. */
export const LOCALES = ['en', 'de', 'fr', 'es', 'pt-BR', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie the language picker writes and the server reads to serve a page in the chosen language. */
export const LOCALE_COOKIE = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
