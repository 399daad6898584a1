import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database, MediaTypeValue } from '../../db/schema';

export type FileOrder = 'popular' | 'trending' | 'newest';

export interface FileListFilter {
  type: MediaTypeValue;
  categoryIds?: number[];
  keywordId?: number;
}

type PublishedFiles = SelectQueryBuilder<Database, 'media_files', object>;

function publishedFiles(db: Db, filter: FileListFilter): PublishedFiles {
  // Browsing always applies safe search; only an explicit search may turn it off.
  let query = db
    .selectFrom('media_files')
    .where('media_files.status', '=', 'published')
    .where('media_files.is_safe', '=', true)
    .where('media_files.type', '=', filter.type);
  if (filter.categoryIds) query = query.where('media_files.category_id', 'in', filter.categoryIds);
  if (filter.keywordId !== undefined) {
    const keywordId = filter.keywordId;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('media_file_keywords as mk')
          .select(sql.lit(1).as('one'))
          .whereRef('mk.media_id', '=', 'media_files.id')
          .where('mk.keyword_id', '=', keywordId),
      ),
    );
  }
  return query;
}

const ORDER_COLUMN = { popular: 'popularity_score', trending: 'trending_score', newest: 'published_at' } as const;

/** One page of published file ids in the given order, and how many there are in all. */
export async function listPublishedFileIds(db: Db, filter: FileListFilter, order: FileOrder, offset: number, limit: number) {
  const base = publishedFiles(db, filter);
  const [rows, count] = await Promise.all([
    base
      .select('media_files.id')
      .orderBy(`media_files.${ORDER_COLUMN[order]}`, 'desc')
      .orderBy('media_files.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((row) => row.id), total: Number(count.total) };
}

export async function findPublishedFile(db: Db, mediaId: number) {
  return db
    .selectFrom('media_files as f')
    .leftJoin('categories as c', 'c.id', 'f.category_id')
    .leftJoin('categories as p', 'p.id', 'c.parent_id')
    .select([
      'f.id',
      'f.type',
      'f.description',
      'f.category_id',
      'c.name as category_name',
      'c.parent_id',
      'p.name as parent_name',
      'f.age_groups',
      'f.people_count',
      'f.fps',
      'f.megapixels',
      'f.dominant_colors',
      'f.views',
      'f.downloads',
      'f.trending_score',
      'f.popularity_score',
      'f.published_at',
    ])
    .where('f.id', '=', mediaId)
    .where('f.status', '=', 'published')
    .executeTakeFirst();
}

export async function findFormats(db: Db, mediaId: number) {
  return db
    .selectFrom('media_formats')
    .select(['id', 'name', 'label', 'width', 'height', 'bytes', 'mime'])
    .where('media_id', '=', mediaId)
    .orderBy('position')
    .execute();
}

export async function findPreviewKeys(db: Db, mediaId: number) {
  return db
    .selectFrom('media_derivatives')
    .select(['kind', 'format', 'width', 'storage_key'])
    .where('media_id', '=', mediaId)
    .where('kind', 'in', ['preview', 'poster'])
    .execute();
}

export async function findKeywordsOfFile(db: Db, mediaId: number) {
  return db
    .selectFrom('media_file_keywords as mk')
    .innerJoin('keywords as k', 'k.id', 'mk.keyword_id')
    .select(['k.id', 'k.keyword', 'k.file_count'])
    .where('mk.media_id', '=', mediaId)
    .orderBy('mk.position')
    .execute();
}

/** Thresholds above which a file counts as trending or popular among its type. */
export async function scoreThresholds(db: Db, type: MediaTypeValue) {
  const row = await db
    .selectFrom('media_files')
    .select([
      sql<number>`percentile_disc(0.9) WITHIN GROUP (ORDER BY trending_score)`.as('trending'),
      sql<number>`percentile_disc(0.8) WITHIN GROUP (ORDER BY popularity_score)`.as('popular'),
    ])
    .where('status', '=', 'published')
    .where('type', '=', type)
    .executeTakeFirstOrThrow();
  return { trending: row.trending ?? Number.POSITIVE_INFINITY, popular: row.popular ?? Number.POSITIVE_INFINITY };
}

/**
 * Files that share the most keywords with the given ones, weighted toward rare keywords (a shared "mountain ridge"
 * says more than a shared "background"), with a bonus for the same category.
 */
export async function findSimilarFileIds(
  db: Db,
  params: { keywordIds: number[]; type: MediaTypeValue; excludeId?: number; categoryId?: number | null; limit: number },
) {
  if (params.keywordIds.length === 0) return [];
  const { rows } = await sql<{ id: number }>`
    WITH chosen AS (
      SELECT id, file_count FROM keywords WHERE id = ANY(${params.keywordIds}) AND file_count > 0
      ORDER BY file_count ASC LIMIT 12
    ),
    candidates AS (
      SELECT mk.media_id, sum(1.0 / ln(2 + chosen.file_count)) AS score
      FROM chosen
      CROSS JOIN LATERAL (
        SELECT media_id FROM media_file_keywords WHERE keyword_id = chosen.id LIMIT 2000
      ) mk
      WHERE mk.media_id <> ${params.excludeId ?? 0}
      GROUP BY mk.media_id
    )
    SELECT f.id
    FROM candidates
    JOIN media_files f ON f.id = candidates.media_id
    WHERE f.status = 'published' AND f.type = ${params.type}
    ORDER BY candidates.score + CASE WHEN f.category_id = ${params.categoryId ?? 0} THEN 0.5 ELSE 0 END DESC,
             f.popularity_score DESC, f.id DESC
    LIMIT ${params.limit}
  `.execute(db);
  return rows.map((row) => Number(row.id));
}
