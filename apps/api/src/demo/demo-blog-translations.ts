import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BLOG_TRANSLATION_LANGUAGES, type BlogTranslationLanguage } from '@stock/contracts';
import type { AppDeps } from '../app-deps';
import { saveTranslation } from '../modules/blogs/blog-translations.service';
import { parseFrontMatter } from './demo-blog';

const TRANSLATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'blog-articles', 'translations');
const SETTINGS_KEY = 'demo_blog_translations';

/**
 * Some demo articles in other languages (blog-articles/translations/<slug>.<lang>.md), added once to the buyers'
 * articles of those slugs; its own marker, so a demo whose blog was seeded before translations existed gets them too.
 */
export async function ensureDemoBlogTranslations(deps: Pick<AppDeps, 'db' | 'config'>): Promise<void> {
  const { db } = deps;
  if (await db.selectFrom('app_settings').select('key').where('key', '=', SETTINGS_KEY).executeTakeFirst()) return;
  if (!(await db.selectFrom('app_settings').select('key').where('key', '=', 'demo_blog').executeTakeFirst())) return;
  const brand = deps.config.site.brand;
  let added = 0;
  for (const file of (await readdir(TRANSLATIONS_DIR)).sort()) {
    const [, slug, lang] = file.match(/^(.+)\.([a-zA-Z-]+)\.md$/) ?? [];
    if (!slug || !BLOG_TRANSLATION_LANGUAGES.includes(lang as BlogTranslationLanguage)) continue;
    const post = await db
      .selectFrom('blog_posts')
      .select('id')
      .where('audience', '=', 'buyers')
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (!post) continue;
    const { fields, markdown } = parseFrontMatter(await readFile(path.join(TRANSLATIONS_DIR, file), 'utf8'));
    const withBrand = (value: string) => value.replaceAll('{brand}', brand);
    await saveTranslation(db, post.id, lang as BlogTranslationLanguage, {
      title: withBrand(fields.title ?? ''),
      excerpt: withBrand(fields.excerpt ?? ''),
      body_markdown: withBrand(markdown),
    });
    added += 1;
  }
  await db
    .insertInto('app_settings')
    .values({ key: SETTINGS_KEY, value: JSON.stringify({ translations: added }) })
    .execute();
}
