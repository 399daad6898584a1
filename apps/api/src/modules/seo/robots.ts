import { PAGE_LIST } from '@stock/contracts/values';

/** Addresses that are no pages at all: the API and the development tools. */
const NOT_PAGES = ['/api/', '/dev/'];

/** A pattern's literal start, up to its first parameter: what a robots rule can match (rules match by prefix). */
const prefixOf = (pattern: string) => pattern.split(/:[^/]+/)[0] ?? pattern;

/**
 * The robots rules, from the page map: every page that is not indexable (accounts, checkout, administration, private
 * links) is disallowed, the API too. Rules match by prefix, so a disallowed page can cover an indexable one
 * (/buyer/subscription covers /buyer/subscription-plan): that page is then allowed by name, and the longer rule wins
 * (RFC 9309, section 2.2.2).
 */
export function robotsRules(): { allow: string[]; disallow: string[] } {
  const prefixes = [...new Set([...NOT_PAGES, ...PAGE_LIST.filter((page) => !page.indexable).map((page) => prefixOf(page.pattern))])];
  const disallow = prefixes.filter((rule) => !prefixes.some((other) => other !== rule && rule.startsWith(other))).sort();
  const allow = PAGE_LIST.filter((page) => page.indexable)
    .map((page) => prefixOf(page.pattern))
    .filter((prefix) => disallow.some((rule) => prefix.startsWith(rule)))
    .sort();
  return { allow, disallow };
}

export function robotsTxt(publicUrl: string): string {
  const { allow, disallow } = robotsRules();
  const lines = [...allow.map((path) => `Allow: ${path}`), ...disallow.map((path) => `Disallow: ${path}`)];
  return `User-agent: *\n${lines.join('\n')}\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
