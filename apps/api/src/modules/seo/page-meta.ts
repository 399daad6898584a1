import type { Locale } from '@stock/contracts';
import { escapeHtml } from '../../http/escape-html';
import type { Alternate } from '../../i18n/alternates';
/** What a page tells search engines and link previews, before any script runs. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  canonical: string;
  /** Absolute URL of the picture a link preview shows. */
  image?: string;
  type: 'website' | 'article' | 'profile';
  /**
   * The picture the page shows largest as it opens (its Largest Contentful Paint), as the page requests it: the HTML
   * preloads it so that it downloads beside the scripts instead of after them. Not part of the meta tags.
   */
  leadImage?: { url: string; type: string; srcset?: string; sizes?: string };
  /** The languages the page's own content exists in (a blog post's original and translations); every one when absent. */
  languages?: Locale[];
  /** The page in each of its languages (hreflang links). */
  alternates?: Alternate[];
  /** schema.org data, serialised into a JSON-LD block. */
  structuredData?: Record<string, unknown>;
}

/**
 * Replaces the first match of `pattern` with `text` exactly as it is. A replacement *string* would expand `$&`, `` $` ``
 * and `$'` in user text into copies of the page (a title of 25 `` $` `` made a 192 MB answer); a function's result is
 * inserted literally.
 */
export const replaceLiterally = (html: string, pattern: string | RegExp, text: string) => html.replace(pattern, () => text);

/** Replaces the page's generic title and description with its own, and adds the canonical, Open Graph and Twitter tags. */
export function applyPageMeta(html: string, meta: PageMeta, brand: string): string {
  const tags = [
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}">`,
    ...(meta.alternates ?? []).map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`),
    `<meta property="og:site_name" content="${escapeHtml(brand)}">`,
    `<meta property="og:type" content="${meta.type}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.canonical)}">`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}">`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    ...(meta.image ? [`<meta name="twitter:image" content="${escapeHtml(meta.image)}">`] : []),
    // JSON-LD is data, not script: the CSP (no inline scripts) does not apply to it, and '<' cannot close the block.
    ...(meta.structuredData
      ? [`<script type="application/ld+json">${JSON.stringify(meta.structuredData).replaceAll('<', '\\u003c')}</script>`]
      : []),
  ].join('');
  const titled = replaceLiterally(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`);
  const described = replaceLiterally(
    titled,
    /<meta name="description" content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
  );
  return replaceLiterally(described, '</head>', `${tags}</head>`);
}
