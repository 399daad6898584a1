import os from 'node:os';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config/config';
import { connect, disconnect } from '../apps/api/src/db/connection';
import { createStorage } from '../apps/api/src/storage/create-storage';
import { openBenchCatalogue } from './search/bench-catalogue';
import { searchConcurrently } from './search/concurrent-searchers';
import { explainSlowest } from './search/explain-slowest';
import { catalogueAttributes } from './search/generate-catalogue';
import { multilingualMix, type Translation } from './search/multilingual-mix';
import { type BenchQuery, queryMix, typeaheadMix } from './search/query-mix';
import { type CatalogueCategory, randomClasses } from './search/random-mix';

/**
 * Search on a generated catalogue of BENCH_FILES files (default 1,000,000): server-side latency of a query mix and of
 * typeahead (p50/p95/max, measured with inject, sequentially), then throughput of /file and /fetch at 50 connections
 * against a bare Fastify route measured in the same run. The catalogue is kept in data/bench-search-<N> and reused.
 */
const FILES = Number(process.env.BENCH_FILES ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// The random classes change with every run unless a seed is given, so that runs together cover more combinations.
const SEED = Number(process.env.BENCH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const CLASSES = Number(process.env.BENCH_CLASSES ?? 30);
const RUNS_PER_CLASS = Number(process.env.BENCH_RUNS ?? 40);
const SEARCHERS = Number(process.env.BENCH_SEARCHERS ?? 16);
/** How the catalogue's filter attributes follow from each file's number (see CatalogueAttributes). */
const ATTRIBUTES = catalogueAttributes(process.env.BENCH_CATALOGUE);
const log = (message: string) => console.log(`[bench] ${message}`);

function mulberry(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const percentile = <T>(sorted: T[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

interface Timing {
  ms: number;
  url: string;
  /** Whether the search matched no file at all (its answer's totalCount is 0). */
  empty: boolean;
}

const summary = (query: string, sorted: Timing[]) => ({
  query,
  runs: sorted.length,
  'p50 ms': (percentile(sorted, 50)?.ms ?? 0).toFixed(1),
  'p95 ms': (percentile(sorted, 95)?.ms ?? 0).toFixed(1),
  'max ms': (sorted.at(-1)?.ms ?? 0).toFixed(1),
});

/** Each query once, in order; per kind p50, p95 and max (rows in the order given), and each kind's slowest query. */
async function timeQueries(app: Awaited<ReturnType<typeof buildApp>>, queries: BenchQuery[]) {
  const byKind = new Map<string, Timing[]>();
  for (const query of queries) {
    const started = process.hrtime.bigint();
    const response = await app.inject({ method: 'GET', url: query.url });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (response.statusCode !== 200) throw new Error(`${query.url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    const empty = (response.json() as { data?: { totalCount?: number } }).data?.totalCount === 0;
    byKind.set(query.kind, [...(byKind.get(query.kind) ?? []), { ms, url: query.url, empty }]);
  }
  const kinds = [...byKind.entries()].map(([kind, times]) => ({ kind, sorted: times.sort((a, b) => a.ms - b.ms) }));
  const all = kinds.flatMap((k) => k.sorted).sort((a, b) => a.ms - b.ms);
  return { rows: [...kinds.map((k) => summary(k.kind, k.sorted)), summary('ALL', all)], kinds };
}

async function throughput(title: string, url: string, requests?: autocannon.Request[]) {
  const result = await autocannon({ url, connections: 50, duration: SECONDS, ...(requests ? { requests } : {}) });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { title, rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

const { db, url, dataDir, stop } = await openBenchCatalogue(FILES, log, ATTRIBUTES);
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
// The searches go through a pool of the size server.ts opens; the catalogue's own pool is larger, for generating it.
const serverDb = connect(url, config.databasePoolSize);
try {
  const app = await buildApp({ config, db: serverDb, storage: createStorage(config) });
  await app.ready();
  const random = mulberry(42);
  log('warming up');
  await timeQueries(app, queryMix(random).slice(0, 80));
  // Searches typed in the other five languages, translated to the vocabulary's English before they run.
  const translations = (
    await sql<Translation>`SELECT keyword, lang, term FROM keyword_translations WHERE preferred AND lang <> 'en'`.execute(db)
  ).rows;
  const multilingual = multilingualMix(random, translations);
  const search = (await timeQueries(app, [...queryMix(random), ...multilingual.search])).rows;
  const typeahead = (await timeQueries(app, [...typeaheadMix(random), ...multilingual.typeahead])).rows;

  // Combinations drawn at random over every filter, sort and depth, RUNS_PER_CLASS runs each, interleaved.
  const categories = (await sql<CatalogueCategory>`SELECT id::int, type, parent_id::int FROM categories`.execute(db)).rows;
  const classRandom = mulberry(SEED);
  const classes = randomClasses(classRandom, CLASSES, categories);
  const classQueries = Array.from({ length: RUNS_PER_CLASS }, () => classes.map((c) => c.draw(classRandom))).flat();
  log(`${classes.length} random classes × ${RUNS_PER_CLASS} runs, seed ${SEED}`);
  const drawn = await timeQueries(app, classQueries);
  const byP95 = drawn.kinds.sort((a, b) => (percentile(a.sorted, 95)?.ms ?? 0) - (percentile(b.sorted, 95)?.ms ?? 0));
  const worst = byP95.at(-1);
  const worstPlan = worst ? await explainSlowest(worst.sorted.at(-1)?.url ?? '', url, config) : '';
  // The same classes again with new words, from SEARCHERS buyers at once.
  const concurrentQueries = Array.from({ length: RUNS_PER_CLASS }, () => classes.map((c) => c.draw(classRandom))).flat();
  log(`${SEARCHERS} concurrent searchers × ${concurrentQueries.length} searches`);
  const concurrent = await searchConcurrently(app, concurrentQueries, SEARCHERS);

  // Printed before the throughput runs, so that a run they fail on a busy machine still reports the searches.
  console.log(
    `\nSearch on ${FILES.toLocaleString('en-US')} files (attributes: ${ATTRIBUTES}), ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; server-side time per request (inject, sequential)\n`,
  );
  console.table(search);
  console.log(`\nRandom combinations (BENCH_SEED=${SEED}), ${RUNS_PER_CLASS} runs per class, worst p95 last\n`);
  // A search that matches nothing costs the most to prove empty; how many of a class's draws did shows what it measured.
  console.table(byP95.map((k) => ({ ...summary(k.kind, k.sorted), 'no match': k.sorted.filter((t) => t.empty).length })));
  console.log(`\nThe worst class's slowest query: ${worst?.kind}\n${worstPlan}\n`);
  console.log(`\nThe random classes from ${SEARCHERS} concurrent searchers\n`);
  console.table([
    {
      searchers: SEARCHERS,
      searches: concurrent.sorted.length,
      'p50 ms': (percentile(concurrent.sorted, 50) ?? 0).toFixed(1),
      'p95 ms': (percentile(concurrent.sorted, 95) ?? 0).toFixed(1),
      'max ms': (concurrent.sorted.at(-1) ?? 0).toFixed(1),
      'searches/s': concurrent.perSecond.toFixed(0),
    },
  ]);
  console.log('\nTypeahead\n');
  console.table(typeahead);
  const bare = Fastify();
  bare.get('/hello', async () => ({ hello: 'world' }));
  const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const ids = (await sql<{ id: number }>`SELECT id FROM media_files ORDER BY random() LIMIT 500`.execute(db)).rows.map((r) => r.id);
  const fileRequests = ids.map((id) => ({ method: 'GET' as const, path: `/api/file?media_id=${id}` }));
  const fetchRequests = queryMix(mulberry(7))
    .filter((q) => q.kind === 'frequent word' || q.kind === 'rare word' || q.kind === 'multi-word')
    .map((q) => ({ method: 'GET' as const, path: q.url }));
  const baseline = await throughput('bare Fastify hello-world', `${bareAddress}/hello`);
  const fileRun = await throughput('GET /api/file, no cache', address, fileRequests);
  const fetchRun = await throughput('GET /api/fetch (48 results), no cache', address, fetchRequests);
  await app.close();
  // The production setting: public catalogue answers may be 10 s old (the spec allows 5 to 10).
  const cachedApp = await buildApp({ config: { ...config, catalogueCacheSeconds: 10 }, db: serverDb, storage: createStorage(config) });
  const cachedAddress = await cachedApp.listen({ port: 0, host: '127.0.0.1' });
  const cachedFileRun = await throughput('GET /api/file, 10 s public cache', cachedAddress, fileRequests);
  const cachedFetchRun = await throughput('GET /api/fetch (48 results), 10 s public cache', cachedAddress, fetchRequests);
  await cachedApp.close();
  await bare.close();

  console.log(`\nThroughput at 50 connections, ${SECONDS} s each\n`);
  console.table(
    [baseline, fileRun, fetchRun, cachedFileRun, cachedFetchRun].map((r) => ({
      target: r.title,
      'req/s': r.rps,
      'p99 ms': r.p99,
      'ratio to bare': (r.rps / baseline.rps).toFixed(3),
    })),
  );
} finally {
  await disconnect(serverDb);
  await disconnect(db);
  await stop();
}
