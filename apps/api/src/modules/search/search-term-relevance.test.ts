import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { conditionsOf, termWalk } from '../../../test/search-conditions';
import { useTestApp } from '../../../test/test-app';
import { analyseSearchWords, RESCORE_WINDOW, searchFileIds } from './search.repo';
import { whereClause } from './search-filters';

const ctx = useTestApp();
const LANTERN_FILES = 700;

beforeAll(async () => {
  const fx = await seedCatalogueFixture(ctx.database.db);
  // More "lantern" files than the rescore window. The word is in the title (weight A) of every fifth file and in the
  // keywords of all, once or twice, so the relevance order differs from the popularity order; popularity repeats
  // every 50 files, so the order's tie on id counts too. "storm" is in the keywords of a few, to be excluded.
  await sql`
    INSERT INTO media_files (type, status, contributor_id, title, slug, width, height, popularity_score, published_at,
      search_vector)
    SELECT 'IMAGE', 'published', ${fx.contributorId}, t.title, 'lantern-' || g, 4000, 3000, (g * 37) % 50, now() - g * interval '1 hour',
      setweight(to_tsvector('english', t.title), 'A')
        || setweight(to_tsvector('english', CASE WHEN g % 3 = 0 THEN 'paper lantern festival lantern' WHEN g % 7 = 0 THEN 'paper lantern storm'
          ELSE 'paper lantern night' END), 'B')
    FROM generate_series(1, ${LANTERN_FILES}) g,
      LATERAL (SELECT CASE WHEN g % 5 = 0 THEN 'Lantern ' || g ELSE 'Festival ' || g END AS title) t
  `.execute(ctx.database.db);
});

/** Each match's relevance for the buyer's words, as the relevance order computes it from the file's vector. */
async function relevanceFromFiles(text: string) {
  const { rows } = await sql<{ id: number; relevance: number }>`
    SELECT id, ts_rank_cd(search_vector, websearch_to_tsquery('english', ${text}), 32) * (1 + ln(1 + popularity_score)) AS relevance
    FROM media_files WHERE status = 'published' AND search_vector @@ websearch_to_tsquery('english', ${text}) ORDER BY id`.execute(
    ctx.database.db,
  );
  return rows.map((row) => ({ id: Number(row.id), relevance: row.relevance }));
}

/** The relevance the postings of the words' term carry, for the files that match the words. */
async function relevanceFromPostings(text: string) {
  const term = (await analyseSearchWords(ctx.database.db, text)).term;
  if (!term) throw new Error(`"${text}" reads the term index`);
  const { rows } = await sql<{ id: number; relevance: number }>`
    SELECT t.media_id AS id, t.relevance FROM search_terms t JOIN media_files f ON f.id = t.media_id
    WHERE t.lexeme = ${term.lexeme} AND f.search_vector @@ websearch_to_tsquery('english', ${text}) ORDER BY t.media_id`.execute(
    ctx.database.db,
  );
  return rows.map((row) => ({ id: Number(row.id), relevance: row.relevance }));
}

/** Scans of media_files and its indexes so far in this transaction. */
const filesScansIn = async (trx: typeof ctx.database.db) =>
  (
    await sql<{ n: number }>`
      SELECT (pg_stat_get_xact_numscans('media_files'::regclass)
        + (SELECT sum(pg_stat_get_xact_numscans(indexrelid)) FROM pg_index WHERE indrelid = 'media_files'::regclass))::int AS n`.execute(
      trx,
    )
  ).rows[0]?.n ?? 0;

describe("a posting carries its file's relevance for its term (migration 0240)", () => {
  it.each([
    ['a word', 'lantern'],
    ['a word in every title it is in', 'lanterns'],
    ['a two-word phrase', '"paper lantern"'],
    ['a word and an exclusion', 'lantern -festival'],
    ['a word and a rarer exclusion', 'lantern -storm'],
    ['a phrase and an exclusion', '"paper lantern" -night'],
  ])('%s: the very value the relevance order computes from the words', async (_name, text) => {
    const expected = await relevanceFromFiles(text);
    expect(expected.length).toBeGreaterThan(50);
    expect(new Set(expected.map((file) => file.relevance)).size).toBeGreaterThan(5);
    expect(await relevanceFromPostings(text)).toEqual(expected);
  });

  it('follows the file when its popularity or its words change', async () => {
    const db = ctx.database.db;
    const file = (await relevanceFromFiles('lantern'))[0]?.id as number;
    await sql`UPDATE media_files SET popularity_score = 500 WHERE id = ${file}`.execute(db);
    await sql`UPDATE media_files SET search_vector = setweight(to_tsvector('english', 'lantern lantern lantern'), 'A')
      WHERE id = ${file + 1}`.execute(db);
    const changed = (await relevanceFromFiles('lantern')).filter((row) => row.id === file || row.id === file + 1);
    expect(changed).toHaveLength(2);
    expect((await relevanceFromPostings('lantern')).filter((row) => row.id === file || row.id === file + 1)).toEqual(changed);
  });
});

describe('lexemes a title or keyword can bring', () => {
  it('get postings whose query finds them again, however they are quoted; a title of 10,000 characters too', async () => {
    const db = ctx.database.db;
    const lexemes = ["o'neil", 'back\\slash', '</script>', '$&', 'x:*'];
    const title = `Harbour ${'lantern '.repeat(1_250)}</script> $& "quoted"`;
    const inserted = await sql<{ id: number }>`
      INSERT INTO media_files (type, status, contributor_id, title, slug, width, height, popularity_score, published_at, search_vector)
      SELECT 'IMAGE', 'published', contributor_id, ${title}, 'odd-lexemes', 10, 10, 7, now(),
        setweight(to_tsvector('english', ${title}), 'A') || array_to_tsvector(${lexemes}::text[])
      FROM media_files LIMIT 1
      RETURNING id`.execute(db);
    const id = Number(inserted.rows[0]?.id);
    // Each posting's query finds exactly its own lexeme again: the quoting of ' and \ holds. (A lexeme never holds a
    // space: the vectors come from to_tsvector, which splits words there; the space joins the words of a pair.)
    const { rows } = await sql<{ lexeme: string; found: boolean }>`
      SELECT t.lexeme, array_to_tsvector(ARRAY[t.lexeme]) @@ search_term_query(t.lexeme) AS found
      FROM search_terms t WHERE t.media_id = ${id} AND t.lexeme = ANY(${lexemes}::text[])`.execute(db);
    expect(rows.every((row) => row.found)).toBe(true);
    expect(rows.map((row) => row.lexeme).sort()).toEqual([...lexemes].sort());
  });
});

describe('the rescore window of a term', () => {
  it.each([0, 48, RESCORE_WINDOW - 48])(
    'from %i: reorders the most popular matches by relevance without reading media_files',
    async (offset) => {
      const text = 'lantern -storm';
      const { conditions, terms } = await conditionsOf(ctx.database.db, { query: text });
      if (!terms) throw new Error('a word reads the term index');
      const { rows } = await sql<{ id: number }>`
        SELECT w.id FROM (
          SELECT f.id, f.search_vector, f.popularity_score FROM media_files f WHERE ${whereClause(conditions)}
          ORDER BY f.popularity_score DESC, f.id DESC LIMIT ${RESCORE_WINDOW}
        ) w
        ORDER BY ts_rank_cd(w.search_vector, websearch_to_tsquery('english', ${text}), 32) * (1 + ln(1 + w.popularity_score)) DESC, w.id DESC
        OFFSET ${offset} LIMIT 48`.execute(ctx.database.db);
      expect(rows).toHaveLength(48);
      const { ids, scans } = await ctx.database.db.transaction().execute(async (trx) => {
        const before = await filesScansIn(trx);
        const ids = await searchFileIds(trx, {
          walk: termWalk(terms),
          where: whereClause(conditions),
          order: 'relevance',
          text,
          offset,
          limit: 48,
        });
        return { ids, scans: (await filesScansIn(trx)) - before };
      });
      expect(ids).toEqual(rows.map((row) => Number(row.id)));
      expect(scans).toBe(0);
    },
  );
});
