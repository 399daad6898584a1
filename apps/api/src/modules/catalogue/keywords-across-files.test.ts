import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { connect, type Db, disconnect } from '../../db/connection';
import { keywordsAcrossFiles } from './keywords.repo';

const KEYWORDS = 60;
const FILES = 200;

let database: TestDatabase;
let db: Db;
let seed = 11;
const random = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;

beforeAll(async () => {
  database = await createTestDatabase();
  // One connection: the file-keyword rows below skip their foreign keys (no media_files rows are needed to count).
  db = connect(database.url, 1);
  // Few distinct file counts, so that many keywords tie on both uses and file count.
  await db
    .insertInto('keywords')
    .values(Array.from({ length: KEYWORDS }, (_, i) => ({ keyword: `word${i}`, file_count: pick([1, 2, 3, 5, 8]) })))
    .execute();
  const ids = (await db.selectFrom('keywords').select('id').orderBy('id').execute()).map((row) => Number(row.id));
  const rows: { media_id: number; keyword_id: number; position: number }[] = [];
  for (let media = 1; media <= FILES; media++) {
    const chosen = new Set<number>();
    const count = 3 + Math.floor(random() * 13);
    // Low ids are common, as a catalogue's head words are.
    while (chosen.size < count) chosen.add(ids[Math.floor(random() * random() * ids.length)] as number);
    for (const [position, keyword_id] of [...chosen].entries()) rows.push({ media_id: media, keyword_id, position });
  }
  await sql`SET session_replication_role = replica`.execute(db);
  await db.insertInto('media_file_keywords').values(rows).execute();
  await sql`RESET session_replication_role`.execute(db);
});
afterAll(async () => {
  await disconnect(db);
  await database.drop();
});

interface Ranked {
  id: number;
  keyword: string;
  file_count: number;
  uses: number;
}

/** The rule as it reads, without a limit: every keyword of the files but the excluded, most shared first, then most used. */
async function allRanked(mediaIds: number[], excluded: string[]): Promise<Ranked[]> {
  const { rows } = await sql<Ranked>`
    SELECT k.id, k.keyword, k.file_count, count(*) AS uses FROM media_file_keywords mk JOIN keywords k ON k.id = mk.keyword_id
    WHERE mk.media_id = ANY(${mediaIds}) AND k.keyword <> ALL(${excluded}::text[])
    GROUP BY k.id ORDER BY uses DESC, k.file_count DESC`.execute(db);
  return rows.map((row) => ({ ...row, id: Number(row.id), uses: Number(row.uses) }));
}

describe('keywordsAcrossFiles', () => {
  it('answers the most shared keywords, ties in any order, for many pages of files and excluded words', async () => {
    for (let trial = 0; trial < 60; trial++) {
      const mediaIds = [...new Set(Array.from({ length: 1 + Math.floor(random() * 48) }, () => 1 + Math.floor(random() * FILES)))];
      // Searched words: keywords (often the most shared ones), words that are none, and repeats.
      const excluded = Array.from({ length: Math.floor(random() * 4) }, () =>
        pick([`word${Math.floor(random() * random() * KEYWORDS)}`, 'nothing', 'word0']),
      );
      const limit = pick([1, 5, 12]);
      const expected = await allRanked(mediaIds, excluded);
      const got = (await keywordsAcrossFiles(db, mediaIds, excluded, limit)) as Ranked[];
      expect(got).toHaveLength(Math.min(limit, expected.length));
      expect(new Set(got.map((row) => row.id)).size).toBe(got.length);
      got.forEach((row, index) => {
        const rank = expected[index] as Ranked;
        // The same uses and file count at every place; among equals, any of the keywords that have them.
        expect([row.uses, row.file_count]).toEqual([rank.uses, rank.file_count]);
        expect(expected).toContainEqual({ id: Number(row.id), keyword: row.keyword, file_count: row.file_count, uses: Number(row.uses) });
      });
    }
  });

  it('answers nothing for no files', async () => {
    expect(await keywordsAcrossFiles(db, [], [], 12)).toEqual([]);
  });
});
