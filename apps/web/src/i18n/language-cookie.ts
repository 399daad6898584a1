import { LOCALE_COOKIE, type Locale } from '@stock/contracts/values';

/** A year: the choice outlives the session, as it does on the account. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function readLanguageCookie(cookie = document.cookie): string | undefined {
  for (const part of cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === LOCALE_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The server reads it too, so the next page it serves is in this language. */
export function writeLanguageCookie(language: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing from older Safari and Firefox
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${MAX_AGE_SECONDS}; samesite=lax`;
}
