import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { prepared } from '../../db/prepared-statements';

export interface KeywordRow {
  id: number;
  keyword: string;
  file_count: number;
}

/** Keywords that start with the text, most used first; then, for typos, the most similar ones (pg_trgm). */
export async function suggestKeywords(db: Db, text: string, limit: number): Promise<KeywordRow[]> {
  const prefix = await db
    .selectFrom('keywords')
    .select(['id', 'keyword', 'file_count'])
    .where('keyword', 'like', `${escapeLike(text)}%`)
    .where('file_count', '>', 0)
    .orderBy('file_count', 'desc')
    .orderBy('keyword')
    .limit(limit)
    .execute();
  if (prefix.length >= limit || text.length < 3) return prefix;
  const seen = new Set(prefix.map((row) => row.id));
  const similar = await db
    .selectFrom('keywords')
    .select(['id', 'keyword', 'file_count'])
    .where(sql<boolean>`keyword % ${text}`)
    .where('file_count', '>', 0)
    .orderBy(sql`similarity(keyword, ${text})`, 'desc')
    .orderBy('file_count', 'desc')
    .limit(limit)
    .execute();
  return [...prefix, ...similar.filter((row) => !seen.has(row.id))].slice(0, limit);
}

/**
 * The known keyword closest to each word, for "did you mean": the most similar keyword in use, the most used first
 * among equally similar ones; words with none are left out. All words in one round trip. A similarity of 1 means the
 * same trigram set, so the keywords that reach it are found by equality on their sets (migration 0205); only a word
 * with none reads the trigram index, whose candidates each need their similarity worked out.
 */
export async function closestKeywords(db: Db, words: string[]): Promise<Map<string, string>> {
  if (words.length === 0) return new Map();
  // Prepared: the words reach the plan only as the outer values of its subqueries, so one plan fits every search.
  const { rows } = await sql<{ word: string; keyword: string | null }>`${prepared}
    SELECT w.word, coalesce(
      (SELECT k.keyword FROM keywords k
        WHERE show_trgm(k.keyword) = show_trgm(w.word) AND cardinality(show_trgm(w.word)) > 0 AND k.file_count > 0
        ORDER BY k.file_count DESC LIMIT 1),
      (SELECT k.keyword FROM keywords k WHERE k.keyword % w.word AND k.file_count > 0
        ORDER BY similarity(k.keyword, w.word) DESC, k.file_count DESC LIMIT 1)
    ) AS keyword
    FROM unnest(${words}::text[]) AS w(word)
  `.execute(db);
  return new Map(rows.flatMap((row) => (row.keyword === null ? [] : [[row.word, row.keyword] as const])));
}

export async function popularKeywords(db: Db, limit: number): Promise<KeywordRow[]> {
  return db
    .selectFrom('keywords')
    .select(['id', 'keyword', 'file_count'])
    .where('file_count', '>', 0)
    .orderBy('file_count', 'desc')
    .limit(limit)
    .execute();
}

/** The keywords most used by published files of one type. Scans the catalogue: callers cache it. */
export async function popularKeywordsOfType(db: Db, type: 'IMAGE' | 'VIDEO', limit: number): Promise<KeywordRow[]> {
  return db
    .selectFrom('media_file_keywords as mk')
    .innerJoin('media_files as f', 'f.id', 'mk.media_id')
    .innerJoin('keywords as k', 'k.id', 'mk.keyword_id')
    .select(['k.id', 'k.keyword', (eb) => eb.fn.countAll<number>().as('file_count')])
    .where('f.status', '=', 'published')
    .where('f.is_safe', '=', true)
    .where('f.type', '=', type)
    .groupBy(['k.id', 'k.keyword'])
    .orderBy('file_count', 'desc')
    .orderBy('k.keyword')
    .limit(limit)
    .execute();
}

export async function findKeyword(db: Db, by: { id?: number; keyword?: string }) {
  let query = db.selectFrom('keywords').select(['id', 'keyword', 'file_count']);
  if (by.id !== undefined) query = query.where('id', '=', by.id);
  if (by.keyword !== undefined) query = query.where('keyword', '=', by.keyword.trim().toLowerCase());
  return query.executeTakeFirst();
}

/**
 * The keywords most shared by the given files, leaving out the words already searched for. The uses are counted from
 * the file-keyword index alone; only keywords that can still reach the first `limit` are then looked up for their
 * text and file count: those used at least as often as the (limit + excluded)-th most used one, since each excluded
 * word removes at most one keyword (keywords are unique). For a page of 48 files that is a few dozen look-ups instead
 * of one per keyword of every file (about 650), which was a third of a search's PostgreSQL time on 20,000 files.
 */
export async function keywordsAcrossFiles(db: Db, mediaIds: number[], excluded: string[], limit: number): Promise<KeywordRow[]> {
  if (mediaIds.length === 0) return [];
  // One text whatever the numbers of files and words, so that it is prepared once.
  const { rows } = await sql<KeywordRow & { uses: number }>`${prepared}
    WITH uses AS MATERIALIZED (
      SELECT mk.keyword_id, count(*) AS uses FROM media_file_keywords mk WHERE mk.media_id = ANY(${mediaIds}) GROUP BY mk.keyword_id
    )
    SELECT k.id, k.keyword, k.file_count, u.uses
    FROM uses u JOIN keywords k ON k.id = u.keyword_id
    WHERE u.uses >= coalesce(
        (SELECT t.uses FROM uses t ORDER BY t.uses DESC OFFSET ${limit}::int + cardinality(${excluded}::text[]) - 1 LIMIT 1), 0)
      AND k.keyword <> ALL(${excluded}::text[])
    ORDER BY u.uses DESC, k.file_count DESC
    LIMIT ${limit}::int
  `.execute(db);
  return rows;
}

/** What people searched for most in the last days, among searches that found something. */
export async function trendingSearches(db: Db, days: number, limit: number) {
  const rows = await db
    .selectFrom('search_log')
    .select([sql<string>`lower(query)`.as('keyword'), (eb) => eb.fn.countAll<number>().as('searches')])
    .where('searched_at', '>', sql<Date>`now() - make_interval(days => ${days})`)
    .where('result_count', '>', 0)
    .groupBy(sql`lower(query)`)
    .orderBy('searches', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ keyword: row.keyword, searches: Number(row.searches) }));
}

export interface SearchLogEntry {
  query: string;
  type: 'IMAGE' | 'VIDEO';
  resultCount: number;
  searchedAt: Date;
}

export async function insertSearchLog(db: Db, entries: SearchLogEntry[]) {
  if (entries.length === 0) return;
  await db
    .insertInto('search_log')
    .values(
      entries.map((entry) => ({ query: entry.query, type: entry.type, result_count: entry.resultCount, searched_at: entry.searchedAt })),
    )
    .execute();
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
