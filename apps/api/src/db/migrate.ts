import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { MIGRATIONS_DIR } from '../config/paths';
import type { Db } from './connection';

const MIGRATION_FILE = /^\d{4}-[a-z0-9-]+\.sql$/;
// Any constant works; it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK_ID = 72_110_042;

/**
 * Applies the forward-only SQL files in order, each in its own transaction, and records each in schema_migrations.
 * An advisory lock lets several API processes start at once against one database without racing.
 */
export async function migrate(db: Db, directory = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(directory)).filter((name) => MIGRATION_FILE.test(name)).sort();
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK_ID})`.execute(conn);
    try {
      await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`.execute(conn);
      const done = new Set((await conn.selectFrom('schema_migrations').select('name').execute()).map((row) => row.name));
      const applied: string[] = [];
      for (const file of files) {
        if (done.has(file)) continue;
        const text = await readFile(path.join(directory, file), 'utf8');
        await conn.transaction().execute(async (trx) => {
          await sql.raw(text).execute(trx);
          await trx.insertInto('schema_migrations').values({ name: file }).execute();
        });
        applied.push(file);
      }
      return applied;
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_ID})`.execute(conn);
    }
  });
}
