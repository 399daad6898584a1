import { expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { ensureDemoAccounts } from './demo-accounts';
import { ensureDemoBlog, parseArticle } from './demo-blog';
import { ensureDemoBlogTranslations } from './demo-blog-translations';

const ctx = useTestApp();

it('reads front matter and puts the brand in', () => {
  const article = parseArticle(
    '---\ntitle: Shooting for {brand}\nslug: shooting\nexcerpt: Tips.\ncategory: Shooting\ntags: light, gear\naudience: contributors\ndays_ago: 9\n---\n\nBody about {brand}.',
    'Lumora',
  );
  expect(article).toEqual({
    daysAgo: 9,
    body: {
      audience: 'contributors',
      title: 'Shooting for Lumora',
      slug: 'shooting',
      excerpt: 'Tips.',
      body_markdown: 'Body about Lumora.',
      category: 'Shooting',
      tags: ['light', 'gear'],
      status: 'published',
    },
  });
});

it('publishes a dozen real articles for each audience once, credited to the demo editor', async () => {
  await ensureDemoAccounts(ctx.database.db);
  const deps = { db: ctx.database.db, storage: ctx.storage, config: { ...ctx.config, site: { ...ctx.config.site, brand: 'Northlight' } } };
  await ensureDemoBlog(deps);
  await ensureDemoBlog(deps);
  const rows = await ctx.database.db
    .selectFrom('blog_posts')
    .select(['audience', 'title', 'body_html', 'status', 'publish_at', 'cover_url'])
    .execute();
  expect(rows.filter((row) => row.audience === 'buyers')).toHaveLength(12);
  expect(rows.filter((row) => row.audience === 'contributors')).toHaveLength(12);
  for (const row of rows) {
    expect(row.status).toBe('published');
    expect(row.publish_at?.getTime()).toBeLessThan(Date.now());
    expect(row.body_html).not.toContain('{brand}');
    expect(row.body_html.split(/\s+/).length).toBeGreaterThan(400);
    // A reader sees words on a link, never a raw path such as "/search?q=mountains -snow".
    const rawPathLinks = [...row.body_html.matchAll(/<a [^>]*>(\/[^<]*)<\/a>/g)].map((match) => match[1]);
    expect(rawPathLinks, row.title).toEqual([]);
    // A cover drawn for the article and stored as an uploaded blog image.
    expect(row.cover_url).toMatch(/^\/media\/blog\/.+\.webp$/);
  }
  expect(new Set(rows.map((row) => row.cover_url)).size).toBe(rows.length);
  const images = await ctx.database.db.selectFrom('blog_images').select('storage_key').execute();
  expect(images).toHaveLength(rows.length);
  const feed = await ctx.app.inject({ method: 'GET', url: '/api/blogs/feed?limit=5' });
  expect(feed.json().data).toMatchObject({ totalCount: 12, total_pages: 3 });
});

it('gives two demo articles German and Japanese translations, once', async () => {
  const deps = { db: ctx.database.db, config: { ...ctx.config, site: { ...ctx.config.site, brand: 'Northlight' } } };
  await ensureDemoBlogTranslations(deps);
  await ensureDemoBlogTranslations(deps);
  const rows = await ctx.database.db
    .selectFrom('blog_post_translations as t')
    .innerJoin('blog_posts as p', 'p.id', 't.post_id')
    .select(['p.slug', 't.lang', 't.title', 't.body_html'])
    .orderBy('p.slug')
    .orderBy('t.lang')
    .execute();
  expect(rows.map((row) => [row.slug, row.lang])).toEqual([
    ['choosing-images-for-a-landing-page', 'de'],
    ['choosing-images-for-a-landing-page', 'ja'],
    ['licensing-explained-in-plain-words', 'de'],
    ['licensing-explained-in-plain-words', 'ja'],
  ]);
  for (const row of rows) {
    expect(row.body_html).toContain('<h2>');
    expect(row.body_html).not.toContain('{brand}');
  }
  const german = await ctx.app.inject({ method: 'GET', url: '/api/blog/by/slug?slug=licensing-explained-in-plain-words&lang=de' });
  expect(german.json().data.blog).toMatchObject({ title: 'Lizenzen einfach erklärt', language: 'de' });
  expect(german.json().data.blog.body_html).toContain('Northlight');
});
