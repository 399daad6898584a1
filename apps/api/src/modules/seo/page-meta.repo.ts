import type { Locale } from '@stock/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { slugOrOldSlug } from '../catalogue/categories.repo';

export async function findFileForMeta(db: Db, mediaId: number) {
  const { rows } = await sql<{
    id: number;
    type: 'IMAGE' | 'VIDEO';
    title: string;
    slug: string;
    description: string;
    width: number;
    height: number;
    duration_ms: number | null;
    published_at: Date;
    contributor_name: string;
    preview_key: string | null;
    /** The WebP previews as [width, key], narrowest first. */
    preview_webp: [number, string][] | null;
    clip_key: string | null;
  }>`
    SELECT f.id, f.type, f.title, f.slug, f.description, f.width, f.height, f.duration_ms, f.published_at,
      c.display_name AS contributor_name,
      (SELECT d.storage_key FROM media_derivatives d WHERE d.media_id = f.id AND d.kind = 'preview' AND d.format = 'jpeg'
        ORDER BY d.width DESC LIMIT 1) AS preview_key,
      (SELECT json_agg(json_build_array(d.width, d.storage_key) ORDER BY d.width) FROM media_derivatives d
        WHERE d.media_id = f.id AND d.kind = 'preview' AND d.format = 'webp') AS preview_webp,
      (SELECT d.storage_key FROM media_derivatives d WHERE d.media_id = f.id AND d.kind = 'clip' LIMIT 1) AS clip_key
    FROM media_files f JOIN contributors c ON c.user_id = f.contributor_id
    WHERE f.id = ${mediaId} AND f.status = 'published'
  `.execute(db);
  return rows[0];
}

/** A category by its slug or an old one, named in `locale` where it has a name in it. */
export async function findCategoryForMeta(db: Db, slug: string, type: 'IMAGE' | 'VIDEO', locale: Locale = 'en') {
  return db
    .selectFrom('categories')
    .select([
      sql<string>`coalesce((SELECT t.name FROM category_translations t WHERE t.category_id = categories.id AND t.lang = ${locale}), categories.name)`.as(
        'name',
      ),
      'slug',
      'file_count',
      'type',
    ])
    .where(slugOrOldSlug(slug))
    .where('type', '=', type)
    .orderBy(sql`slug = ${slug}`, 'desc')
    .executeTakeFirst();
}

export async function findCollectionForMeta(db: Db, id: number) {
  return db
    .selectFrom('collections')
    .select(['id', 'name', 'slug', 'description'])
    .where('id', '=', id)
    .where('is_curated', '=', true)
    .executeTakeFirst();
}

/**
 * A post its readers can see (published, and its publication time come), in `locale` when it has that translation,
 * else its original; with every language it can be read in.
 */
export async function findBlogForMeta(db: Db, audience: 'buyers' | 'contributors', slug: string, locale: Locale = 'en') {
  return db
    .selectFrom('blog_posts as p')
    .leftJoin('blog_post_translations as t', (join) => join.onRef('t.post_id', '=', 'p.id').on('t.lang', '=', locale))
    .select([
      sql<string>`coalesce(t.title, p.title)`.as('title'),
      'p.slug',
      sql<string>`coalesce(t.excerpt, p.excerpt)`.as('excerpt'),
      'p.cover_url',
      'p.publish_at',
      // The editor's search title and description are written for the original; a translation shows its own words.
      sql<string | null>`CASE WHEN t.lang IS NULL THEN p.seo_title END`.as('seo_title'),
      sql<string | null>`CASE WHEN t.lang IS NULL THEN p.seo_description END`.as('seo_description'),
      sql<Locale>`coalesce(t.lang, 'en')`.as('language'),
      sql<Locale[]>`ARRAY['en'] || ARRAY(SELECT lang FROM blog_post_translations WHERE post_id = p.id ORDER BY lang)`.as('languages'),
    ])
    .where('p.audience', '=', audience)
    .where('p.slug', '=', slug)
    .where('p.status', '<>', 'draft')
    .where('p.publish_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
}
