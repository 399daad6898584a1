import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@stock/contracts/values';

function cookieValue(cookie: string, name: string): string | undefined {
  for (const part of cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The language a page opens in: `?lang=` in the URL, else the picker's cookie, else what the server chose for this
 * request (the account's locale or Accept-Language, written into <html lang>), else English.
 */
export function resolveLanguage(location: { search: string }, cookie: string, serverLanguage: string): Locale {
  const candidates = [new URLSearchParams(location.search).get('lang'), cookieValue(cookie, LOCALE_COOKIE), serverLanguage];
  return candidates.find(isLocale) ?? DEFAULT_LOCALE;
}
