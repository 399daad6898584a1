import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SaveBlogPostBody } from '@stock/contracts';
import type { AppDeps } from '../app-deps';
import { createBlog } from '../modules/blogs/blogs.service';
import { uploadDemoCover } from './demo-blog-covers';
import { hashSeed, mulberry32 } from './generators/prng';

const ARTICLES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'blog-articles');
const SETTINGS_KEY = 'demo_blog';
const EDITOR_EMAIL = 'admin@demo.lumora.example';

interface Article {
  body: SaveBlogPostBody;
  daysAgo: number;
}

/** Reads one article file: a block of `key: value` lines between `---` lines, then Markdown. */
export function parseFrontMatter(text: string): { fields: Record<string, string>; markdown: string } {
  const match = text.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/);
  if (!match) throw new Error('a demo article must start with a front-matter block');
  const fields = Object.fromEntries(
    (match[1] ?? '').split('\n').map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
    }),
  ) as Record<string, string>;
  return { fields, markdown: (match[2] ?? '').trim() };
}

export function parseArticle(text: string, brand: string): Article {
  const { fields, markdown } = parseFrontMatter(text);
  const withBrand = (value: string) => value.replaceAll('{brand}', brand);
  const audience = fields.audience === 'contributors' ? 'contributors' : 'buyers';
  return {
    daysAgo: Number(fields.days_ago ?? 0),
    body: {
      audience,
      title: withBrand(fields.title ?? ''),
      slug: fields.slug,
      excerpt: withBrand(fields.excerpt ?? ''),
      body_markdown: withBrand(markdown),
      category: fields.category ?? null,
      tags: (fields.tags ?? '')
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
      status: 'published',
    },
  };
}

/**
 * On first start with demo data, the buyers' and the contributors' blogs get a dozen real articles each, published
 * over the last months and credited to the demo editor, each with a cover drawn by the catalogue's generators. Later starts find the marker and leave the blogs alone.
 */
export async function ensureDemoBlog(deps: AppDeps): Promise<void> {
  const { db } = deps;
  const brand = deps.config.site.brand;
  if (await db.selectFrom('app_settings').select('key').where('key', '=', SETTINGS_KEY).executeTakeFirst()) return;
  const editor = await db.selectFrom('users').select('id').where('email', '=', EDITOR_EMAIL).executeTakeFirst();
  if (!editor) return;
  const files = (await readdir(ARTICLES_DIR)).filter((name) => /^(buyers|contributors)-.+\.md$/.test(name)).sort();
  const articles = await Promise.all(files.map(async (file) => parseArticle(await readFile(path.join(ARTICLES_DIR, file), 'utf8'), brand)));
  // Covers first, outside the transaction: a picture stored for an article that then failed is only an unused file.
  const covers: string[] = [];
  for (const [index, file] of files.entries())
    covers.push(await uploadDemoCover(deps, editor.id, file, index, articles[index]?.body.title ?? file));
  await db.transaction().execute(async (trx) => {
    for (const [index, file] of files.entries()) {
      const { body, daysAgo } = articles[index] as Article;
      const post = await createBlog(trx, editor.id, {
        ...body,
        cover_url: covers[index] ?? null,
        publish_at: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
      });
      // Older articles have been read more; the spread makes "most viewed" differ from "recent".
      const views = Math.round((20 + daysAgo * 6) * (0.5 + mulberry32(hashSeed(file))()));
      await trx.updateTable('blog_posts').set({ view_count: views }).where('id', '=', post.id).execute();
    }
    await trx
      .insertInto('app_settings')
      .values({ key: SETTINGS_KEY, value: JSON.stringify({ articles: files.length }) })
      .execute();
  });
}
