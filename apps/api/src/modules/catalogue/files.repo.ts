import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';
import { prepared } from '../../db/prepared-statements';
import type { Database, MediaTypeValue } from '../../db/schema';
import type { DerivativeTuple, FileSummaryRow } from './file-summaries.repo';

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

export interface FileDetailRow extends FileSummaryRow {
  description: string;
  category_id: number | null;
  category_name: string | null;
  category_slug: string | null;
  parent_id: number | null;
  parent_name: string | null;
  age_groups: string[];
  people_count: number;
  fps: number | null;
  megapixels: number;
  views: number;
  downloads: number;
  trending_score: number;
  popularity_score: number;
  published_at: Date;
  formats: { id: number; name: string; label: string; width: number; height: number; bytes: number; mime: string }[];
  keywords: { id: number; keyword: string }[];
  previews: DerivativeTuple[];
}

/** Everything the file page shows, in one round trip and a plan reused: the page is the most requested one after search. */
export async function findFileDetailRow(db: Db, mediaId: number): Promise<FileDetailRow | undefined> {
  const { rows } = await sql<FileDetailRow>`${prepared}
    SELECT f.id, f.type, f.title, f.slug, f.width, f.height, f.orientation, f.duration_ms, f.blurhash, f.dominant_colors,
      f.contributor_id, c.display_name AS contributor_name, c.slug AS contributor_slug,
      f.description, f.category_id, cat.name AS category_name, cat.slug AS category_slug, cat.parent_id, parent.name AS parent_name,
      f.age_groups, f.people_count, f.fps, f.megapixels, f.views, f.downloads, f.trending_score, f.popularity_score, f.published_at,
      coalesce((SELECT json_agg(json_build_array(d.kind, d.format, d.width, d.storage_key) ORDER BY d.width)
        FROM media_derivatives d WHERE d.media_id = f.id AND d.kind IN ('thumb', 'clip')), '[]'::json) AS derivatives,
      coalesce((SELECT json_agg(json_build_array(d.kind, d.format, d.width, d.storage_key) ORDER BY d.width)
        FROM media_derivatives d WHERE d.media_id = f.id AND d.kind IN ('preview', 'poster')), '[]'::json) AS previews,
      coalesce((SELECT json_agg(json_build_object('id', m.id, 'name', m.name, 'label', m.label, 'width', m.width, 'height', m.height,
        'bytes', m.bytes, 'mime', m.mime) ORDER BY m.position) FROM media_formats m WHERE m.media_id = f.id), '[]'::json) AS formats,
      coalesce((SELECT json_agg(json_build_object('id', k.id, 'keyword', k.keyword) ORDER BY mk.position)
        FROM media_file_keywords mk JOIN keywords k ON k.id = mk.keyword_id WHERE mk.media_id = f.id), '[]'::json) AS keywords
    FROM media_files f
    JOIN contributors c ON c.user_id = f.contributor_id
    LEFT JOIN categories cat ON cat.id = f.category_id
    LEFT JOIN categories parent ON parent.id = cat.parent_id
    WHERE f.id = ${mediaId} AND f.status = 'published'
  `.execute(db);
  const row = rows[0];
  return (
    row && {
      ...row,
      id: Number(row.id),
      contributor_id: Number(row.contributor_id),
      category_id: row.category_id === null ? null : Number(row.category_id),
      parent_id: row.parent_id === null ? null : Number(row.parent_id),
    }
  );
}
