import { PAGE_LIST, PAGES, type PageName } from '@stock/contracts/values';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueFixture, seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { useSeoTestApp } from './seo-test-app';

const ctx = await useSeoTestApp();
let fx: CatalogueFixture;
beforeAll(async () => {
  fx = await seedCatalogueFixture(ctx.database.db);
  const editor = await ctx.database.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
  const post = { excerpt: 'Tips.', body_markdown: 'Body', body_html: '<p>Body</p>', author_id: editor.id, status: 'published' as const };
  await ctx.database.db
    .insertInto('blog_posts')
    .values([
      { ...post, audience: 'buyers', title: 'Hero images', slug: 'hero-images', publish_at: new Date(Date.now() - 86_400_000) },
      { ...post, audience: 'buyers', title: 'Next week', slug: 'next-week', publish_at: new Date(Date.now() + 7 * 86_400_000) },
      { ...post, audience: 'contributors', title: 'Keywords', slug: 'keywords', publish_at: new Date(Date.now() - 86_400_000) },
    ])
    .execute();
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const sample = (pattern: string) => pattern.replace(/:[^/]+/g, '999999-nothing');

/** For each page whose existence is in the database: an address of one that exists, and of ones that do not. */
const lookups = (): Record<string, { known: string; unknown: string[] }> => ({
  file: {
    known: PAGES.file.build({ media_id: fx.ids.ridges as number, slug: 'misty' }),
    unknown: [PAGES.file.build({ media_id: fx.ids.draft as number }), '/file/999999', '/file/not-a-number'],
  },
  category: {
    known: PAGES.category.build({ slug: 'nature' }),
    unknown: ['/category/no-such-category', PAGES.category.build({ slug: 'nature', type: 'VIDEO' })],
  },
  collection: {
    known: PAGES.collection.build({ collection_id: fx.collections.mountainMoods as number, slug: 'x' }),
    unknown: ['/collections/999999-nothing'],
  },
  portfolio: { known: PAGES.portfolio.build('ansel-rivers'), unknown: ['/portfolio/nobody-here'] },
  buyerBlogPost: { known: PAGES.buyerBlogPost.build('hero-images'), unknown: ['/buyer/blogs/no-such-post', '/buyer/blogs/next-week'] },
  contributorBlogPost: { known: PAGES.contributorBlogPost.build('keywords'), unknown: ['/contributor/blogs/hero-images'] },
});

describe('the status of a page, decided by the server from the page map and the database', () => {
  it('answers 404 with the web app for an address that is no page, so it still shows its not-found screen', async () => {
    for (const url of ['/no/such/page', '/checkout', '/contributor/files/12', '/assets/gone.js', '/index.html']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root"></div>');
    }
    const head = await ctx.app.inject({ method: 'HEAD', url: '/no/such/page' });
    expect(head.statusCode).toBe(404);
  });

  it('answers 200 for every page of the map that needs no lookup, whatever the case or a trailing slash', async () => {
    for (const { pattern } of PAGE_LIST.filter((page) => !page.lookup)) expect((await get(sample(pattern))).statusCode, pattern).toBe(200);
    expect((await get('/Our-Story/')).statusCode).toBe(200);
    expect((await get('/buyer/checkout?plan_variant_id=1')).statusCode).toBe(200);
  });

  it('answers 200 for a published file, a category, a collection, a portfolio and a post, and 404 for unknown ones', async () => {
    const cases = lookups();
    // Every page of the map with a lookup is covered here.
    expect(Object.keys(cases).sort()).toEqual(
      PAGE_LIST.filter((page) => page.lookup)
        .map((page) => page.name)
        .sort(),
    );
    for (const [name, { known, unknown }] of Object.entries(cases)) {
      expect((await get(known)).statusCode, `${name}: ${known}`).toBe(200);
      for (const url of unknown) {
        const response = await get(url);
        expect(response.statusCode, `${name}: ${url}`).toBe(404);
        expect(response.body).toContain('<title>Generic</title>');
      }
    }
  });

  it('gives every indexable page its own title and canonical address', async () => {
    const cases = lookups();
    for (const page of PAGE_LIST.filter((entry) => entry.indexable)) {
      const url = page.lookup ? cases[page.name]?.known : page.pattern;
      const html = (await get(url ?? page.pattern)).body;
      expect(html, page.name).not.toContain('<title>Generic</title>');
      expect(html, page.name).toContain('<link rel="canonical" href="https://stock.example.com/');
    }
    expect((await get('/our-story')).body).toContain('<title>Our Story · Northlight</title>');
    expect((await get('/Our-Story/')).body).toContain('<link rel="canonical" href="https://stock.example.com/our-story">');
  });

  it('keeps the generic title on pages that are not indexable', async () => {
    for (const name of ['checkout', 'buyerProfile', 'contributorDashboard', 'admin', 'sharedCollection'] satisfies PageName[])
      expect((await get(sample(PAGES[name].pattern))).body, name).toContain('<title>Generic</title>');
  });
});
