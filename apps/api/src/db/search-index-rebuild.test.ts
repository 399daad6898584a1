import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { MIGRATIONS_DIR } from '../config/paths';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** The statements of a migration file, its comments left out. */
async function statementsOf(file: string): Promise<string[]> {
  const text = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
  return text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('--'))
    .join('\n')
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean);
}

/** Whether a reader of media_files (a search, a file page) gets its rows within a short wait. */
async function readerGetsThrough(): Promise<boolean> {
  try {
    await database.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL lock_timeout = '300ms'`.execute(trx);
      await sql`SELECT count(*) FROM media_files`.execute(trx);
    });
    return true;
  } catch {
    return false;
  }
}

describe('migration 0190 on a live catalogue', () => {
  it('lets searches read media_files while each new text index is built', async () => {
    const statements = await statementsOf('0190-search-filters-in-gin.sql');
    const blockedDuringBuild: string[] = [];
    await database.db.connection().execute(async (conn) => {
      await sql`BEGIN`.execute(conn);
      try {
        for (const statement of statements) {
          if (/^CREATE INDEX/i.test(statement) && !(await readerGetsThrough())) blockedDuringBuild.push(statement.split('\n')[0] ?? '');
          await sql.raw(statement).execute(conn);
        }
      } finally {
        await sql`ROLLBACK`.execute(conn);
      }
    });
    expect(blockedDuringBuild).toEqual([]);
  });

  it('leaves the two text indexes under their names, with the filters in them', async () => {
    const { rows } = await sql<{ indexname: string; indexdef: string }>`
      SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'media_files' AND indexname LIKE 'media_files_search_%'
      ORDER BY indexname
    `.execute(database.db);
    expect(rows.map((row) => row.indexname)).toEqual(['media_files_search_image', 'media_files_search_video']);
    for (const row of rows)
      expect(row.indexdef).toContain('gin (search_vector, color_families, orientation, age_groups, people_count, category_id)');
  });
});
