import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config/config';
import { connect, disconnect } from '../apps/api/src/db/connection';
import { createStorage } from '../apps/api/src/storage/create-storage';

/**
 * A server of the HTTP bench (http.bench.ts), either a bare Fastify hello-world or the API as server.ts builds it
 * without the public response cache. Run in a process of its own (fork, with an IPC channel) so that the load
 * generator does not share its CPU; the bench asks it for its CPU time over IPC.
 */
export interface BenchServer {
  address: string;
  close(): Promise<void>;
}

export async function startBare(): Promise<BenchServer> {
  const bare = Fastify();
  bare.get('/hello', async () => ({ hello: 'world' }));
  const address = await bare.listen({ port: 0, host: '127.0.0.1' });
  return { address, close: () => bare.close() };
}

/** The API on the catalogue's database, with the pool size server.ts uses; NODE_ENV=test turns the public cache off. */
export async function startApi(databaseUrl: string, dataDir: string): Promise<BenchServer> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  if (config.catalogueCacheSeconds !== 0) throw new Error('the public response cache must be off for this benchmark');
  const db = connect(databaseUrl, config.databasePoolSize);
  const app = await buildApp({ config, db, storage: createStorage(config) });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    address,
    close: async () => {
      await app.close();
      await disconnect(db);
    },
  };
}

export type ServerMessage = { address: string } | { cpuMs: number };
export type BenchMessage = 'cpu' | 'stop';

// Started by the bench with fork(): BENCH_SERVER says which server, and the parent's messages drive it.
if (process.send && process.env.BENCH_SERVER) {
  const send = (message: ServerMessage) => process.send?.(message);
  const server =
    process.env.BENCH_SERVER === 'bare'
      ? await startBare()
      : await startApi(process.env.BENCH_DATABASE_URL ?? '', process.env.BENCH_DATA_DIR ?? '');
  process.on('message', (message: BenchMessage) => {
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      send({ cpuMs: (user + system) / 1000 });
    } else if (message === 'stop') {
      // A normal exit, so that --cpu-prof writes its profile.
      server.close().then(() => process.exit(0));
    }
  });
  send({ address: server.address });
}
