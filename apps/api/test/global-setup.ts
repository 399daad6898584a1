import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect, disconnect, ensureDatabase } from '../src/db/connection';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { migrate } from '../src/db/migrate';
import { TEMPLATE_DATABASE } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresServerUrl: string;
  }
}

/**
 * One real PostgreSQL for the whole run (DATABASE_URL's server when set, else an embedded one in a temp dir), and a
 * migrated template database from which every test file clones its own fresh database.
 */
export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let teardown = async () => {};
  if (!serverUrl) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-test-pg-'));
    // mkdtemp makes the folder private to us; when we are root, the postgres user must be able to enter it.
    await chmod(dataDir, 0o755);
    const server = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, 'pg'),
      password: 'test-password',
      // A throwaway cluster: durability buys nothing here and costs seconds.
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
    });
    serverUrl = server.url;
    teardown = async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }
  const admin = connect(serverUrl, 1);
  const { sql } = await import('kysely');
  await sql.raw(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`).execute(admin);
  await disconnect(admin);
  const templateUrl = await ensureDatabase(serverUrl, TEMPLATE_DATABASE);
  const template = connect(templateUrl, 1);
  await migrate(template);
  await disconnect(template);

  project.provide('postgresServerUrl', serverUrl);
  return teardown;
}
