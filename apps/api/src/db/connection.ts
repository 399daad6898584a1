import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { prepareMarkedQueries } from './prepared-statements';
import type { Database } from './schema';

// bigint ids and counts arrive as strings by default; int8 values that we count never exceed 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// int8[] (oid 1016) is not among the named builtins.
const INT8_ARRAY_OID = 1016 as Parameters<typeof pg.types.getTypeParser>[0];
const parseTextArray = pg.types.getTypeParser(INT8_ARRAY_OID);
pg.types.setTypeParser(INT8_ARRAY_OID, (value) => (parseTextArray(value) as string[]).map(Number));

export type Db = Kysely<Database>;

const logConnectionError = (error: Error) => console.warn(`[database] connection error: ${error.message}`);

/**
 * A pool whose broken connections are logged and replaced rather than crashing the process: PostgreSQL ends idle
 * connections when it restarts or when a database is dropped, and pg emits those as errors on the client.
 */
export function connect(url: string, maxConnections = 10, onConnectionError = logConnectionError): Db {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections, application_name: 'stock-media-api' });
  pool.on('error', onConnectionError);
  const open = new Set<Promise<void>>();
  pool.on('connect', (client) => {
    client.on('error', onConnectionError);
    prepareMarkedQueries(client);
    const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
    open.add(ended);
    ended.then(() => open.delete(ended));
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  connectionsStillClosing.set(db, open);
  pools.set(db, pool);
  return db;
}

const pools = new WeakMap<Db, pg.Pool>();

/** The connection pool behind a Db made by connect(), for its gauges (metrics/metrics.ts). */
export function poolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

const connectionsStillClosing = new WeakMap<Db, Set<Promise<void>>>();

/**
 * Closes the pool and waits until every connection has really ended. pg resolves pool.end() while sockets are still
 * closing, and a database stopped in that moment reports each one as an error.
 */
export async function disconnect(db: Db): Promise<void> {
  await db.destroy();
  await Promise.all(connectionsStillClosing.get(db) ?? []);
}

/** Creates a database on the server behind `serverUrl` unless it exists, and returns the URL that names it. */
export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
