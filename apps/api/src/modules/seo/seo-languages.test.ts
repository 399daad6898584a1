import { beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueFixture, seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { useSeoTestApp } from './seo-test-app';

const ctx = await useSeoTestApp();
let fx: CatalogueFixture;
beforeAll(async () => {
  fx = await seedCatalogueFixture(ctx.database.db);
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const BASE = 'https://stock.example.com';

describe('pages in the visitor’s language', () => {
  it('serves a page in the language Accept-Language asks for, with its title and description in it', async () => {
    const german = await get('/buyer/subscription-plan', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(german.statusCode).toBe(200);
    expect(german.body).toContain('<html lang="de"');
    expect(german.body).toContain('<title>Preise: Abos und Credit-Pakete · Northlight</title>');
    expect(german.headers.vary).toContain('Accept-Language');
    const japanese = await get(`/category/mountains`, { 'accept-language': 'ja' });
    expect(japanese.body).toContain('<html lang="ja"');
    expect(japanese.body).toContain('<title>Mountainsのストック写真 · Northlight</title>');
    const english = await get('/buyer/subscription-plan', { 'accept-language': 'ko, zh;q=0.8' });
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain('<title>Pricing: plans and credit packs · Northlight</title>');
  });

  it('lets ?lang= and then the picker’s cookie win over Accept-Language', async () => {
    const byQuery = await get('/buyer/subscription-plan?lang=fr', { 'accept-language': 'de', cookie: 'lang=ja' });
    expect(byQuery.body).toContain('<html lang="fr"');
    expect(byQuery.body).toContain('<title>Tarifs : abonnements et packs de crédits · Northlight</title>');
    const byCookie = await get('/buyer/subscription-plan', { 'accept-language': 'de', cookie: 'theme=x; lang=pt-BR' });
    expect(byCookie.body).toContain('<html lang="pt-BR"');
    expect(byCookie.body).toContain('<title>Preços: planos e pacotes de créditos · Northlight</title>');
  });

  it('links every language version of an indexable page, and x-default, from each of them', async () => {
    const file = `/file/${fx.ids.ridges}-misty-blue-mountain-ridges-at-dawn`;
    for (const url of [file, `${file}?lang=es`]) {
      const html = (await get(url)).body;
      for (const lang of ['en', 'de', 'fr', 'es', 'pt-BR', 'ja'])
        expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${BASE}${file}?lang=${lang}">`);
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${BASE}${file}">`);
    }
    // The ?lang= version is its own canonical page; the plain address is the x-default.
    expect((await get(`${file}?lang=es`)).body).toContain(`<link rel="canonical" href="${BASE}${file}?lang=es">`);
    expect((await get(file, { 'accept-language': 'es' })).body).toContain(`<link rel="canonical" href="${BASE}${file}">`);
    // A search keeps its query in every version.
    const search = (await get('/search?q=mountain&lang=de')).body;
    expect(search).toContain(`<link rel="alternate" hreflang="ja" href="${BASE}/search?q=mountain&amp;lang=ja">`);
    expect(search).toContain(`<link rel="canonical" href="${BASE}/search?q=mountain&amp;lang=de">`);
  });

  it('gives pages that are not indexed no alternates, only their language', async () => {
    const checkout = await get('/buyer/checkout', { 'accept-language': 'ja' });
    expect(checkout.body).toContain('<html lang="ja"');
    expect(checkout.body).not.toContain('hreflang');
  });

  it('lists every language version of each page in the sitemaps', async () => {
    const pages = (await get('/sitemaps/pages.xml')).body;
    expect(pages).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const pricing = pages.match(/<url><loc>https:\/\/stock\.example\.com\/buyer\/subscription-plan<\/loc>.*?<\/url>/)?.[0] ?? '';
    for (const lang of ['en', 'de', 'fr', 'es', 'pt-BR', 'ja'])
      expect(pricing).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="${BASE}/buyer/subscription-plan?lang=${lang}"/>`);
    expect(pricing).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${BASE}/buyer/subscription-plan"/>`);
    const files = (await get('/sitemaps/files-1.xml')).body;
    expect(files).toContain(`hreflang="pt-BR" href="${BASE}/file/${fx.ids.ridges}-misty-blue-mountain-ridges-at-dawn?lang=pt-BR"/>`);
  });
});

describe('a blog post in the languages it is translated into', () => {
  const post = `${BASE}/buyer/blogs/hero-images`;
  const hreflangs = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)"/g)].map((match) => match[1]);
  beforeAll(async () => {
    const editor = await ctx.database.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const { id } = await ctx.database.db
      .insertInto('blog_posts')
      .values({
        audience: 'buyers',
        title: 'Hero images that convert',
        slug: 'hero-images',
        excerpt: 'What makes a hero image work.',
        body_markdown: 'Body',
        body_html: '<p>Body</p>',
        author_id: editor.id,
        status: 'published',
        publish_at: new Date(Date.now() - 86_400_000),
        seo_title: 'Hero images, simply',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.database.db
      .insertInto('blog_post_translations')
      .values(
        [
          { lang: 'de', title: 'Titelbilder, die wirken', excerpt: 'Was ein Titelbild <wirken> lässt.' },
          { lang: 'ja', title: '成果につながるヒーロー画像', excerpt: 'ヒーロー画像の選び方。' },
        ].map((words) => ({ ...words, post_id: id, body_markdown: 'Text', body_html: '<p>Text</p>' })),
      )
      .execute();
  });

  it('describes the post in the reader’s language where it has it, escaped, and else in its original', async () => {
    const german = (await get('/buyer/blogs/hero-images', { 'accept-language': 'de' })).body;
    expect(german).toContain('<title>Titelbilder, die wirken · Northlight Blog</title>');
    expect(german).toContain('<meta name="description" content="Was ein Titelbild &lt;wirken&gt; lässt." />');
    const french = (await get('/buyer/blogs/hero-images?lang=fr')).body;
    expect(french).toContain('<title>Hero images, simply</title>');
    // French is no version of this post: the page points search engines to the plain address.
    expect(french).toContain(`<link rel="canonical" href="${post}">`);
    expect((await get('/buyer/blogs/hero-images?lang=ja')).body).toContain(`<link rel="canonical" href="${post}?lang=ja">`);
  });

  it('links only the languages the post has, in its page and in the sitemap', async () => {
    expect(hreflangs((await get('/buyer/blogs/hero-images')).body)).toEqual(['en', 'de', 'ja', 'x-default']);
    const sitemap = (await get('/sitemaps/blog.xml')).body;
    const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>.*?<\/url>/g)];
    expect(entries.map((entry) => entry[1])).toEqual([post, `${post}?lang=de`, `${post}?lang=ja`]);
    for (const [entry] of entries) {
      expect([...entry.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1])).toEqual(['en', 'de', 'ja', 'x-default']);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="ja" href="${post}?lang=ja"/>`);
    }
  });
});
