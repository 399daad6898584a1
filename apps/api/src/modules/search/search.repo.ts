import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';

export type SearchOrder = 'relevance' | 'newest' | 'popular';

/** Up to this many matches are counted exactly; past it the count and facets are estimates, as on every stock site. */
export const EXACT_COUNT_LIMIT = 10_000;
/** Relevance is computed among this many of the most popular matches (or enough to reach the page asked for). */
const RELEVANCE_CANDIDATES = 2_000;

export async function hasSearchableWords(db: Db, text: string): Promise<boolean> {
  if (!/[\p{L}\p{N}]/u.test(text)) return false;
  const { rows } = await sql<{ nodes: number }>`SELECT numnode(websearch_to_tsquery('english', ${text})) AS nodes`.execute(db);
  return (rows[0]?.nodes ?? 0) > 0;
}

export async function searchFileIds(
  db: Db,
  where: RawBuilder<boolean>,
  order: SearchOrder,
  text: string | undefined,
  offset: number,
  limit: number,
) {
  if (order === 'relevance' && text) {
    // Ranking every match of a frequent word would read hundreds of thousands of rows; the best matches of a stock
    // catalogue are among its most licensed files, so rank those.
    const candidates = Math.max(RELEVANCE_CANDIDATES, offset + limit);
    const { rows } = await sql<{ id: number }>`
      SELECT c.id FROM (
        SELECT f.id, f.search_vector, f.popularity_score FROM media_files f WHERE ${where}
        ORDER BY f.popularity_score DESC, f.id DESC LIMIT ${candidates}
      ) c
      ORDER BY ts_rank_cd(c.search_vector, websearch_to_tsquery('english', ${text}), 32) * (1 + ln(1 + c.popularity_score)) DESC, c.id DESC
      OFFSET ${offset} LIMIT ${limit}
    `.execute(db);
    return rows.map((row) => Number(row.id));
  }
  const orderBy = order === 'newest' ? sql`f.published_at DESC, f.id DESC` : sql`f.popularity_score DESC, f.id DESC`;
  const { rows } = await sql<{ id: number }>`
    SELECT f.id FROM media_files f WHERE ${where} ORDER BY ${orderBy} OFFSET ${offset} LIMIT ${limit}
  `.execute(db);
  return rows.map((row) => Number(row.id));
}

export interface CountResult {
  total: number;
  estimated: boolean;
}

/** Counts exactly up to EXACT_COUNT_LIMIT; beyond, the planner's estimate (never less than the limit). */
export async function countFiles(db: Db, where: RawBuilder<boolean>): Promise<CountResult> {
  const { rows } = await sql<{ total: number }>`
    SELECT count(*)::int AS total FROM (SELECT 1 FROM media_files f WHERE ${where} LIMIT ${EXACT_COUNT_LIMIT + 1}) capped
  `.execute(db);
  const exact = rows[0]?.total ?? 0;
  if (exact <= EXACT_COUNT_LIMIT) return { total: exact, estimated: false };
  const plan = await sql<{
    'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }];
  }>`EXPLAIN (FORMAT JSON) SELECT 1 FROM media_files f WHERE ${where}`.execute(db);
  const estimate = plan.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? exact;
  return { total: Math.max(Math.round(estimate), EXACT_COUNT_LIMIT + 1), estimated: true };
}

/**
 * Counts per value of one column among the matches, reading at most EXACT_COUNT_LIMIT of them; the caller scales
 * the counts when the sample was cut.
 */
export async function countBy(db: Db, column: 'type' | 'orientation' | 'category_id', where: RawBuilder<boolean>) {
  const { rows } = await sql<{ value: string | null; count: number }>`
    SELECT value, count(*)::int AS count FROM (
      SELECT ${sql.ref(`f.${column}`)}::text AS value FROM media_files f WHERE ${where} LIMIT ${EXACT_COUNT_LIMIT}
    ) sample GROUP BY 1
  `.execute(db);
  return rows;
}
