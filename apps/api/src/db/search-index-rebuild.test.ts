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

/** Whether a reader of the table (a search, a file page) gets its rows within a short wait. */
async function readerGetsThrough(table: 'media_files' | 'search_terms' = 'media_files'): Promise<boolean> {
  try {
    await database.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL lock_timeout = '300ms'`.execute(trx);
      await sql`SELECT count(*) FROM ${sql.table(table)}`.execute(trx);
    });
    return true;
  } catch {
    return false;
  }
}

describe.each(['0190-search-filters-in-gin.sql', '0235-search-people-key.sql'])('migration %s on a live catalogue', (file) => {
  it('lets searches read media_files while each new text index is built', async () => {
    const statements = await statementsOf(file);
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
});

describe('the type text indexes', () => {
  it('keep their names, with the filters in them and the people count capped at 3 (migration 0235)', async () => {
    const { rows } = await sql<{ indexname: string; indexdef: string }>`
      SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'media_files' AND indexname LIKE 'media_files_search_%'
      ORDER BY indexname
    `.execute(database.db);
    expect(rows.map((row) => row.indexname)).toEqual(['media_files_search_image', 'media_files_search_video']);
    for (const row of rows)
      expect(row.indexdef).toContain('gin (search_vector, color_families, orientation, age_groups, LEAST(people_count, 3), category_id)');
  });
});

// The newest rebuild of the term index, replayed on the migrated database. Migration 0215 rebuilt it the same way; its
// postings' function no longer fits the table 0240 left, so it cannot be replayed here any more.
describe('migration 0240 on a live catalogue', () => {
  it('lets searches read the old postings until the new table takes their place', async () => {
    const statements = await statementsOf('0240-search-term-relevance.sql');
    const swap = statements.findIndex((statement) => statement.startsWith('DROP TABLE search_terms'));
    expect(swap).toBeGreaterThan(0);
    const blockedBeforeSwap: string[] = [];
    await database.db.connection().execute(async (conn) => {
      await sql`BEGIN`.execute(conn);
      try {
        for (const statement of statements.slice(0, swap)) {
          await sql.raw(statement).execute(conn);
          if (!(await readerGetsThrough('search_terms'))) blockedBeforeSwap.push(statement.split('\n')[0] ?? '');
        }
      } finally {
        await sql`ROLLBACK`.execute(conn);
      }
    });
    expect(blockedBeforeSwap).toEqual([]);
  });
});

describe('the term index after its rebuilds', () => {
  it('keeps its names, and the triggers writing pairs into it', async () => {
    const { rows } = await sql<{ indexname: string }>`
      SELECT indexname FROM pg_indexes WHERE tablename = 'search_terms' ORDER BY indexname`.execute(database.db);
    expect(rows.map((row) => row.indexname)).toEqual(['search_terms_file', 'search_terms_newest', 'search_terms_ranked']);
    const user = await sql<{ id: number }>`INSERT INTO users (email, name) VALUES ('pairs@example.com', 'Pairs') RETURNING id`.execute(
      database.db,
    );
    await sql`INSERT INTO contributors (user_id, display_name, slug) VALUES (${user.rows[0]?.id}, 'Pairs', 'pairs')`.execute(database.db);
    await sql`
      INSERT INTO media_files (type, status, contributor_id, title, slug, width, height, published_at, search_vector)
      VALUES ('IMAGE', 'published', ${user.rows[0]?.id}, 'Mountain lake', 'mountain-lake', 10, 10, now(), to_tsvector('english', 'Mountain lake'))
    `.execute(database.db);
    const terms = await sql<{ lexeme: string }>`SELECT lexeme FROM search_terms ORDER BY lexeme COLLATE "C"`.execute(database.db);
    expect(terms.rows.map((row) => row.lexeme)).toEqual(['lake', 'mountain', 'mountain lake']);
  });
});
