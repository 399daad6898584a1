import type { Locale } from '@stock/contracts';
import { PAGE_LIST, PAGES } from '@stock/contracts/values';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http/http-error';
import { alternatesOf, localisedUrl } from '../../i18n/alternates';
import { portfoliosWithFiles } from '../portfolio/portfolio.repo';
import { robotsTxt } from './robots';
import {
  categoriesWithFiles,
  countPublishedFiles,
  FILES_PER_SITEMAP,
  publishedFilePage,
  visibleBuyerPosts,
  visiblePostsOf,
} from './seo.repo';

/**
 * Characters XML does not allow even escaped: control characters but tab and line ends, lone surrogates (in a `u`
 * pattern a pair is one code point), U+FFFE and U+FFFF.
 */
const NOT_XML = /[^\P{Cc}\t\n\r]|\p{Cs}|[\uFFFE\uFFFF]/gu;

/** Text for an XML element or attribute: one character a feed reader cannot parse would lose the whole feed. */
const xml = (text: string) =>
  text.replace(NOT_XML, ' ').replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function sendXml(reply: FastifyReply, body: string, type = 'application/xml') {
  return reply
    .type(`${type}; charset=utf-8`)
    .header('cache-control', 'public, max-age=3600')
    .send(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
}

/** Each page's language versions, as Google reads hreflang from sitemaps: every version lists all of them. */
const alternateLinks = (canonical: string, languages?: Locale[]) =>
  alternatesOf(canonical, languages)
    .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(href)}"/>`)
    .join('');

/** A sitemap entry; `canonical` and `languages` when it is one language version of a page that exists in only some. */
interface SitemapEntry {
  loc: string;
  lastmod?: Date | null;
  canonical?: string;
  languages?: Locale[];
}

const urlset = (entries: SitemapEntry[]) =>
  `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries
    .map(
      (entry) =>
        `<url><loc>${xml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : ''}${alternateLinks(entry.canonical ?? entry.loc, entry.languages)}</url>`,
    )
    .join('')}</urlset>`;

/** A post's plain address, then its address in each language it is translated into, each listing the same versions. */
const postVersions = (canonical: string, languages: Locale[], lastmod: Date): SitemapEntry[] => [
  { loc: canonical, lastmod, canonical, languages },
  ...languages
    .filter((language) => language !== 'en')
    .map((language) => ({ loc: localisedUrl(canonical, language), lastmod, canonical, languages })),
];

/** robots.txt, the sitemaps (an index of paged sitemaps; only published content) and each audience's RSS feed. */
export const seoRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, config }) => {
  const base = config.publicUrl;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(base)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const filePages = Math.max(1, Math.ceil((await countPublishedFiles(db)) / FILES_PER_SITEMAP));
    const maps = ['pages', 'categories', 'blog', 'portfolios', ...Array.from({ length: filePages }, (_, i) => `files-${i + 1}`)];
    return sendXml(
      reply,
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${maps.map((name) => `<sitemap><loc>${xml(`${base}/sitemaps/${name}.xml`)}</loc></sitemap>`).join('')}</sitemapindex>`,
    );
  });

  app.get<{ Params: { name: string } }>('/sitemaps/:name', { schema: { hide: true } }, async (request, reply) => {
    const name = request.params.name;
    if (name === 'pages.xml')
      return sendXml(reply, urlset(PAGE_LIST.filter((page) => page.inSitemap).map((page) => ({ loc: `${base}${page.pattern}` }))));
    if (name === 'categories.xml') {
      const rows = await categoriesWithFiles(db);
      return sendXml(reply, urlset(rows.map((row) => ({ loc: `${base}${PAGES.category.build(row)}` }))));
    }
    if (name === 'blog.xml') {
      const rows = await visibleBuyerPosts(db);
      return sendXml(
        reply,
        urlset(rows.flatMap((row) => postVersions(`${base}${PAGES.buyerBlogPost.build(row.slug)}`, row.languages, row.updated_at))),
      );
    }
    if (name === 'portfolios.xml') {
      const rows = await portfoliosWithFiles(db);
      return sendXml(reply, urlset(rows.map((row) => ({ loc: `${base}${PAGES.portfolio.build(row.slug)}` }))));
    }
    const page = name.match(/^files-(\d+)\.xml$/);
    if (page) {
      const rows = await publishedFilePage(db, Number(page[1]));
      if (rows.length === 0) throw notFound('There is no such sitemap.');
      return sendXml(
        reply,
        urlset(rows.map((row) => ({ loc: `${base}${PAGES.file.build({ media_id: row.id, slug: row.slug })}`, lastmod: row.updated_at }))),
      );
    }
    throw notFound('There is no such sitemap.');
  });

  for (const audience of ['buyers', 'contributors'] as const) {
    app.get(`/blog/${audience}/rss.xml`, { schema: { hide: true } }, async (_request, reply) => {
      const posts = await visiblePostsOf(db, audience, 30);
      const [list, postPage] =
        audience === 'buyers' ? [PAGES.buyerBlogs, PAGES.buyerBlogPost] : [PAGES.contributorBlogs, PAGES.contributorBlogPost];
      const listPath = list.build();
      const items = posts
        .map(
          (post) =>
            `<item><title>${xml(post.title)}</title><link>${xml(`${base}${postPage.build(post.slug)}`)}</link><guid>${xml(`${base}${postPage.build(post.slug)}`)}</guid><description>${xml(post.excerpt)}</description>${post.publish_at ? `<pubDate>${post.publish_at.toUTCString()}</pubDate>` : ''}</item>`,
        )
        .join('');
      const title = `${config.site.brand} blog${audience === 'contributors' ? ' for contributors' : ''}`;
      return sendXml(
        reply,
        `<rss version="2.0"><channel><title>${xml(title)}</title><link>${xml(`${base}${listPath}`)}</link><description>${xml(title)}</description>${items}</channel></rss>`,
        'application/rss+xml',
      );
    });
  }
};
