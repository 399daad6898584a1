import type { Locale } from '@stock/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/**
 * Each file's entry lists its seven language versions (about 900 bytes): 10,000 a sitemap keeps one well under the
 * protocol's 50 MB, where the 50,000 URLs it also allows would not be.
 */
export const FILES_PER_SITEMAP = 10_000;

export async function countPublishedFiles(db: Db): Promise<number> {
  const row = await db
    .selectFrom('media_files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of published files in id order, for a paged sitemap. */
export async function publishedFilePage(db: Db, page: number) {
  return db
    .selectFrom('media_files')
    .select(['id', 'slug', 'updated_at'])
    .where('status', '=', 'published')
    .orderBy('id')
    .offset((page - 1) * FILES_PER_SITEMAP)
    .limit(FILES_PER_SITEMAP)
    .execute();
}

export async function categoriesWithFiles(db: Db) {
  return db.selectFrom('categories').select(['slug', 'type']).where('file_count', '>', 0).orderBy('type').orderBy('position').execute();
}

/** With the languages each can be read in: its original's (English), then those of its translations. */
export async function visibleBuyerPosts(db: Db, limit?: number) {
  let query = db
    .selectFrom('blog_posts')
    .select([
      'title',
      'slug',
      'excerpt',
      'publish_at',
      'updated_at',
      sql<Locale[]>`ARRAY['en'] || ARRAY(SELECT t.lang FROM blog_post_translations t WHERE t.post_id = blog_posts.id ORDER BY t.lang)`.as(
        'languages',
      ),
    ])
    .where('audience', '=', 'buyers')
    .where('status', '<>', 'draft')
    .where('publish_at', '<=', sql<Date>`now()`)
    .orderBy('publish_at', 'desc');
  if (limit) query = query.limit(limit);
  return query.execute();
}

export async function visiblePostsOf(db: Db, audience: 'buyers' | 'contributors', limit: number) {
  return db
    .selectFrom('blog_posts')
    .select(['title', 'slug', 'excerpt', 'publish_at'])
    .where('audience', '=', audience)
    .where('status', '<>', 'draft')
    .where('publish_at', '<=', sql<Date>`now()`)
    .orderBy('publish_at', 'desc')
    .limit(limit)
    .execute();
}
