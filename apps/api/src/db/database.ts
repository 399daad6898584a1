import path from 'node:path';
import type { Config } from '../config/config';
import { connect, type Db, ensureDatabase } from './connection';
import { startEmbeddedPostgres } from './embedded-postgres';
import { migrate } from './migrate';

export interface OpenDatabase {
  db: Db;
  url: string;
  embedded: boolean;
  /** Closes the pool, then stops the embedded server if there is one. */
  close(): Promise<void>;
}

const EMBEDDED_DATABASE_NAME = 'marketplace';

export async function openDatabase(config: Config, log: (message: string) => void): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const db = connect(config.databaseUrl);
    await runMigrations(db, log);
    return { db, url: config.databaseUrl, embedded: false, close: () => db.destroy() };
  }
  const dataDir = path.join(config.dataDir, 'pg');
  log(`Starting the embedded PostgreSQL (data in ${dataDir})`);
  const server = await startEmbeddedPostgres({ dataDir, password: config.secrets.DB_PASSWORD });
  const url = await ensureDatabase(server.url, EMBEDDED_DATABASE_NAME);
  const db = connect(url);
  await runMigrations(db, log);
  return {
    db,
    url,
    embedded: true,
    async close() {
      await db.destroy();
      await server.stop();
    },
  };
}

async function runMigrations(db: Db, log: (message: string) => void) {
  const applied = await migrate(db);
  if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`);
}
