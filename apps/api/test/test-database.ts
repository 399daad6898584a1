import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { connect, type Db, disconnect } from '../src/db/connection';

export const TEMPLATE_DATABASE = 'marketplace_test_template';

export interface TestDatabase {
  db: Db;
  url: string;
  drop(): Promise<void>;
}

/** A database of its own for one test file, cloned from the migrated template in milliseconds. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('postgresServerUrl');
  const name = `marketplace_test_${randomBytes(6).toString('hex')}`;
  const admin = connect(serverUrl, 1);
  await sql.raw(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`).execute(admin);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = connect(url.toString(), 5);
  return {
    db,
    url: url.toString(),
    async drop() {
      await disconnect(db);
      await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin);
      await disconnect(admin);
    },
  };
}
