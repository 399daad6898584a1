import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { disconnect } from '../apps/api/src/db/connection';
import type { BenchMessage, BenchServer, ServerMessage } from './http-server';
import { startApi, startBare } from './http-server';
import { openBenchCatalogue } from './search/bench-catalogue';
import { queryMix } from './search/query-mix';

/**
 * HTTP throughput of the API against a bare Fastify route measured in the same runs, so that the ratio says what the
 * marketplace's own work costs on this machine: health (one round trip), a file page and a search (48 results),
 * without the public response cache (NODE_ENV=test sets CATALOGUE_CACHE_SECONDS to 0), which is what most visits of
 * a large catalogue meet. BENCH_ROUNDS rounds of BENCH_SECONDS seconds per target, on a generated catalogue of
 * BENCH_HTTP_FILES files (kept in data/bench-search-<N>, shared with the search bench); loopback only.
 *
 * The API and the bare Fastify each run in a process of their own (http-server.ts, forked), as in production, and
 * autocannon runs in this one: the servers' req/s no longer pay for the load generator. Besides req/s and latency, each
 * target reports the CPU time its server process spent per answer (process.cpuUsage, over IPC) and PostgreSQL's CPU
 * per answer; on a machine shared with other work these two move much less than req/s, and the load average is
 * printed beside them. BENCH_SAME_PROCESS=1 measures the old way, servers and autocannon in this one process (its CPU
 * column then includes autocannon's). BENCH_CPU_PROF=<dir> runs the server processes under `node --cpu-prof` and
 * leaves their profiles in that directory (BENCH_TARGETS=file, say, to profile one target).
 */
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const FILES = Number(process.env.BENCH_HTTP_FILES ?? 20_000);
const SAME_PROCESS = process.env.BENCH_SAME_PROCESS === '1';
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
const CONNECTIONS = 50;
/** Some of bare, health, file and fetch (comma-separated) to measure only those; bare is always measured first. */
const ONLY = process.env.BENCH_TARGETS?.split(',').map((name) => name.trim());

interface Run {
  title: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** CPU time of the server's process per answer (in BENCH_SAME_PROCESS mode, of the one process, autocannon included). */
  serverCpuMs: number;
  /** CPU time PostgreSQL spent per answer: unlike req/s, barely moved by what else the machine runs. */
  postgresCpuMs: number;
}

/** A server measured by the bench: where it listens and the CPU milliseconds its process has used so far. */
interface Target extends BenchServer {
  cpuMs(): Promise<number>;
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

/** A server in a forked process of its own, which answers 'cpu' with its process.cpuUsage() and ends on 'stop'. */
async function forkServer(kind: 'bare' | 'api', env: Record<string, string>): Promise<Target> {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'http-server.ts'), [], {
    execArgv: ['--import', 'tsx', ...(CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : [])],
    env: { ...process.env, ...env, BENCH_SERVER: kind },
  });
  const next = () =>
    new Promise<ServerMessage>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the ${kind} server ended (exit code ${code})`));
      child.once('exit', onExit);
      child.once('message', (message: ServerMessage) => {
        child.off('exit', onExit);
        resolve(message);
      });
    });
  const ask = (message: BenchMessage) => child.send(message);
  const started = await next();
  if (!('address' in started)) throw new Error(`the ${kind} server did not say where it listens`);
  return {
    address: started.address,
    cpuMs: async () => {
      const answer = next();
      ask('cpu');
      const message = await answer;
      if (!('cpuMs' in message)) throw new Error(`the ${kind} server did not report its CPU time`);
      return message.cpuMs;
    },
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      ask('stop');
      await exited;
    },
  };
}

/** The old method: the server in this process, whose CPU time then includes autocannon's. */
function inThisProcess(server: BenchServer): Target {
  return {
    ...server,
    cpuMs: async () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    },
  };
}

async function measure(title: string, target: Target, url: string, requests?: autocannon.Request[]): Promise<Run> {
  const before = postgresCpu(postmasterPid);
  const serverBefore = await target.cpuMs();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, ...(requests ? { requests } : {}) });
  const serverMs = (await target.cpuMs()) - serverBefore;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  let postgresMs = 0;
  for (const [pid, ms] of postgresCpu(postmasterPid)) postgresMs += ms - (before.get(pid) ?? 0);
  const answers = Math.max(1, result.requests.total);
  return {
    title,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    serverCpuMs: serverMs / answers,
    postgresCpuMs: postgresMs / answers,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const { db, url: databaseUrl, dataDir, stop } = await openBenchCatalogue(FILES, (message) => console.log(`[bench] ${message}`));
const postmasterPid = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
if (CPU_PROFILE_DIR) mkdirSync(CPU_PROFILE_DIR, { recursive: true });
const bare = SAME_PROCESS ? inThisProcess(await startBare()) : await forkServer('bare', {});
const api = SAME_PROCESS
  ? inThisProcess(await startApi(databaseUrl, dataDir))
  : await forkServer('api', { BENCH_DATABASE_URL: databaseUrl, BENCH_DATA_DIR: dataDir });

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
  const targets: [string, () => Promise<Run>][] = (
    [
      ['bare', 'bare Fastify hello-world', () => measure('bare', bare, `${bare.address}/hello`)],
      ['health', 'GET /api/health (one database round trip)', () => measure('health', api, `${api.address}/api/health`)],
      ['file', 'GET /api/file, no public cache', () => measure('file', api, api.address, fileRequests)],
      ['fetch', 'GET /api/fetch (48 results), no public cache', () => measure('fetch', api, api.address, fetchRequests)],
    ] as const
  )
    .filter(([name]) => name === 'bare' || !ONLY || ONLY.includes(name))
    .map(([, title, run]) => [title, run]);
  // Warm the JIT and the pool so the first round measures the same code as the others.
  await autocannon({ url: bare.address, connections: 10, duration: 1, requests: [{ method: 'GET', path: '/hello' }] });
  await autocannon({ url: api.address, connections: 10, duration: 2, requests: [...fileRequests, ...fetchRequests] });
  const loadBefore = loadAverage();
  const rounds: Run[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const runs: Run[] = [];
    for (const [, run] of targets) runs.push(await run());
    rounds.push(runs);
  }
  const method = SAME_PROCESS
    ? 'servers and autocannon in one process (BENCH_SAME_PROCESS=1; the CPU column includes autocannon)'
    : 'each server in its own process, autocannon in another';
  console.log(
    `\nHTTP throughput on ${FILES.toLocaleString('en-US')} files, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per target,` +
      ` ${ROUNDS} rounds (median, and each round), ${os.cpus().length} cores, ${method}; load average before ${loadBefore},` +
      ` after ${loadAverage()}\n`,
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
        'server CPU ms/answer': median(runs.map((r) => r.serverCpuMs)).toFixed(3),
        'PostgreSQL CPU ms/answer': median(runs.map((r) => r.postgresCpuMs)).toFixed(2),
      };
    }),
  );
} finally {
  await api.close();
  await bare.close();
  await disconnect(db);
  await stop();
}
