import { DEFAULT_LOCALE, isLocale, type Locale } from '@stock/contracts/values';
import { readLanguageCookie } from './language-cookie';

/** `?lang=` in the URL names the language of a crawlable alternate; it outranks every remembered choice. */
export function urlLanguage(location: { search: string }): Locale | undefined {
  const lang = new URLSearchParams(location.search).get('lang');
  return isLocale(lang) ? lang : undefined;
}

/**
 * The language a page opens in: `?lang=` in the URL, else the picker's cookie, else what the server chose for this
 * request (from Accept-Language, written into <html lang>), else English. The account's language comes in once the
 * session is known (use-account-language.ts).
 */
export function resolveLanguage(location: { search: string }, cookie: string, serverLanguage: string): Locale {
  const candidates = [urlLanguage(location), readLanguageCookie(cookie), serverLanguage];
  return candidates.find(isLocale) ?? DEFAULT_LOCALE;
}
