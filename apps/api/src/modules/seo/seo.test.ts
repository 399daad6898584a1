import { FILE_PREVIEW_SIZES, PAGE_LIST } from '@stock/contracts/values';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueFixture, seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { useSeoTestApp } from './seo-test-app';

const ctx = await useSeoTestApp();
let fx: CatalogueFixture;
beforeAll(async () => {
  fx = await seedCatalogueFixture(ctx.database.db);
  const editor = await ctx.database.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
  const base = { audience: 'buyers' as const, excerpt: 'Tips.', body_markdown: 'Body', body_html: '<p>Body</p>', author_id: editor.id };
  await ctx.database.db
    .insertInto('blog_posts')
    .values([
      {
        ...base,
        title: 'Hero images that convert',
        slug: 'hero-images',
        cover_url: '/media/blog/2026/11/0123456789abcdef0123.webp',
        status: 'published',
        publish_at: new Date(Date.now() - 86_400_000),
      },
      { ...base, title: 'Secret draft', slug: 'secret-draft', status: 'draft', publish_at: null },
      {
        ...base,
        title: 'Licensing, the long version with every detail',
        slug: 'licensing-long',
        status: 'published',
        publish_at: new Date(Date.now() - 2 * 86_400_000),
        seo_title: 'Stock licences explained simply',
        seo_description: 'Standard or extended: what each licence lets you do.',
      },
    ])
    .execute();
});

/** A path that the pattern matches, its parameters filled in. */
const samplePath = (pattern: string) => pattern.replace(/:[^/]+/g, '12-sample');

/** Whether robots.txt lets a crawler fetch a path: the longest matching rule decides, Allow on a tie (RFC 9309). */
function crawlableBy(robots: string) {
  const rules = [...robots.matchAll(/^(Allow|Disallow): (\S+)$/gm)].map(([, kind, path]) => ({
    allow: kind === 'Allow',
    path: path as string,
  }));
  return (path: string) => {
    const matching = rules.filter((rule) => path.startsWith(rule.path));
    const longest = Math.max(-1, ...matching.map((rule) => rule.path.length));
    return matching.length === 0 || matching.some((rule) => rule.allow && rule.path.length === longest);
  };
}

const page = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).body;
const jsonLd = (html: string) => JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? 'null');

describe('pages as crawlers and link previews see them', () => {
  it('gives a file page its own title, description, canonical URL, og:image and licensable ImageObject', async () => {
    const html = await page(`/file/${fx.ids.ridges}-anything`);
    expect(html).toContain('<title>Misty blue mountain ridges at dawn · stock photo · Northlight</title>');
    expect(html).toContain('<meta name="description" content="Misty blue mountain ridges at dawn." />');
    expect(html).not.toContain('Generic');
    const canonical = `https://stock.example.com/file/${fx.ids.ridges}-misty-blue-mountain-ridges-at-dawn`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(html).toContain(`<meta property="og:image" content="https://stock.example.com/media/previews/${fx.ids.ridges}/1600.jpg">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(jsonLd(html)).toMatchObject({
      '@type': 'ImageObject',
      name: 'Misty blue mountain ridges at dawn',
      creator: { '@type': 'Person', name: 'Ansel Rivers' },
      creditText: 'Ansel Rivers / Northlight',
      license: 'https://stock.example.com/terms-of-use',
      acquireLicensePage: canonical,
      width: 3000,
      height: 2000,
    });
  });

  it('describes a video as a VideoObject with its duration', async () => {
    expect(jsonLd(await page(`/file/${fx.ids.fractal}`))).toMatchObject({
      '@type': 'VideoObject',
      duration: 'PT8S',
      contentUrl: `https://stock.example.com/media/clips/${fx.ids.fractal}/preview.mp4`,
    });
  });

  it("preloads an image page's WebP preview at high priority, at the size the screen takes; a video page has none", async () => {
    const image = await page(`/file/${fx.ids.ridges}-anything`);
    const previews = `/media/previews/${fx.ids.ridges}`;
    // The same srcset and sizes as the page's <picture>, so the browser uses the preload instead of fetching again.
    expect(image).toContain(
      `<link rel="preload" as="image" type="image/webp" fetchpriority="high" href="${previews}/1600.webp" ` +
        `imagesrcset="${previews}/800.webp 800w, ${previews}/1600.webp 1600w" imagesizes="${FILE_PREVIEW_SIZES}">`,
    );
    expect(await page(`/file/${fx.ids.fractal}`)).not.toContain('as="image"');
    expect(await page(`/file/${fx.ids.draft}`)).not.toContain('as="image"');
  });

  it('keeps the generic page for unpublished or unknown files', async () => {
    expect(await page(`/file/${fx.ids.draft}`)).toContain('<title>Generic</title>');
    expect(await page('/file/999999-nothing')).toContain('<title>Generic</title>');
  });

  it('describes categories, collections, blog posts and the home page', async () => {
    expect(await page('/category/mountains')).toContain('<title>Mountains stock photos · Northlight</title>');
    expect(await page(`/collections/${fx.collections.mountainMoods}-x`)).toContain(
      '<title>Mountain moods · collection · Northlight</title>',
    );
    const post = await page('/buyer/blogs/hero-images');
    expect(post).toContain('<title>Hero images that convert · Northlight blog</title>');
    expect(jsonLd(post)).toMatchObject({ '@type': 'BlogPosting', headline: 'Hero images that convert' });
    // An uploaded cover is a site path; previews get its full address.
    const cover = 'https://stock.example.com/media/blog/2026/11/0123456789abcdef0123.webp';
    expect(post).toContain(`<meta property="og:image" content="${cover}">`);
    expect(jsonLd(post).image).toBe(cover);
    expect(await page('/buyer/blogs/secret-draft')).toContain('<title>Generic</title>');
    // An editor's own search title and description win over the title and excerpt.
    const own = await page('/buyer/blogs/licensing-long');
    expect(own).toContain('<title>Stock licences explained simply</title>');
    expect(own).toContain('<meta name="description" content="Standard or extended: what each licence lets you do." />');
    expect(await page('/')).toContain('<link rel="canonical" href="https://stock.example.com/">');
  });

  it('cannot be broken out of by a title with markup', async () => {
    await ctx.database.db
      .updateTable('media_files')
      .set({ title: 'Sea "quoted" </title><script>alert(1)</script>' })
      .where('id', '=', fx.ids.sunset as number)
      .execute();
    const html = await page(`/file/${fx.ids.sunset}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('Sea &quot;quoted&quot; &lt;/title&gt;');
  });
});

describe('robots, sitemaps and feeds', () => {
  it('keeps crawlers out of every page of the map that is not indexable, and the API, and points them to the sitemap', async () => {
    const robots = await page('/robots.txt');
    const crawlable = crawlableBy(robots);
    for (const { pattern, indexable } of PAGE_LIST) expect(crawlable(samplePath(pattern)), pattern).toBe(indexable);
    for (const path of ['/buyer/checkout', '/buyer/checkout/success', '/buyer/billing', '/buyer/licences', '/buyer/team', '/api/fetch'])
      expect(crawlable(path), path).toBe(false);
    for (const path of ['/buyer/subscription-plan', '/file/12-misty', '/buyer/blogs/hero-images', '/'])
      expect(crawlable(path), path).toBe(true);
    expect(robots).toContain('Sitemap: https://stock.example.com/sitemap.xml');
  });

  it('lists only published content in the sitemaps', async () => {
    const pages = await page('/sitemaps/pages.xml');
    expect(pages).toContain('<loc>https://stock.example.com/buyer/subscription-plan</loc>');
    expect(pages).not.toContain('/buyer/checkout');
    const index = await page('/sitemap.xml');
    expect(index).toContain('<loc>https://stock.example.com/sitemaps/files-1.xml</loc>');
    const files = await page('/sitemaps/files-1.xml');
    expect(files).toContain(`/file/${fx.ids.ridges}-misty-blue-mountain-ridges-at-dawn</loc>`);
    expect(files).not.toContain(`/file/${fx.ids.draft}-`);
    expect(await page('/sitemaps/categories.xml')).toContain('/category/mountains</loc>');
    const blog = await page('/sitemaps/blog.xml');
    expect(blog).toContain('/buyer/blogs/hero-images</loc>');
    expect(blog).not.toContain('secret-draft');
    expect((await ctx.app.inject({ method: 'GET', url: '/sitemaps/files-9.xml' })).statusCode).toBe(404);
  });

  it('publishes an RSS feed of each audience', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/blog/buyers/rss.xml' });
    expect(response.headers['content-type']).toContain('application/rss+xml');
    expect(response.body).toContain('<title>Hero images that convert</title>');
    expect(response.body).not.toContain('Secret draft');
  });

  it('keeps the feed parseable when a post carries characters XML forbids, by showing a space in their place', async () => {
    const editor = await ctx.database.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await ctx.database.db
      .insertInto('blog_posts')
      .values({
        audience: 'contributors',
        title: 'Tabs\u000Band\u0001bells & <tags>',
        slug: 'control-characters',
        excerpt: 'Form\u000Cfeed \uFFFF half',
        body_markdown: 'Body',
        body_html: '<p>Body</p>',
        author_id: editor.id,
        status: 'published',
        publish_at: new Date(Date.now() - 3_600_000),
      })
      .execute();
    const feed = (await ctx.app.inject({ method: 'GET', url: '/blog/contributors/rss.xml' })).body;
    expect(feed).toContain('<title>Tabs and bells &amp; &lt;tags&gt;</title>');
    expect(feed).toContain('<description>Form feed   half</description>');
    expect(feed).not.toMatch(/[^\P{Cc}\t\n\r]|\p{Cs}/u);
  });
});

describe('user text with replacement patterns', () => {
  // Every pattern String.replace expands in a replacement string, and a long run of the worst one (each `$` + "`" copies
  // everything before it).
  const patterns = "$` $' $& $1 $<x> $$";
  const dollars = `${patterns} ${'$`'.repeat(25)}`;
  const literal = (text: string) =>
    text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
  const expectLiteral = (html: string, text: string) => {
    expect(html).toContain(literal(text));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.length).toBeLessThan(20_000);
  };

  it('is inserted literally into the pages of every kind, in every field that reaches them', async () => {
    const db = ctx.database.db;
    const text = (field: string) => `${field} ${dollars}`;
    await db
      .updateTable('media_files')
      .set({ title: text('Title'), description: text('Description') })
      .where('id', '=', fx.ids.ridges as number)
      .execute();
    await db
      .updateTable('contributors')
      .set({ display_name: text('Name'), bio: text('Bio'), location: text('Place') })
      .where('slug', '=', 'ansel-rivers')
      .execute();
    await db
      .updateTable('categories')
      .set({ name: text('Category') })
      .where('slug', '=', 'mountains')
      .execute();
    await db
      .updateTable('collections')
      .set({ name: text('Collection'), description: text('About') })
      .where('id', '=', fx.collections.mountainMoods as number)
      .execute();
    await db
      .updateTable('blog_posts')
      .set({ title: text('Post'), excerpt: text('Excerpt') })
      .where('slug', '=', 'hero-images')
      .execute();
    await db
      .updateTable('blog_posts')
      .set({ seo_title: `Seo ${patterns}`, seo_description: `Seo text ${patterns}` })
      .where('slug', '=', 'licensing-long')
      .execute();

    const file = await page(`/file/${fx.ids.ridges}`);
    for (const field of ['Title', 'Description']) expectLiteral(file, text(field));
    expect(jsonLd(file)).toMatchObject({ name: text('Title'), creator: { name: text('Name') } });

    const portfolio = await page('/portfolio/ansel-rivers');
    for (const field of ['Name', 'Bio']) expectLiteral(portfolio, text(field));
    expect(jsonLd(portfolio).mainEntity).toMatchObject({ name: text('Name'), description: text('Bio') });

    expectLiteral(await page('/category/mountains'), text('Category'));
    const collection = await page(`/collections/${fx.collections.mountainMoods}`);
    for (const field of ['Collection', 'About']) expectLiteral(collection, text(field));
    const post = await page('/buyer/blogs/hero-images');
    for (const field of ['Post', 'Excerpt']) expectLiteral(post, text(field));
    const own = await page('/buyer/blogs/licensing-long');
    for (const field of ['Seo', 'Seo text']) expectLiteral(own, `${field} ${patterns}`);
  });

  it('keeps a portfolio page small when the name and bio are long runs of the worst patterns', async () => {
    await ctx.database.db
      .updateTable('contributors')
      .set({ display_name: '$`'.repeat(50), bio: "$'".repeat(50), location: '' })
      .where('slug', '=', 'ansel-rivers')
      .execute();
    const answer = await ctx.app.inject({ method: 'GET', url: '/portfolio/ansel-rivers' });
    expect(answer.statusCode).toBe(200);
    expectLiteral(answer.body, "$'".repeat(50));
    expect(answer.body).toContain(`<title>${'$`'.repeat(50)} · portfolio · Northlight</title>`);
  });
});
