import { LOCALES, type Locale } from '@stock/contracts';

export interface Alternate {
  hreflang: Locale | 'x-default';
  href: string;
}

/** A page's address in one language: its canonical URL with `?lang=`, the query it already has kept. */
export function localisedUrl(canonical: string, locale: Locale): string {
  const url = new URL(canonical);
  url.searchParams.set('lang', locale);
  return url.toString();
}

/**
 * The language versions of a page, for hreflang links in its HTML and in the sitemap: one per language it exists in
 * (every interface language unless told fewer), and the plain canonical URL as x-default, which serves whatever
 * language the visitor's browser asks for.
 */
export function alternatesOf(canonical: string, locales: readonly Locale[] = LOCALES): Alternate[] {
  return [
    ...locales.map((hreflang) => ({ hreflang, href: localisedUrl(canonical, hreflang) })),
    { hreflang: 'x-default', href: canonical },
  ];
}
