import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES, type Locale } from '@stock/contracts';

/** The locale an Accept-Language tag asks for: exact ("pt-BR"), else by its language ("de-AT" -> de, "pt-PT" -> pt-BR). */
function localeOfTag(tag: string): Locale | undefined {
  const lower = tag.toLowerCase();
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split('-')[0];
  return LOCALES.find((locale) => locale.split('-')[0]?.toLowerCase() === language);
}

/** The best of our locales in an Accept-Language header, by its q-values; undefined when it names none of them. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return undefined;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The language a page is served in: `?lang=` (a crawlable alternate), the picker's cookie, then Accept-Language, then
 * English. The account's own language is applied by the page once it knows who is signed in (tokens are not cookies).
 */
export function requestLocale(request: { url: string; headers: Record<string, string | string[] | undefined> }): Locale {
  const queryAt = request.url.indexOf('?');
  const lang = queryAt === -1 ? null : new URLSearchParams(request.url.slice(queryAt + 1)).get('lang');
  if (isLocale(lang)) return lang;
  const cookie = cookieValue(request.headers.cookie as string | undefined, LOCALE_COOKIE);
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(request.headers['accept-language'] as string | undefined) ?? DEFAULT_LOCALE;
}
