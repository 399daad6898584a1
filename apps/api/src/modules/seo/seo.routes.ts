import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http/http-error';
import { portfoliosWithFiles } from '../portfolio/portfolio.repo';
import {
  categoriesWithFiles,
  countPublishedFiles,
  FILES_PER_SITEMAP,
  publishedFilePage,
  visibleBuyerPosts,
  visiblePostsOf,
} from './seo.repo';

const xml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const CONTENT_PAGES = [
  '/',
  '/our-story',
  '/terms-of-use',
  '/buyer/privacy-and-policy',
  '/cookie-policy',
  '/buyer/faq',
  '/sell-your-content',
  '/reseller',
  '/referral-customers',
  '/model',
  '/collections',
  '/buyer/blogs',
];
// Accounts, checkout and the API are no use to a search engine, and account pages should never be indexed.
const DISALLOWED = [
  '/api/',
  '/dev/',
  '/buyer/login',
  '/buyer/signup',
  '/buyer/verify',
  '/buyer/forgot',
  '/buyer/reset',
  '/buyer/profile',
  '/contributor/',
  '/auth/',
  '/admin/',
  '/checkout',
];

function sendXml(reply: FastifyReply, body: string, type = 'application/xml') {
  return reply
    .type(`${type}; charset=utf-8`)
    .header('cache-control', 'public, max-age=3600')
    .send(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
}

const urlset = (entries: { loc: string; lastmod?: Date | null }[]) =>
  `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries
    .map((entry) => `<url><loc>${xml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : ''}</url>`)
    .join('')}</urlset>`;

/** robots.txt, the sitemaps (an index of paged sitemaps; only published content) and each audience's RSS feed. */
export const seoRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, config }) => {
  const base = config.publicUrl;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`User-agent: *\n${DISALLOWED.map((path) => `Disallow: ${path}`).join('\n')}\n\nSitemap: ${base}/sitemap.xml\n`),
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
    if (name === 'pages.xml') return sendXml(reply, urlset(CONTENT_PAGES.map((path) => ({ loc: `${base}${path}` }))));
    if (name === 'categories.xml') {
      const rows = await categoriesWithFiles(db);
      return sendXml(
        reply,
        urlset(rows.map((row) => ({ loc: `${base}/category/${row.slug}${row.type === 'VIDEO' ? '?type=VIDEO' : ''}` }))),
      );
    }
    if (name === 'blog.xml') {
      const rows = await visibleBuyerPosts(db);
      return sendXml(reply, urlset(rows.map((row) => ({ loc: `${base}/buyer/blogs/${row.slug}`, lastmod: row.updated_at }))));
    }
    if (name === 'portfolios.xml') {
      const rows = await portfoliosWithFiles(db);
      return sendXml(reply, urlset(rows.map((row) => ({ loc: `${base}/portfolio/${row.slug}` }))));
    }
    const page = name.match(/^files-(\d+)\.xml$/);
    if (page) {
      const rows = await publishedFilePage(db, Number(page[1]));
      if (rows.length === 0) throw notFound('There is no such sitemap.');
      return sendXml(reply, urlset(rows.map((row) => ({ loc: `${base}/file/${row.id}-${row.slug}`, lastmod: row.updated_at }))));
    }
    throw notFound('There is no such sitemap.');
  });

  for (const audience of ['buyers', 'contributors'] as const) {
    app.get(`/blog/${audience}/rss.xml`, { schema: { hide: true } }, async (_request, reply) => {
      const posts = await visiblePostsOf(db, audience, 30);
      const listPath = audience === 'buyers' ? '/buyer/blogs' : '/contributor/blogs';
      const items = posts
        .map(
          (post) =>
            `<item><title>${xml(post.title)}</title><link>${xml(`${base}${listPath}/${post.slug}`)}</link><guid>${xml(`${base}${listPath}/${post.slug}`)}</guid><description>${xml(post.excerpt)}</description>${post.publish_at ? `<pubDate>${post.publish_at.toUTCString()}</pubDate>` : ''}</item>`,
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
