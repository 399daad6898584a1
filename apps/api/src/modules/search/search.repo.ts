import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';

export type SearchOrder = 'relevance' | 'newest' | 'popular';

export async function hasSearchableWords(db: Db, text: string): Promise<boolean> {
  if (!/[\p{L}\p{N}]/u.test(text)) return false;
  const { rows } = await sql<{ nodes: number }>`SELECT numnode(websearch_to_tsquery('english', ${text})) AS nodes`.execute(db);
  return (rows[0]?.nodes ?? 0) > 0;
}

function orderBy(order: SearchOrder, text: string | undefined) {
  if (order === 'newest') return sql`f.published_at DESC, f.id DESC`;
  if (order === 'relevance' && text) {
    // Relevance blended with popularity: a strong match that people also license ranks first.
    return sql`ts_rank_cd(f.search_vector, websearch_to_tsquery('english', ${text}), 32) * (1 + ln(1 + f.popularity_score)) DESC, f.id DESC`;
  }
  return sql`f.popularity_score DESC, f.id DESC`;
}

export async function searchFileIds(
  db: Db,
  where: RawBuilder<boolean>,
  order: SearchOrder,
  text: string | undefined,
  offset: number,
  limit: number,
) {
  const { rows } = await sql<{ id: number }>`
    SELECT f.id FROM media_files f WHERE ${where} ORDER BY ${orderBy(order, text)} OFFSET ${offset} LIMIT ${limit}
  `.execute(db);
  return rows.map((row) => Number(row.id));
}

export async function countFiles(db: Db, where: RawBuilder<boolean>): Promise<number> {
  const { rows } = await sql<{ total: number }>`SELECT count(*)::int AS total FROM media_files f WHERE ${where}`.execute(db);
  return rows[0]?.total ?? 0;
}

export async function countBy(db: Db, column: 'type' | 'orientation' | 'category_id', where: RawBuilder<boolean>) {
  const { rows } = await sql<{ value: string | null; count: number }>`
    SELECT ${sql.ref(`f.${column}`)}::text AS value, count(*)::int AS count FROM media_files f WHERE ${where} GROUP BY 1
  `.execute(db);
  return rows;
}
