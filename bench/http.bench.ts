import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config/config';
import { disconnect } from '../apps/api/src/db/connection';
import { createStorage } from '../apps/api/src/storage/create-storage';
import { openBenchCatalogue } from './search/bench-catalogue';
import { queryMix } from './search/query-mix';

/**
 * HTTP throughput of the API against a bare Fastify route measured in the same runs, so that the ratio says what the
 * marketplace's own work costs on this machine: health (one round trip), a file page and a search (48 results),
 * without the public response cache (NODE_ENV=test sets CATALOGUE_CACHE_SECONDS to 0), which is what most visits of
 * a large catalogue meet. BENCH_ROUNDS rounds of BENCH_SECONDS seconds per target, on a generated catalogue of
 * BENCH_HTTP_FILES files (kept in data/bench-search-<N>, shared with the search bench); loopback only.
 */
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const FILES = Number(process.env.BENCH_HTTP_FILES ?? 20_000);
const CONNECTIONS = 50;

interface Run {
  title: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** CPU time PostgreSQL spent per answer: unlike req/s, barely moved by what else the machine runs. */
  postgresCpuMs: number;
}

/** CPU milliseconds used so far by each process of the PostgreSQL server (Linux /proc; clock ticks of 10 ms). */
function postgresCpu(postmasterPid: number): Map<string, number> {
  const cpu = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
      if (pid === String(postmasterPid) || fields[1] === String(postmasterPid))
        cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // The process ended in the meantime.
    }
  }
  return cpu;
}

async function measure(title: string, url: string, requests?: autocannon.Request[]): Promise<Run> {
  const before = postgresCpu(postmasterPid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, ...(requests ? { requests } : {}) });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  let postgresMs = 0;
  for (const [pid, ms] of postgresCpu(postmasterPid)) postgresMs += ms - (before.get(pid) ?? 0);
  return {
    title,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    postgresCpuMs: postgresMs / Math.max(1, result.requests.total),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const { db, dataDir, stop } = await openBenchCatalogue(FILES, (message) => console.log(`[bench] ${message}`));
const postmasterPid = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
const bare = Fastify();
bare.get('/hello', async () => ({ hello: 'world' }));
const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
if (config.catalogueCacheSeconds !== 0) throw new Error('the public response cache must be off for this benchmark');
const app = await buildApp({ config, db, storage: createStorage(config) });
const appAddress = await app.listen({ port: 0, host: '127.0.0.1' });

try {
  const ids = (await sql<{ id: number }>`SELECT id FROM media_files ORDER BY random() LIMIT 500`.execute(db)).rows.map((r) => r.id);
  const fileRequests = ids.map((id) => ({ method: 'GET' as const, path: `/api/file?media_id=${id}` }));
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const fetchRequests = queryMix(random)
    .filter((q) => q.kind === 'frequent word' || q.kind === 'rare word' || q.kind === 'multi-word')
    .map((q) => ({ method: 'GET' as const, path: q.url }));
  const targets: [string, () => Promise<Run>][] = [
    ['bare Fastify hello-world', () => measure('bare', `${bareAddress}/hello`)],
    ['GET /api/health (one database round trip)', () => measure('health', `${appAddress}/api/health`)],
    ['GET /api/file, no public cache', () => measure('file', appAddress, fileRequests)],
    ['GET /api/fetch (48 results), no public cache', () => measure('fetch', appAddress, fetchRequests)],
  ];
  // Warm the JIT and the pool so the first round measures the same code as the others.
  await autocannon({ url: appAddress, connections: 10, duration: 2, requests: [...fileRequests, ...fetchRequests] });
  const loadBefore = loadAverage();
  const rounds: Run[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const runs: Run[] = [];
    for (const [, run] of targets) runs.push(await run());
    rounds.push(runs);
  }
  console.log(
    `\nHTTP throughput on ${FILES.toLocaleString('en-US')} files, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per target,` +
      ` ${ROUNDS} rounds (median, and each round), ${os.cpus().length} cores; load average before ${loadBefore}, after ${loadAverage()}\n`,
  );
  console.table(
    targets.map(([title], index) => {
      const runs = rounds.map((r) => r[index] as Run);
      const ratios = rounds.map((r) => (r[index] as Run).requestsPerSecond / (r[0] as Run).requestsPerSecond);
      return {
        target: title,
        'req/s': median(runs.map((r) => r.requestsPerSecond)),
        'each round': runs.map((r) => r.requestsPerSecond).join(' / '),
        'p50 ms': median(runs.map((r) => r.p50)),
        'p99 ms': median(runs.map((r) => r.p99)),
        'ratio to bare': `${(median(ratios) * 100).toFixed(1)}%`,
        'PostgreSQL CPU ms/answer': median(runs.map((r) => r.postgresCpuMs)).toFixed(2),
      };
    }),
  );
} finally {
  await app.close();
  await bare.close();
  await disconnect(db);
  await stop();
}
