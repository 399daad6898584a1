import { LANGUAGES, type Language } from '@stock/contracts';

const BY_PRIMARY_SUBTAG = new Map<string, Language>(LANGUAGES.map((language) => [language.split('-')[0] as string, language]));

/**
 * The language of a request: `?lang=` when given (its schema has already refused any other value), else the best
 * supported language of Accept-Language by its q-values, else English. A region the product does not speak falls back
 * to its language ("de-AT" is German, "pt-PT" and "pt" are Brazilian Portuguese).
 */
export function requestLanguage(request: { query: unknown; headers: { 'accept-language'?: string } }): Language {
  const asked = (request.query as { lang?: string } | undefined)?.lang;
  if (asked !== undefined && (LANGUAGES as readonly string[]).includes(asked)) return asked as Language;
  return preferredLanguage(request.headers['accept-language']) ?? 'en';
}

/** The supported language an Accept-Language header prefers most, or undefined when it names none. */
export function preferredLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  let best: { language: Language; q: number } | undefined;
  for (const part of header.slice(0, 500).split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    const language = BY_PRIMARY_SUBTAG.get(tag.trim().toLowerCase().split('-')[0] ?? '');
    if (language && (!best || q > best.q)) best = { language, q };
  }
  return best?.language;
}
