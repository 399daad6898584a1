import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type Db, poolOf } from '../db/connection';
import { sendApiNotFound } from '../http/not-found';

/**
 * One registry per process (module state): the API and a worker each expose their own, and Prometheus adds them up.
 * Tests build several apps in one process; they share these series, which only ever count up.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});
const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from request to answer, by route pattern and method.',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});
export const jobDuration = new Histogram({
  name: 'job_duration_seconds',
  help: 'Time a worker spent on one job, by queue and outcome (media jobs: media.process, media.licensed-render).',
  labelNames: ['queue', 'outcome'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900],
  registers: [registry],
});

// The database to read queue depth and pool use from: the process's own (the last app or worker to start).
let source: Db | undefined;

new Gauge({
  name: 'job_queue_depth',
  help: 'Jobs waiting to run (created or waiting for a retry), by queue.',
  labelNames: ['queue'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const row of await queueRows()) this.set({ queue: row.name }, Number(row.waiting));
  },
});
new Gauge({
  name: 'job_queue_oldest_age_seconds',
  help: 'Age of the oldest waiting job, by queue.',
  labelNames: ['queue'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const row of await queueRows()) this.set({ queue: row.name }, Number(row.oldest_age));
  },
});
new Gauge({
  name: 'db_pool_connections',
  help: 'Database pool connections of this process, by state (total, idle, waiting clients).',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const pool = source ? poolOf(source) : undefined;
    if (!pool) return;
    this.set({ state: 'total' }, pool.totalCount);
    this.set({ state: 'idle' }, pool.idleCount);
    this.set({ state: 'waiting' }, pool.waitingCount);
  },
});

async function queueRows(): Promise<{ name: string; waiting: number | string; oldest_age: number | string }[]> {
  if (!source) return [];
  const result = await sql<{ name: string; waiting: number; oldest_age: number }>`
    SELECT name, count(*) AS waiting, extract(epoch FROM now() - min(created_on)) AS oldest_age
    FROM pgboss.job WHERE state IN ('created', 'retry') GROUP BY name`
    .execute(source)
    .catch(() => ({ rows: [] }));
  return result.rows;
}

export function measureDatabase(db: Db): void {
  source = db;
}

/** Counts and times every answer by its route pattern (not its URL, which would make a series per media id). */
export function measureRequests(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** GET /metrics with `Authorization: Bearer METRICS_TOKEN`; without a token set, there is no such route. */
export function registerMetricsRoute(app: FastifyInstance, token: string | undefined): void {
  if (!token) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!tokenMatches(request.headers.authorization, token)) return sendApiNotFound(request, reply, []);
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}

/** The same metrics without a token, on an internal port (METRICS_PORT) that the load balancer does not expose. */
export async function serveMetricsPort(port: number, host: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.url !== '/metrics') return void response.writeHead(404).end();
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return server;
}
