import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testConfig } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { MIGRATIONS_DIR } from '../config/paths';
import { ensureDatabase, poolOf } from './connection';
import { openDatabase } from './database';
import { migrate } from './migrate';

const migrationFiles = async () => (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const tableExists = async (name: string) =>
  (await sql<{ found: boolean }>`SELECT to_regclass(${name}) IS NOT NULL AS found`.execute(database.db)).rows[0]?.found;

describe('migrate', () => {
  it('applies new files in order, each once, and records them', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
    await writeFile(path.join(dir, '9001-first.sql'), 'CREATE TABLE m_first (id int);');
    await writeFile(path.join(dir, '9002-second.sql'), 'ALTER TABLE m_first ADD COLUMN name text;');
    await writeFile(path.join(dir, 'notes.txt'), 'not a migration');
    expect(await migrate(database.db, dir)).toEqual(['9001-first.sql', '9002-second.sql']);
    expect(await migrate(database.db, dir)).toEqual([]);
    const names = await database.db.selectFrom('schema_migrations').select('name').where('name', 'like', '9%').orderBy('name').execute();
    expect(names.map((row) => row.name)).toEqual(['9001-first.sql', '9002-second.sql']);
  });

  it('rolls a failing file back whole and does not record it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
    await writeFile(path.join(dir, '9101-broken.sql'), 'CREATE TABLE m_half (id int);\nSELECT no_such_function();');
    await expect(migrate(database.db, dir)).rejects.toThrow(/no_such_function/);
    expect(await tableExists('m_half')).toBe(false);
    const recorded = await database.db.selectFrom('schema_migrations').select('name').where('name', '=', '9101-broken.sql').execute();
    expect(recorded).toEqual([]);
  });
});

describe('openDatabase with DATABASE_URL', () => {
  it('uses the given server, migrates an empty database from scratch, and closes', async () => {
    const empty = new URL(inject('postgresServerUrl'));
    empty.pathname = `/external_${Date.now()}`;
    const url = await ensureDatabase(inject('postgresServerUrl'), empty.pathname.slice(1));
    const config = { ...(await testConfig()), databaseUrl: url, databasePoolSize: 3 };
    const opened = await openDatabase(config, () => {});
    expect(opened.embedded).toBe(false);
    expect(poolOf(opened.db)?.options.max).toBe(3);
    const applied = await opened.db.selectFrom('schema_migrations').select('name').orderBy('name').execute();
    expect(applied.map((row) => row.name)).toEqual(await migrationFiles());
    await opened.close();
  });
});
