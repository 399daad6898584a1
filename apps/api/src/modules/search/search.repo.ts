import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';
import { type TermQuery, termQueryOf } from './term-query';

export type SearchOrder = 'relevance' | 'newest' | 'popular';
/** The orders the indexes are walked in: relevance reorders a window of popularity order. */
export type IndexOrder = 'popular' | 'newest';

/** Up to this many matches are counted exactly; past it the count and facets are estimates, as on every stock site. */
export const EXACT_COUNT_LIMIT = 2_000;
/**
 * With many matches, relevance reorders this many of the most popular (ten pages of 48); past them the results go on
 * in popularity order. So every page is cheap to find, and consecutive pages never repeat or skip a file.
 */
export const RESCORE_WINDOW = 480;
/** Below this estimated number of matches, reading and ordering all of them is cheaper than any index walk. */
export const FEW_MATCHES = 5_000;
/**
 * The planner counts a phrase's files as if its words could be anywhere, and a walk that expects that many matches
 * may test the whole catalogue to find a rare phrase's few. Up to this many candidates, reading them all is cheaper.
 */
export const FEW_PHRASE_CANDIDATES = 50_000;
const QUERY_CANCELED = '57014';

export interface SearchWords {
  /** Whether the text holds any word to search for (not only stop words or punctuation). */
  searchable: boolean;
  /** What the term index can answer the words by (a word or a two-word phrase, with exclusions); otherwise null. */
  term: TermQuery | null;
  /**
   * Whether the search has a phrase (quoted, or words joined by a hyphen), whose word order only the table's copy of
   * each file can confirm. For the term index, whether the postings walked are a pair's: an excluded pair is tested by
   * its own postings, which are exact.
   */
  phrase: boolean;
}

export async function analyseSearchWords(db: Db, text: string): Promise<SearchWords> {
  if (!/[\p{L}\p{N}]/u.test(text)) return { searchable: false, term: null, phrase: false };
  // <-> or <N> join the words of a phrase.
  const { rows } = await sql<{ nodes: number; query: string }>`
    SELECT numnode(q) AS nodes, q::text AS query FROM websearch_to_tsquery('english', ${text}) q`.execute(db);
  const row = rows[0];
  const searchable = (row?.nodes ?? 0) > 0;
  const query = row?.query ?? '';
  const term = searchable ? termQueryOf(query) : null;
  return { searchable, term, phrase: term ? term.lexeme.includes(' ') : /<(-|[0-9]+)>/.test(query) };
}

/**
 * Where a search reads its matches: media_files, through GIN and its covering indexes, or search_terms (migration
 * 0007) for a single word. Both are aliased `f` and carry the columns the filters name.
 */
export type SearchSource = 'files' | 'terms';
const fromSource = (source: SearchSource) => (source === 'terms' ? sql`search_terms f` : sql`media_files f`);
const idOf = (source: SearchSource) => (source === 'terms' ? sql`f.media_id` : sql`f.id`);
/** Both sources have an index in popularity order and one in date order (for search_terms, migration 0245). */
const indexOrder = (source: SearchSource, order: SearchOrder) =>
  order === 'newest' ? sql`f.published_at DESC, ${idOf(source)} DESC` : sql`f.popularity_score DESC, ${idOf(source)} DESC`;

/**
 * A walk of one source's index in its order: `walked` names the range walked (the index's leading columns and its
 * partial predicate), `tested` what each entry of it must also meet, read from the columns the index carries.
 */
export interface Walk {
  source: SearchSource;
  walked: RawBuilder<boolean>;
  tested: RawBuilder<boolean>;
}

/**
 * How many index entries a walk for `needed` matches reads before it gives up. Testing an entry of a covering index
 * costs about a ninth of fetching a row that GIN found (measured again on a million files with migration 0235: 0.4 to
 * 0.5 µs an entry of a walk, 3.5 to 4.4 µs a row of a read of all matches; a sixth in the first measurement, 1 µs
 * against 6 to 9), so walking is worth it while matches are denser than sqrt(needed / (9 × entries)); for a type of a
 * million files that is a walk of 3,000 × sqrt(needed) entries (21,000 for a page of 48, 295,000 for page 200). Past
 * it the matches are too rare for a walk, whatever the planner estimated (it multiplies the filters' shares as if they
 * were independent), and reading them all is cheaper. With a sixth, a search whose filters leave 14,000 to 18,000
 * matches read them all (50 to 110 ms) where the page's walk and the facet sample's took 6 and 17 ms.
 */
const ENTRIES_PER_FETCH = 9;
const TYPE_ENTRIES = 1_000_000;
export const walkBound = (needed: number) => Math.ceil(Math.sqrt(ENTRIES_PER_FETCH * needed * TYPE_ENTRIES));
/**
 * Up to this many estimated matches, reading them all costs less than walking for `needed` of them through a range of
 * `entries` entries: the walk reads about needed × entries / matches of them, the read nine entries' worth per match,
 * so they break even at sqrt(needed × entries / 9) matches. The bound above takes the range to be a type of a million.
 */
export const readAllLimit = (needed: number, entries = TYPE_ENTRIES) =>
  Math.max(FEW_MATCHES, Math.floor(Math.sqrt((needed * entries) / ENTRIES_PER_FETCH)));

/**
 * Whether reading all of `estimated` matches costs less than a walk for `needed` of them, through a range of a type's
 * million entries, or of `walkedEntries` (the planner's estimate, asked for only when it can change the answer). The
 * smaller the range, the denser its matches. On a million files "nature" has 147,101 image postings, 12,182 of them
 * green: one in twelve, so the facet sample is a walk of about 24,000 postings and a first page one of 600. "nature" in
 * green newest first took 50 ms a search when its matches were read through GIN, 22 ms with the walks.
 */
export async function cheaperToReadAll(estimated: number, needed: number, walkedEntries?: () => Promise<number>) {
  if (estimated <= FEW_MATCHES) return true;
  if (estimated > readAllLimit(needed)) return false;
  return walkedEntries ? estimated <= readAllLimit(needed, await walkedEntries()) : true;
}

export interface IdsRequest {
  walk: Walk;
  /** The same matches in media_files, for reading them all when that is cheaper. */
  where: RawBuilder<boolean>;
  order: SearchOrder;
  /** The words to rank by; absent when the search has none. */
  text: string | undefined;
  offset: number;
  limit: number;
  /**
   * The planner's estimate of the matches: for media_files, to choose between a walk and a read of all matches; for
   * the term index, given when GIN finds one of the walk's filters, to try a quick read first (QUICK_READ_MS).
   */
  estimatedMatches?: number;
  /** How long that quick read may take (QUICK_READ_MS unless given). */
  quickReadMs?: number;
}

/** The order of a page over rows aliased `m` that carry search_vector, popularity_score and published_at. */
const orderOfRows = (order: SearchOrder, text: string | undefined) =>
  order === 'newest'
    ? sql`m.published_at DESC, m.id DESC`
    : order === 'relevance' && text
      ? sql`search_relevance(ts_rank_cd(m.search_vector, websearch_to_tsquery('english', ${text}), 32), m.popularity_score) DESC, m.id DESC`
      : sql`m.popularity_score DESC, m.id DESC`;

/** The text vector, only when the order ranks by it: carried for every match read, it is most of their size. */
const rankedVector = (order: SearchOrder, text: string | undefined) =>
  order === 'relevance' && text ? sql`f.search_vector` : sql`NULL::tsvector AS search_vector`;

/**
 * One page of matching ids. With few matches in media_files (by the planner's estimate, for the depth of the page)
 * every match is read and ordered exactly. With many, reading them all would cost hundreds of milliseconds, so the
 * matches are walked in the order of an index that carries every column a search tests (an index-only scan):
 * directly for popular and newest, and for relevance as the rescore window of the most popular matches, which the
 * words then reorder. A walk that does not find its page within its bound reads all matches instead.
 */
export async function searchFileIds(db: Db, request: IdsRequest): Promise<number[]> {
  const { where, order, text, offset, limit } = request;
  const end = offset + limit;
  if (request.walk.source === 'files' && (request.estimatedMatches ?? 0) <= readAllLimit(end)) {
    return allMatchesInOrder(db, where, order, text, offset, limit);
  }
  if (order !== 'relevance' || !text) return pageInIndexOrder(db, request, order, offset, limit);
  const ranked = offset < RESCORE_WINDOW ? await rescoreWindow(db, request, text, offset, Math.min(end, RESCORE_WINDOW)) : [];
  if (end <= RESCORE_WINDOW) return ranked;
  const from = Math.max(offset, RESCORE_WINDOW);
  return [...ranked, ...(await pageInIndexOrder(db, request, 'popular', from, end - from))];
}

async function allMatchesInOrder(
  db: Db,
  where: RawBuilder<boolean>,
  order: SearchOrder,
  text: string | undefined,
  offset: number,
  limit: number,
) {
  // MATERIALIZED keeps the planner from walking a whole sort index to find a handful of rows.
  const { rows } = await sql<{ id: number }>`
    WITH m AS MATERIALIZED (
      SELECT f.id, ${rankedVector(order, text)}, f.popularity_score, f.published_at FROM media_files f WHERE ${where}
    )
    SELECT m.id FROM m ORDER BY ${orderOfRows(order, text)} OFFSET ${offset} LIMIT ${limit}
  `.execute(db);
  return rows.map((row) => Number(row.id));
}

/** The settings that leave the planner bitmap scans only (for this transaction). */
const BITMAP_ONLY = ['enable_indexscan', 'enable_indexonlyscan', 'enable_seqscan'];
const bitmapOnly = () => sql.join(BITMAP_ONLY.map((name) => sql`set_config(${name}, 'off', true)`));

/**
 * Runs a read of all matches after a walk has shown them to be rare, through bitmap scans of the indexes that find
 * matches (GIN, the range indexes) only. The planner still expects as many matches as its estimate says, often a
 * fifth of the type for a word and its own exclusion, and would read them all by walking a whole order index: 857,143
 * entries for no match at all.
 */
export async function onlyBitmapScans<T>(db: Db, read: (db: Db) => Promise<T>): Promise<T> {
  const turnOff = (trx: Db) => sql`SELECT ${bitmapOnly()}`.execute(trx);
  if (!db.isTransaction) {
    return db.transaction().execute(async (trx) => {
      await turnOff(trx);
      return read(trx);
    });
  }
  // Inside a caller's transaction: the settings go back to the session's once the read is done, so the rest of the
  // transaction plans as usual. A read that fails has aborted the transaction, whose rollback undoes them; resetting
  // then would only fail again and hide the read's own error.
  await turnOff(db);
  const result = await read(db);
  for (const name of BITMAP_ONLY) await sql`RESET ${sql.raw(name)}`.execute(db);
  return result;
}

/**
 * How long a read of all matches through GIN may take when the planner expects few matches, before a walk of the term
 * index is tried instead. The estimate cannot tell the reads apart: a filter value no file has (an age group) makes
 * GIN's read a fraction of a millisecond where the walk tests 100,000 postings in 50 to 120 ms, while a category and
 * a range of people make GIN merge long lists (490 ms for "city", whose walk took 30 ms).
 */
const QUICK_READ_MS = 15;

/**
 * `read` through bitmap scans only (see onlyBitmapScans), or null when it takes longer than `timeoutMs`. Inside a
 * caller's transaction it runs in a savepoint, which is rolled back afterwards either way: the read only reads, and
 * the rollback takes the settings back with it (and the cancellation, when the time ran out).
 */
export async function quickBitmapRead<T>(db: Db, timeoutMs: number, read: (db: Db) => Promise<T>): Promise<T | null> {
  const settle = (trx: Db) => sql`SELECT set_config('statement_timeout', ${String(timeoutMs)}, true), ${bitmapOnly()}`.execute(trx);
  try {
    if (!db.isTransaction) {
      return await db.transaction().execute(async (trx) => {
        await settle(trx);
        return read(trx);
      });
    }
    await sql`SAVEPOINT quick_read`.execute(db);
    try {
      await settle(db);
      return await read(db);
    } finally {
      await sql`ROLLBACK TO SAVEPOINT quick_read`.execute(db);
      await sql`RELEASE SAVEPOINT quick_read`.execute(db);
    }
  } catch (error) {
    if ((error as { code?: string }).code === QUERY_CANCELED) return null;
    throw error;
  }
}

/**
 * Whether a walk of the term index should first try a quick read of all matches: the planner expects fewer matches
 * than the walk needs, so that it would read its whole bound, or its whole range, to find them.
 */
const fewExpected = (request: IdsRequest, needed: number) =>
  request.walk.source === 'terms' && request.estimatedMatches !== undefined && request.estimatedMatches <= needed;

/** A page in index order: from a bounded walk, or, when the walk falls short, from what that leaves. */
async function pageInIndexOrder(db: Db, request: IdsRequest, order: SearchOrder, offset: number, limit: number) {
  if (fewExpected(request, offset + limit)) {
    const quick = await quickBitmapRead(db, request.quickReadMs ?? QUICK_READ_MS, (trx) =>
      allMatchesInOrder(trx, request.where, order, undefined, offset, limit),
    );
    if (quick) return quick;
  }
  const walked = await boundedWalk(db, request.walk, order, offset, limit);
  if (walked.ids.length === limit || walked.allWalked) return walked.ids;
  return pageAfterShortWalk(db, request, order, offset, limit, walked.ids);
}

/**
 * A short walk is the last page, or a walk that gave up before the end of its range. A walk that reached the end
 * found every match (a term's walk can tell); otherwise all matches are read, which answers both exactly. `walked` is
 * the short page when the caller has it.
 */
async function pageAfterShortWalk(db: Db, request: IdsRequest, order: SearchOrder, offset: number, limit: number, walked?: number[]) {
  const bound = walkBound(offset + limit);
  if (walked && (await walkedToTheEnd(db, request.walk, bound))) return walked;
  const matches = await matchesOfWholeRange(db, request.walk, order, bound);
  if (matches) return matches.slice(offset, offset + limit);
  return onlyBitmapScans(db, (trx) => allMatchesInOrder(trx, request.where, order, undefined, offset, limit));
}

/** The categories (a category and its subcategories) and orientations a search without words is narrowed to. */
export interface CategoryRanges {
  categoryIds: number[];
  orientations: readonly string[];
}

/**
 * One page of a search without words that only narrows a type by category, orientation and safe search, in popular or
 * newest order: each category and orientation is an ordered range of migration 0230's indexes, and the ranges are
 * merged (one ordered walk of each, read from the index alone), so a deep page reads only the entries before it.
 * `kept` holds the search's other conditions (status, type, safe search), which the indexes carry.
 */
export async function pageOfCategories(
  db: Db,
  ranges: CategoryRanges,
  kept: RawBuilder<boolean>,
  order: IndexOrder,
  offset: number,
  limit: number,
): Promise<number[]> {
  const sortColumn = order === 'newest' ? 'published_at' : 'popularity_score';
  const orderBy = (alias: string) => sql`${sql.ref(`${alias}.${sortColumn}`)} DESC, ${sql.ref(`${alias}.id`)} DESC`;
  const branches = [...new Set(ranges.categoryIds)].flatMap((categoryId) =>
    [...new Set(ranges.orientations)].map(
      (orientation) => sql`(
        SELECT f.id, ${sql.ref(`f.${sortColumn}`)} FROM media_files f
        WHERE ${kept} AND f.category_id = ${categoryId} AND f.orientation = ${orientation}
        ORDER BY ${orderBy('f')} LIMIT ${offset + limit}
      )`,
    ),
  );
  if (branches.length === 0) return [];
  const { rows } = await sql<{ id: number }>`
    SELECT u.id FROM (${sql.join(branches, sql` UNION ALL `)}) u ORDER BY ${orderBy('u')} OFFSET ${offset} LIMIT ${limit}
  `.execute(db);
  return rows.map((row) => Number(row.id));
}

/**
 * The matches from `offset` in index order, testing at most walkBound entries, and whether a short walk read every
 * posting of a term with few of them (fewPostingsWhen). The test is an output column of the inner scan rather than
 * its filter, so that its LIMIT counts entries read, not matches found.
 */
async function boundedWalk(db: Db, walk: Walk, order: SearchOrder, offset: number, limit: number) {
  const { rows } = await sql<{ ids: number[]; all_walked: boolean | null }>`
    WITH found AS MATERIALIZED (
      SELECT w.id FROM (
        SELECT ${idOf(walk.source)} AS id, ${walk.tested} AS hit FROM ${fromSource(walk.source)} WHERE ${walk.walked}
        ORDER BY ${indexOrder(walk.source, order)} LIMIT ${walkBound(offset + limit)}
      ) w WHERE w.hit LIMIT ${offset + limit}
    )
    SELECT (SELECT coalesce(json_agg(page.id), '[]') FROM (SELECT id FROM found OFFSET ${offset}) page) AS ids,
      ${fewPostingsWhen(walk, sql`(SELECT count(*) FROM found) < ${offset + limit}`)} AS all_walked
  `.execute(db);
  return { ids: (rows[0]?.ids ?? []).map(Number), allWalked: rows[0]?.all_walked === true };
}

/**
 * Up to this many postings, a walk that came up short counts its term's postings in the same statement, to learn
 * whether it read them all: a rare word (70 to 230 postings on a million files) then needs no second and third
 * statement (the planner's estimate and a count, walkedToTheEnd). Counting a thousand postings costs about half a
 * millisecond when the term has more.
 */
const FEW_POSTINGS = 1_000;

/**
 * A column of a walk's statement: whether the term has at most FEW_POSTINGS postings, counted only when `short` (the
 * walk found fewer than it looked for). Always null for media_files, whose walks have no end to reach.
 */
const fewPostingsWhen = (walk: Walk, short: RawBuilder<boolean>) =>
  walk.source === 'terms'
    ? sql<boolean | null>`CASE WHEN ${short} THEN (
        SELECT count(*) <= ${FEW_POSTINGS} FROM (SELECT 1 FROM search_terms f WHERE ${walk.walked} LIMIT ${FEW_POSTINGS + 1}) postings
      ) END`
    : sql<boolean | null>`NULL::boolean`;

/**
 * Whether a walk of at most `bound` entries read every entry of its range, so that the matches it found are all
 * there are: known for a term whose postings are counted within the bound. Counting costs about as much as the walk
 * did (half a microsecond a posting), so a term is counted up to the bound only when the planner, which knows each
 * word's postings from its statistics, expects them to end there; otherwise up to FEW_MATCHES. A term with more
 * (a frequent word under filters that leave nothing) is left to the read of all matches, as a type's files are. On a
 * million files "nature" has 24,402 video postings: a facet sample's walk (over 100,000 entries allowed) read them
 * all, and reading its matches again through GIN took 80 ms, where counting the postings takes 10.
 */
async function walkedToTheEnd(db: Db, walk: Walk, bound: number): Promise<boolean> {
  if (walk.source !== 'terms') return false;
  const most = (await estimateMatches(db, walk.walked, 'terms')) < bound ? bound : Math.min(bound, FEW_MATCHES);
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM (SELECT 1 FROM search_terms f WHERE ${walk.walked} LIMIT ${most + 1}) entries`.execute(db);
  return (rows[0]?.n ?? 0) <= most;
}

/**
 * The longest walk worth repeating in full (the walk of a first page or of the rescore window, about 30 ms on a million
 * files). A deeper page's walk reads up to 295,000 entries (about 120 ms), where reading all matches through GIN costs
 * 20 ms for a word and a date but hundreds for a word and several lists of values: the two cannot be told apart here.
 */
const WHOLE_RANGE_MOST = walkBound(RESCORE_WINDOW);

/**
 * Every match of a term's walk in index order, when its range has fewer than `bound` postings (so a walk of `bound`
 * entries reads it all); null when it has more. Counting postings costs about as much as testing them (half a
 * microsecond each), so the range is walked once in full, counting as it goes, and only when the planner expects it to
 * fit: a frequent word under filters that leave nothing goes straight to the read of all matches. On a million files
 * "city" (50,677 image postings) with a category, two orientations, a colour and a group of people matched nothing;
 * the read of all matches took 490 ms in GIN (the text, category and people range together), the walk 30 ms.
 */
async function matchesOfWholeRange(db: Db, walk: Walk, order: SearchOrder, bound: number): Promise<number[] | null> {
  if (walk.source !== 'terms' || bound > WHOLE_RANGE_MOST || (await estimateMatches(db, walk.walked, 'terms')) >= bound) return null;
  const { rows } = await sql<{ entries: number; ids: number[] }>`
    SELECT count(*)::int AS entries, coalesce(json_agg(m.id ORDER BY ${orderOfRows(order, undefined)}) FILTER (WHERE m.hit), '[]') AS ids
    FROM (
      SELECT f.media_id AS id, f.popularity_score, f.published_at, ${walk.tested} AS hit FROM search_terms f WHERE ${walk.walked}
      ORDER BY ${indexOrder('terms', order)} LIMIT ${bound}
    ) m
  `.execute(db);
  const row = rows[0];
  return row && row.entries < bound ? row.ids.map(Number) : null;
}

/**
 * The page from `from` to `to` of the rescore window reordered by the words. Usually the bounded walk fills the window,
 * and then the walk and the rescore run as one statement: the window's 480 ids neither come back to this process nor
 * go to PostgreSQL again as an array (a round trip and half a millisecond of this process's CPU per search). When
 * the walk falls short, its rows are dropped and the window is what a short walk leaves (pageAfterShortWalk).
 * A term's postings carry each file's relevance for the term (migration 0240), so its window is reordered without
 * reading the files: 0.3 ms where reading and ranking 480 rows of media_files took 2 ms.
 */
async function rescoreWindow(db: Db, request: IdsRequest, text: string, from: number, to: number) {
  const { walk } = request;
  if (fewExpected(request, RESCORE_WINDOW)) {
    const quick = await quickBitmapRead(db, request.quickReadMs ?? QUICK_READ_MS, (trx) =>
      allMatchesInOrder(trx, request.where, 'popular', undefined, 0, RESCORE_WINDOW),
    );
    if (quick) return rescoreIds(db, quick, text, from, to);
  }
  const carried = walk.source === 'terms';
  const reordered = carried
    ? sql`SELECT w.id FROM window_ids w ORDER BY w.relevance DESC, w.id DESC`
    : sql`SELECT m.id FROM media_files m WHERE m.id IN (SELECT id FROM window_ids) ORDER BY ${orderOfRows('relevance', text)}`;
  const { rows } = await sql<{ ids: number[]; walked: number; all_walked: boolean | null }>`
    WITH window_ids AS MATERIALIZED (
      SELECT w.id, w.relevance FROM (
        SELECT ${idOf(walk.source)} AS id, ${carried ? sql`f.relevance` : sql`NULL::float8 AS relevance`}, ${walk.tested} AS hit
        FROM ${fromSource(walk.source)} WHERE ${walk.walked}
        ORDER BY ${indexOrder(walk.source, 'popular')} LIMIT ${walkBound(RESCORE_WINDOW)}
      ) w WHERE w.hit LIMIT ${RESCORE_WINDOW}
    )
    SELECT (SELECT count(*)::int FROM window_ids) AS walked,
      ${fewPostingsWhen(walk, sql`(SELECT count(*) FROM window_ids) < ${RESCORE_WINDOW}`)} AS all_walked,
      (SELECT coalesce(json_agg(page.id), '[]') FROM (${reordered} OFFSET ${from} LIMIT ${to - from}) page) AS ids
  `.execute(db);
  const row = rows[0];
  const ids = (row?.ids ?? []).map(Number);
  // A window the walk could not fill holds every match when the walk read all of the term's few postings.
  if ((ids.length === to - from && row?.walked === RESCORE_WINDOW) || row?.all_walked) return ids;
  const windowIds = await pageAfterShortWalk(db, request, 'popular', 0, RESCORE_WINDOW);
  return rescoreIds(db, windowIds, text, from, to);
}

async function rescoreIds(db: Db, windowIds: number[], text: string, from: number, to: number) {
  if (windowIds.length === 0) return [];
  const { rows } = await sql<{ id: number }>`
    SELECT m.id FROM media_files m WHERE m.id = ANY(${windowIds}::bigint[])
    ORDER BY ${orderOfRows('relevance', text)} OFFSET ${from} LIMIT ${to - from}
  `.execute(db);
  return rows.map((row) => Number(row.id));
}

/** Matching files of one type, category and orientation, and how many there are. */
export interface MatchGroup {
  type: 'IMAGE' | 'VIDEO';
  category_id: number | null;
  orientation: string;
  n: number;
}

const groupsOf = (rows: MatchGroup[]) =>
  rows.map((row) => ({ ...row, category_id: row.category_id === null ? null : Number(row.category_id), n: Number(row.n) }));

/** How a facet sample is taken (see sampleMatches). */
export interface SampleOptions {
  /**
   * Which matches a sample of many holds: the most popular, or the newest (for a search with an upload date, whose
   * range bounds a walk in date order where the popularity order holds its matches far apart).
   */
  order?: IndexOrder;
  /** The planner's estimate of `where`'s matches: fewer than `limit` tries a quick read first (see QUICK_READ_MS). */
  estimated?: number;
  /** How long that quick read may take (QUICK_READ_MS unless given). */
  quickReadMs?: number;
}

/**
 * The first `limit` matching files in popularity or date order, grouped: all of them when the matches are few, and
 * otherwise a sample to estimate from, read from an index without touching the table. A walk that does not find
 * `limit` matches within its bound groups all matches instead (`where`, on media_files); so does a quick read before
 * the walk when the planner expects fewer than `limit`.
 */
export async function sampleMatches(
  db: Db,
  walk: Walk,
  where: RawBuilder<boolean>,
  limit: number,
  { order = 'popular', estimated, quickReadMs = QUICK_READ_MS }: SampleOptions = {},
): Promise<MatchGroup[]> {
  if (estimated !== undefined && estimated <= limit) {
    const quick = await quickBitmapRead(db, quickReadMs, (trx) => groupsOfAllMatches(trx, where, order, limit));
    if (quick) return quick;
  }
  const { rows } = await sql<{ groups: MatchGroup[]; all_walked: boolean | null }>`
    WITH sample AS MATERIALIZED (
      SELECT s.type, s.category_id, s.orientation, count(*)::int AS n FROM (
        SELECT w.type, w.category_id, w.orientation FROM (
          SELECT f.type, f.category_id, f.orientation, ${walk.tested} AS hit FROM ${fromSource(walk.source)} WHERE ${walk.walked}
          ORDER BY ${indexOrder(walk.source, order)} LIMIT ${walkBound(limit)}
        ) w WHERE w.hit LIMIT ${limit}
      ) s GROUP BY 1, 2, 3
    )
    SELECT (SELECT coalesce(json_agg(sample), '[]') FROM sample) AS groups,
      ${fewPostingsWhen(walk, sql`(SELECT coalesce(sum(n), 0) FROM sample) < ${limit}`)} AS all_walked
  `.execute(db);
  const groups = groupsOf(rows[0]?.groups ?? []);
  const sampled = groups.reduce((sum, group) => sum + group.n, 0);
  if (sampled === limit || rows[0]?.all_walked || (await walkedToTheEnd(db, walk, walkBound(limit)))) return groups;
  return onlyBitmapScans(db, (trx) => groupsOfAllMatches(trx, where, order, limit));
}

/** The first `limit` of every match of `where` in media_files, in popularity or date order, grouped. */
async function groupsOfAllMatches(db: Db, where: RawBuilder<boolean>, order: IndexOrder, limit: number): Promise<MatchGroup[]> {
  const { rows } = await sql<MatchGroup>`
    WITH m AS MATERIALIZED (
      SELECT f.id, f.type, f.category_id, f.orientation, f.popularity_score, f.published_at FROM media_files f WHERE ${where}
    )
    SELECT s.type, s.category_id, s.orientation, count(*)::int AS n FROM (
      SELECT m.type, m.category_id, m.orientation FROM m ORDER BY ${orderOfRows(order, undefined)} LIMIT ${limit}
    ) s GROUP BY 1, 2, 3
  `.execute(db);
  return groupsOf(rows);
}

/**
 * With few matches once the facet filters are left out, one read of them gives both the page (after those filters)
 * and exact counts for every facet, instead of reading the same rows twice.
 */
export async function pageWithAllMatches(
  db: Db,
  request: {
    relaxed: RawBuilder<boolean>;
    facetFilters: RawBuilder<boolean>;
    order: SearchOrder;
    text: string | undefined;
    offset: number;
    limit: number;
    /** At most this many matches are read; with more, the answer is null (the estimate that chose this was wrong). */
    most: number;
  },
): Promise<{ ids: number[]; groups: MatchGroup[] } | null> {
  const { rows } = await sql<{ ids: number[]; groups: MatchGroup[]; n: number }>`
    WITH matches AS MATERIALIZED (
      SELECT f.id, f.type, f.category_id, f.orientation, ${rankedVector(request.order, request.text)}, f.popularity_score, f.published_at
      FROM media_files f WHERE ${request.relaxed} LIMIT ${request.most + 1}
    )
    SELECT (SELECT count(*)::int FROM matches) AS n,
      (SELECT coalesce(json_agg(page.id), '[]') FROM (
        SELECT m.id FROM matches m, LATERAL (SELECT m.category_id, m.orientation) f WHERE ${request.facetFilters}
        ORDER BY ${orderOfRows(request.order, request.text)} OFFSET ${request.offset} LIMIT ${request.limit}
      ) page) AS ids,
      (SELECT coalesce(json_agg(g), '[]') FROM (
        SELECT type, category_id, orientation, count(*)::int AS n FROM matches GROUP BY 1, 2, 3
      ) g) AS groups
  `.execute(db);
  const row = rows[0];
  if ((row?.n ?? 0) > request.most) return null;
  return { ids: (row?.ids ?? []).map(Number), groups: groupsOf(row?.groups ?? []) };
}

/**
 * How many files match, counted up to `limit + 1` (a count above `limit` means "at least that many"), or null when
 * counting takes longer than `timeoutMs`: a filter that rejects nearly every candidate would make the count read them
 * all, and a facet is not worth that.
 */
export async function countMatchesUpTo(
  db: Db,
  source: SearchSource,
  where: RawBuilder<boolean>,
  limit: number,
  timeoutMs: number,
): Promise<number | null> {
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`SET LOCAL statement_timeout = ${sql.lit(timeoutMs)}`.execute(trx);
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM (SELECT 1 FROM ${fromSource(source)} WHERE ${where} LIMIT ${limit + 1}) counted
      `.execute(trx);
      return rows[0]?.n ?? 0;
    });
  } catch (error) {
    if ((error as { code?: string }).code === QUERY_CANCELED) return null;
    throw error;
  }
}

/**
 * How many postings of a term walk match, counted up to `limit + 1` (above `limit` means "at least that many"),
 * testing at most `most` postings; null when the term has more than `most` postings and fewer than `limit + 1` of
 * those tested match, so that the count is not known. The walk's bound stands in for countMatchesUpTo's timeout, and
 * the count is one statement instead of four (the transaction that held the timeout cost three round trips).
 */
export async function countWalkMatchesUpTo(db: Db, walk: Walk, limit: number, most: number): Promise<number | null> {
  const { rows } = await sql<{ hits: number; postings: number | null }>`
    WITH hits AS MATERIALIZED (
      SELECT count(*)::int AS n FROM (
        SELECT 1 FROM (SELECT ${walk.tested} AS hit FROM ${fromSource(walk.source)} WHERE ${walk.walked} LIMIT ${most}) w
        WHERE w.hit LIMIT ${limit + 1}
      ) found
    )
    SELECT (SELECT n FROM hits) AS hits, CASE WHEN (SELECT n FROM hits) <= ${limit} THEN (
      SELECT count(*)::int FROM (SELECT 1 FROM ${fromSource(walk.source)} WHERE ${walk.walked} LIMIT ${most + 1}) postings
    ) END AS postings
  `.execute(db);
  const row = rows[0];
  if (!row || (row.postings !== null && row.postings > most)) return null;
  return row.hits;
}

/** The planner's estimate of how many files (or postings) match: free, and good enough to scale a sample by. */
export async function estimateMatches(db: Db, where: RawBuilder<boolean>, source: SearchSource = 'files'): Promise<number> {
  const plan = await sql<{
    'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }];
  }>`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${fromSource(source)} WHERE ${where}`.execute(db);
  return plan.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0;
}
