import path from 'node:path';
import type { Config } from '../config/config';
import { connect, type Db, disconnect, ensureDatabase } from './connection';
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
    const db = await connectAndMigrate(config.databaseUrl, config.databasePoolSize, log);
    return { db, url: config.databaseUrl, embedded: false, close: () => disconnect(db) };
  }
  const dataDir = path.join(config.dataDir, 'pg');
  log(`Starting the embedded PostgreSQL (data in ${dataDir})`);
  const server = await startEmbeddedPostgres({ dataDir, password: config.secrets.DB_PASSWORD });
  try {
    const url = await ensureDatabase(server.url, EMBEDDED_DATABASE_NAME);
    const db = await connectAndMigrate(url, config.databasePoolSize, log);
    const close = async () => {
      await disconnect(db);
      await server.stop();
    };
    return { db, url, embedded: true, close };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function connectAndMigrate(url: string, poolSize: number, log: (message: string) => void): Promise<Db> {
  const db = connect(url, poolSize);
  try {
    const applied = await migrate(db);
    if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`);
    return db;
  } catch (error) {
    await disconnect(db);
    throw error;
  }
}
