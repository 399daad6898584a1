import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config/config';
import { connect, disconnect, ensureDatabase } from '../apps/api/src/db/connection';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded-postgres';
import { migrate } from '../apps/api/src/db/migrate';
import { createStorage } from '../apps/api/src/storage/create-storage';

/**
 * HTTP throughput of the API against a bare Fastify route measured in the same run, so that the ratio says what the
 * marketplace's own work costs on this machine. Every run is bounded: DURATION seconds per target, loopback only.
 */
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

async function measure(title: string, url: string, options: Partial<autocannon.Options> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, ...options });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { title, requestsPerSecond: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

const workDir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-bench-'));
await chmod(workDir, 0o755);
const postgres = process.env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({ dataDir: path.join(workDir, 'pg'), password: 'bench' });
const databaseUrl = process.env.DATABASE_URL ?? (await ensureDatabase(postgres?.url ?? '', 'marketplace_bench'));
const db = connect(databaseUrl, 20);
await migrate(db);

const bare = Fastify();
bare.get('/hello', async () => ({ hello: 'world' }));
const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: workDir });
const app = await buildApp({ config, db, storage: createStorage(config) });
const appAddress = await app.listen({ port: 0, host: '127.0.0.1' });

try {
  const baseline = await measure('bare Fastify hello-world', `${bareAddress}/hello`);
  const results = [baseline, await measure('GET /api/health (one database round trip)', `${appAddress}/api/health`)];
  console.log(`\nHTTP throughput, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, ${os.cpus().length} cores\n`);
  console.table(
    results.map((r) => ({
      target: r.title,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'ratio to bare': (r.requestsPerSecond / baseline.requestsPerSecond).toFixed(2),
    })),
  );
} finally {
  await app.close();
  await bare.close();
  await disconnect(db);
  await postgres?.stop();
  await rm(workDir, { recursive: true, force: true });
}
