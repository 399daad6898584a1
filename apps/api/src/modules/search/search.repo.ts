import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';

export type SearchOrder = 'relevance' | 'newest' | 'popular';

/** Up to this many matches are counted exactly; past it the count and facets are estimates, as on every stock site. */
export const EXACT_COUNT_LIMIT = 2_000;
/** With many matches, relevance orders this many of the most popular (or enough to reach the page asked for). */
const RELEVANCE_CANDIDATES = 500;
/** Below this estimated number of matches, reading and ordering all of them is cheaper than any index walk. */
const FEW_MATCHES = 20_000;

export async function hasSearchableWords(db: Db, text: string): Promise<boolean> {
  if (!/[\p{L}\p{N}]/u.test(text)) return false;
  const { rows } = await sql<{ nodes: number }>`SELECT numnode(websearch_to_tsquery('english', ${text})) AS nodes`.execute(db);
  return (rows[0]?.nodes ?? 0) > 0;
}

/**
 * One page of matching ids. With few matches (by the planner's estimate) every match is read and ordered exactly.
 * With many, reading them all would cost hundreds of milliseconds, so the most popular matches are walked in index
 * order: directly for popular and newest, and as a candidate pool that relevance then orders.
 */
export async function searchFileIds(
  db: Db,
  where: RawBuilder<boolean>,
  order: SearchOrder,
  text: string | undefined,
  offset: number,
  limit: number,
  estimatedMatches: number,
) {
  const rank = text
    ? sql`ts_rank_cd(m.search_vector, websearch_to_tsquery('english', ${text}), 32) * (1 + ln(1 + m.popularity_score)) DESC,`
    : sql``;
  const orderBy =
    order === 'newest'
      ? sql`m.published_at DESC, m.id DESC`
      : order === 'relevance' && text
        ? sql`${rank} m.id DESC`
        : sql`m.popularity_score DESC, m.id DESC`;
  if (estimatedMatches <= FEW_MATCHES) {
    // MATERIALIZED keeps the planner from walking a whole sort index to find a handful of rows.
    const { rows } = await sql<{ id: number }>`
      WITH m AS MATERIALIZED (
        SELECT f.id, f.search_vector, f.popularity_score, f.published_at FROM media_files f WHERE ${where}
      )
      SELECT m.id FROM m ORDER BY ${orderBy} OFFSET ${offset} LIMIT ${limit}
    `.execute(db);
    return rows.map((row) => Number(row.id));
  }
  if (order === 'relevance' && text) {
    const candidates = Math.max(RELEVANCE_CANDIDATES, offset + limit);
    const { rows } = await sql<{ id: number }>`
      SELECT m.id FROM (
        SELECT f.id, f.search_vector, f.popularity_score FROM media_files f WHERE ${where}
        ORDER BY f.popularity_score DESC, f.id DESC LIMIT ${candidates}
      ) m
      ORDER BY ${orderBy} OFFSET ${offset} LIMIT ${limit}
    `.execute(db);
    return rows.map((row) => Number(row.id));
  }
  const indexOrder = order === 'newest' ? sql`f.published_at DESC, f.id DESC` : sql`f.popularity_score DESC, f.id DESC`;
  const { rows } = await sql<{ id: number }>`
    SELECT f.id FROM media_files f WHERE ${where} ORDER BY ${indexOrder} OFFSET ${offset} LIMIT ${limit}
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
