import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { connect, type Db, disconnect } from '../../db/connection';
import { closestTerms } from './keyword-translations.repo';
import { closestKeywords } from './keywords.repo';

let database: TestDatabase;
// One connection, so that the reads this session reports are those of the queries under test.
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = connect(database.url, 1);
  await db
    .insertInto('keywords')
    .values([
      { keyword: 'mountains', file_count: 5 },
      { keyword: 'mountain', file_count: 3 },
      { keyword: 'sunset', file_count: 2 },
      // The same trigram set as "sunset", in more files: equally similar, so the more used one wins.
      { keyword: 'sunset sunset', file_count: 9 },
      { keyword: 'lake', file_count: 4 },
      // Not in use: never suggested, even for its own spelling.
      { keyword: 'glacier', file_count: 0 },
    ])
    .execute();
});
afterAll(async () => {
  await disconnect(db);
  await database.drop();
});

/** The rule as it reads: the most similar keyword in use, the most used first among equally similar ones. */
async function mostSimilar(word: string): Promise<string | undefined> {
  const { rows } = await sql<{ keyword: string }>`
    SELECT keyword FROM keywords WHERE keyword % ${word} AND file_count > 0
    ORDER BY similarity(keyword, ${word}) DESC, file_count DESC LIMIT 1`.execute(db);
  return rows[0]?.keyword;
}

/** Rows of a table read so far, whatever the plan, as reported by this session (reporting what it has not yet, first). */
async function rowsReadFrom(table: string): Promise<number> {
  await sql`SELECT pg_stat_force_next_flush()`.execute(db);
  const { rows } = await sql<{ read: number }>`
    SELECT (coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0))::int AS read
    FROM pg_stat_user_tables WHERE relname = ${table}`.execute(db);
  return rows[0]?.read ?? 0;
}

/** What `find` answers, and how many rows of `table` it read. */
async function withRowsRead<T>(table: string, find: () => Promise<T>) {
  const before = await rowsReadFrom(table);
  const result = await find();
  return { result, rowsRead: (await rowsReadFrom(table)) - before };
}

it('picks for each word the most similar keyword in use, as the trigram ranking does, and leaves out words with none', async () => {
  const words = ['montains', 'mountains', 'mountain', 'sunset', 'lakes', 'glacier', 'xyzzy', 'mountains'];
  const closest = await closestKeywords(db, words);
  const expected = new Map<string, string>();
  for (const word of words) {
    const keyword = await mostSimilar(word);
    if (keyword) expected.set(word, keyword);
  }
  expect(closest).toEqual(expected);
  expect(Object.fromEntries(closest)).toEqual({
    montains: 'mountains',
    mountains: 'mountains',
    mountain: 'mountain',
    sunset: 'sunset sunset',
    lakes: 'lake',
  });
});

it('answers words that are keywords in use without reading the trigram candidates of common words', async () => {
  // Hundreds of keywords sharing trigrams with "sunset" and "mountains", as a real vocabulary has.
  await sql`INSERT INTO keywords (keyword, file_count)
    SELECT w || g, 1 FROM generate_series(1, 400) g, unnest(ARRAY['sunset', 'mountains']) w`.execute(db);
  await sql`ANALYZE keywords`.execute(db);
  const known = await withRowsRead('keywords', () => closestKeywords(db, ['mountains', 'sunset', 'lake']));
  expect(Object.fromEntries(known.result)).toEqual({ mountains: 'mountains', sunset: 'sunset sunset', lake: 'lake' });
  // The keywords of each word's trigram set, not the hundreds that share some of its trigrams.
  expect(known.rowsRead).toBeLessThan(10);
  // A misspelt word still goes through the trigram ranking.
  const misspelt = await withRowsRead('keywords', () => closestKeywords(db, ['montains']));
  expect(misspelt.result.get('montains')).toBe(await mostSimilar('montains'));
  expect(misspelt.rowsRead).toBeGreaterThan(100);
});

it('answers, in another language, words that are terms of the vocabulary without reading the trigram candidates', async () => {
  await sql`INSERT INTO keyword_translations (keyword, lang, term, preferred)
    VALUES ('quokka', 'de', 'Quokkaland', true), ('quokka', 'de', 'Wallabyland', false)`.execute(db);
  await sql`INSERT INTO keyword_translations (keyword, lang, term)
    SELECT 'quokka', 'de', 'Quokkaland' || g FROM generate_series(1, 400) g`.execute(db);
  await sql`ANALYZE keyword_translations`.execute(db);
  const known = await withRowsRead('keyword_translations', () => closestTerms(db, 'de', ['quokkaland', 'wallabyland']));
  expect(Object.fromEntries(known.result)).toEqual({ quokkaland: 'Quokkaland', wallabyland: 'Wallabyland' });
  expect(known.rowsRead).toBeLessThan(10);
  const misspelt = await withRowsRead('keyword_translations', () => closestTerms(db, 'de', ['quokaland', 'xyzzy']));
  expect(Object.fromEntries(misspelt.result)).toEqual({ quokaland: 'Quokkaland' });
  expect(misspelt.rowsRead).toBeGreaterThan(100);
});

it('refuses a term too long to be a keyword, and stores nothing', async () => {
  const tooLong = sql`INSERT INTO keyword_translations (keyword, lang, term) VALUES ('quokka', 'fr', ${'q'.repeat(121)})`.execute(db);
  await expect(tooLong).rejects.toThrow(/keyword_translations_term_length/);
  const { rows } = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM keyword_translations WHERE lang = 'fr' AND keyword = 'quokka'`.execute(db);
  expect(rows[0]?.n).toBe(0);
});
