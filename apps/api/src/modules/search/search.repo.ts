import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';

export type SearchOrder = 'relevance' | 'newest' | 'popular';

/** Up to this many matches are counted exactly; past it the count and facets are estimates, as on every stock site. */
export const EXACT_COUNT_LIMIT = 5_000;
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

export interface MatchSampleRow {
  type: 'IMAGE' | 'VIDEO';
  category_id: number | null;
  orientation: string;
}

/**
 * Up to `limit` of the matching files, in whatever order is cheapest to read: enough to count exactly when the
 * matches are few, and a fair sample to estimate from when they are many.
 */
export async function sampleMatches(db: Db, where: RawBuilder<boolean>, limit: number): Promise<MatchSampleRow[]> {
  const { rows } = await sql<MatchSampleRow>`
    SELECT f.type, f.category_id, f.orientation FROM media_files f WHERE ${where} LIMIT ${limit}
  `.execute(db);
  return rows.map((row) => ({ ...row, category_id: row.category_id === null ? null : Number(row.category_id) }));
}

/** The planner's estimate of how many files match: free, and good enough to scale a sample by. */
export async function estimateMatches(db: Db, where: RawBuilder<boolean>): Promise<number> {
  const plan = await sql<{
    'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }];
  }>`EXPLAIN (FORMAT JSON) SELECT 1 FROM media_files f WHERE ${where}`.execute(db);
  return plan.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0;
}
