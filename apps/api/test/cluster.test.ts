import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config';
import { freePort } from '../src/db/embedded-postgres';
import { testVideo } from '../src/media/media-test-inputs';
import { type Balancer, startNginx } from './nginx-balancer';
import { type RedisTestServer, startRedisTestServer } from './redis-test-server';
import { type S3TestServer, startS3TestServer } from './s3-test-server';
import { type RunningServer, startServer } from './server-process';
import { createTestDatabase, type TestDatabase } from './test-database';
import { tusClient } from './tus-client';
import { jpeg, tokenFor } from './upload-test-helpers';
import { waitFor } from './wait-for';
import { spawnWorker } from './worker-process';

/**
 * The cluster of docs/operations.md on one machine: PostgreSQL (the run's embedded server), s3rver, redis-server, two
 * API processes with JOBS_IN_PROCESS=false, one worker process, and nginx balancing round robin in front. Everything
 * the journey does goes through nginx. CLUSTER_PORT sets nginx's port (the API nodes take the two after it).
 */
// Start-up, journey and shutdown together stay under four minutes even on a busy machine (about a minute on two idle cores).
const JOURNEY_MS = 120_000;
const secrets = {
  JWT_SECRET: randomBytes(32).toString('base64url'),
  SIGNING_SECRET: randomBytes(32).toString('base64url'),
  ENCRYPTION_KEY: randomBytes(32).toString('base64'),
};

let database: TestDatabase;
let s3: S3TestServer;
let redis: RedisTestServer;
let balancer: Balancer;
const scratch: string[] = [];
const nodes = new Map<string, RunningServer>();
let worker: ReturnType<typeof spawnWorker>;
let environment: Record<string, string>;

const tempDir = async (prefix: string) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  scratch.push(dir);
  return dir;
};

async function startNode(port: number) {
  const node = await startServer({ ...environment, PORT: String(port), DATA_DIR: await tempDir('cluster-api-') }, 75_000);
  nodes.set(`127.0.0.1:${port}`, node);
}

const startWorker = async () => spawnWorker({ ...environment, DATA_DIR: await tempDir('cluster-worker-'), MEDIA_JOB_CONCURRENCY: '1' });

beforeAll(async () => {
  const base = process.env.CLUSTER_PORT ? Number(process.env.CLUSTER_PORT) : undefined;
  const [balancerPort, ...apiPorts] = base ? [base, base + 1, base + 2] : await Promise.all([freePort(), freePort(), freePort()]);
  [database, s3, redis] = await Promise.all([createTestDatabase(), startS3TestServer(), startRedisTestServer()]);
  environment = {
    ...secrets,
    ...s3.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    TRUST_PROXY: '127.0.0.1',
    JOBS_IN_PROCESS: 'false',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'warn',
    CATALOGUE_CACHE_SECONDS: '10',
  };
  await Promise.all(apiPorts.map((port) => startNode(port as number)));
  worker = await startWorker();
  balancer = await startNginx(
    balancerPort as number,
    apiPorts.map((port) => `127.0.0.1:${port}`),
  );
}, 80_000);

afterAll(async () => {
  if (worker?.exitCode === null) worker.kill('SIGKILL');
  await Promise.all([...nodes.values()].map((node) => (node.process.exitCode === null ? node.stop('SIGTERM') : undefined)));
  await balancer?.close();
  await Promise.all([redis?.close(), s3?.close()]);
  await database?.drop();
  await Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true })));
}, 30_000);

async function send(method: string, url: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${balancer.url}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, each checked where it is read.
  const json = () => JSON.parse(bytes.toString()) as any;
  return { status: response.status, upstream: response.headers.get('x-upstream') ?? '', body: bytes.toString(), bytes, json };
}

const tus = tusClient(() => balancer.url);
const processingOf = async (mediaId: number) =>
  (await database.db.selectFrom('media_files').select('processing_status').where('id', '=', mediaId).executeTakeFirstOrThrow())
    .processing_status;
const waitReady = (mediaId: number, timeoutMs: number) =>
  waitFor(
    `file ${mediaId} to be processed`,
    async () => {
      const status = await processingOf(mediaId);
      if (status === 'failed') throw new Error(`file ${mediaId} failed to process`);
      return status === 'ready' ? true : undefined;
    },
    timeoutMs,
  );

/** nginx names every node it tried, the one that answered last. */
const lastNode = (upstreams: string | undefined) => upstreams?.split(', ').at(-1);

/**
 * Sends the rest of a file from `offset` as tus clients do: a chunk refused in transit (a 5xx: the node died under a
 * kept-alive connection) is sent again from the offset the server reports, which must be what was acknowledged.
 */
async function patchAsClientsDo(token: string, location: string, file: Buffer, offset: number) {
  for (let attempt = 0; ; attempt++) {
    const answer = await tus.patch(token, location, offset, file.subarray(offset));
    if (answer.statusCode < 500 || attempt === 2) return answer;
    const head = await tus.head(token, location);
    expect([head.statusCode, head.headers['upload-offset']]).toEqual([200, String(offset)]);
  }
}

/** Sends HEADs until the next request will reach the other node than `node` (round robin), and answers the last. */
async function headUntilNextGoesPast(token: string, location: string, node: string) {
  for (let attempt = 0; attempt < 4; attempt++) {
    const head = await tus.head(token, location);
    if (head.headers['x-upstream'] === node) return head;
  }
  throw new Error(`the balancer never sent a request to ${node} again`);
}

describe('the cluster behind nginx', () => {
  it(
    'runs the journey across two API nodes and a worker, and survives losing a node and the worker',
    async () => {
      const accounts = { database, config: loadConfig({ ...environment, NODE_ENV: 'test', DATA_DIR: await tempDir('cluster-test-') }) };
      const contributor = await tokenFor(accounts, 'contributor');
      const admin = await tokenFor(accounts, 'admin');
      const buyer = await tokenFor(accounts, 'buyer');
      const category = await database.db
        .insertInto('categories')
        .values({ type: 'IMAGE', parent_id: null, name: 'Seascapes', slug: 'seascapes' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const word = `lighthouse${randomBytes(3).toString('hex')}`;

      // A tus upload whose second half reaches the other node resumes there and completes.
      const image = await jpeg(2400, 1800);
      const created = await tus.create(contributor.token, image.length, { filename: 'cluster.jpg', title: `Cluster ${word}` });
      expect(created.statusCode, created.body).toBe(201);
      const location = created.headers.location as string;
      const cut = Math.floor(image.length / 2);
      const firstHalf = await tus.patch(contributor.token, location, 0, image.subarray(0, cut));
      expect([firstHalf.statusCode, firstHalf.headers['upload-offset']]).toEqual([204, String(cut)]);
      const resumed = await headUntilNextGoesPast(contributor.token, location, firstHalf.headers['x-upstream'] as string);
      expect(resumed.headers['upload-offset']).toBe(String(cut));
      const secondHalf = await tus.patch(contributor.token, location, cut, image.subarray(cut));
      expect(secondHalf.statusCode, secondHalf.body).toBe(200);
      expect(secondHalf.headers['x-upstream']).not.toBe(firstHalf.headers['x-upstream']);
      const imageId = Number(secondHalf.headers['x-media-id']);

      // The worker processes it; the contributor submits it; a search before approval is cached empty on every node.
      await waitReady(imageId, 60_000);
      const submitted = await send('PUT', '/api/contributor/file/update', {
        token: contributor.token,
        body: { media_id: imageId, keywords: [word, 'sea', 'coast', 'night', 'storm'], category_id: category.id, submit: true },
      });
      expect(submitted.status, submitted.body).toBe(200);
      const search = () => send('GET', `/api/fetch?query=${word}`);
      expect((await search()).json().data.results).toEqual([]);
      const cachedEmpty = await search();
      expect(cachedEmpty.json().data.results).toEqual([]);

      // An admin approves it on one node; the buyer finds it at once, whichever node answers.
      const approved = await send('POST', '/api/admin/review/approve', { token: admin.token, body: { media_id: imageId } });
      expect(approved.status, approved.body).toBe(200);
      const found = [await search(), await search()];
      expect(new Set(found.map((answer) => answer.upstream)).size).toBe(2);
      for (const answer of found) expect(answer.json().data.results.map((r: { media_id: number }) => r.media_id)).toEqual([imageId]);

      // The buyer buys a plan, licenses a smaller size, and downloads it through its signed URL from either node.
      const checkout = await send('POST', '/api/buyer/order/checkout', {
        token: buyer.token,
        body: { plan_variant_id: 11, idempotency_key: randomBytes(8).toString('hex') },
      });
      expect(checkout.status, checkout.body).toBe(200);
      const paid = await send('POST', '/api/buyer/order/pay/test-card', {
        token: buyer.token,
        body: {
          order_id: checkout.json().data.order.order_id,
          card_number: '4242 4242 4242 4242',
          exp_month: 12,
          exp_year: 2099,
          cvc: '123',
        },
      });
      expect(paid.status, paid.body).toBe(200);
      const smaller = await database.db
        .selectFrom('media_formats')
        .select(['id', 'width'])
        .where('media_id', '=', imageId)
        .where('name', '!=', 'original')
        .orderBy('width')
        .executeTakeFirstOrThrow();
      const licensed = await send('POST', '/api/buyer/file/download', { token: buyer.token, body: { media_format_id: smaller.id } });
      expect(licensed.status, licensed.body).toBe(200);
      const signedUrl = licensed.json().data.url as string;
      // Where a worker renders the size, the link may answer 503 (Retry-After) until it is ready: ask again each second.
      await waitFor(
        'the licensed size to be delivered',
        async () => {
          const answer = await send('GET', signedUrl);
          if (answer.status === 200) return true;
          expect(answer.status, answer.body).toBe(503);
          await new Promise((resolve) => setTimeout(resolve, 1000));
          return undefined;
        },
        60_000,
      );
      const downloads = [await send('GET', signedUrl), await send('GET', signedUrl)];
      expect(downloads.map((answer) => answer.status)).toEqual([200, 200]);
      expect(new Set(downloads.map((answer) => answer.upstream)).size).toBe(2);
      expect(downloads[0]?.bytes?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      expect(downloads[1]?.bytes).toEqual(downloads[0]?.bytes);
      expect((await sharp(downloads[0]?.bytes).metadata()).width).toBe(smaller.width);

      // The sign-in limit (20 a minute per client) holds across both nodes; a forged X-Forwarded-For changes nothing,
      // since nginx names the client itself.
      const signIn = (attempt: number) =>
        send('POST', '/api/login', {
          body: { email: `nobody-${attempt}@example.com`, password: 'not the password' },
          headers: { 'x-forwarded-for': `198.51.100.${attempt}` },
        });
      const attempts = [];
      for (let attempt = 0; attempt < 20; attempt++) attempts.push(await signIn(attempt));
      expect(attempts.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 400));
      const refused = [await signIn(20), await signIn(21)];
      expect(refused.map((answer) => answer.status)).toEqual([429, 429]);
      expect(new Set(refused.map((answer) => answer.upstream)).size).toBe(2);

      // A node killed after acknowledging half of an upload loses none of it: the other node takes the rest.
      const videoFile = await testVideo(path.join(await tempDir('cluster-video-'), 'harbour.mp4'), { seconds: 20, rate: 10 });
      const video = await readFile(videoFile);
      const videoUpload = await tus.create(contributor.token, video.length, { filename: 'harbour.mp4', title: 'Harbour at dusk' });
      expect(videoUpload.statusCode, videoUpload.body).toBe(201);
      const videoLocation = videoUpload.headers.location as string;
      const videoCut = Math.floor(video.length / 2);
      const acknowledged = await tus.patch(contributor.token, videoLocation, 0, video.subarray(0, videoCut));
      expect([acknowledged.statusCode, acknowledged.headers['upload-offset']]).toEqual([204, String(videoCut)]);
      const doomed = nodes.get(acknowledged.headers['x-upstream'] as string);
      expect(doomed).toBeDefined();
      await doomed?.stop('SIGKILL');
      const afterKill = await tus.head(contributor.token, videoLocation);
      expect([afterKill.statusCode, afterKill.headers['upload-offset']]).toEqual([200, String(videoCut)]);
      expect(lastNode(afterKill.headers['x-upstream'])).not.toBe(acknowledged.headers['x-upstream']);
      const rest = await patchAsClientsDo(contributor.token, videoLocation, video, videoCut);
      expect(rest.statusCode, rest.body).toBe(200);
      const videoId = Number(rest.headers['x-media-id']);
      const stored = await database.db
        .selectFrom('media_originals')
        .select('bytes')
        .where('media_id', '=', videoId)
        .executeTakeFirstOrThrow();
      expect(Number(stored.bytes)).toBe(video.length);
      // The file finished before the kill is still there, and still served.
      expect((await send('GET', signedUrl)).status).toBe(200);

      // The worker killed in the middle of the video's job: a new worker runs it again to the end.
      await waitFor(
        'the worker to start the video job',
        async () => ((await processingOf(videoId)) === 'processing' ? true : undefined),
        60_000,
      );
      worker.kill('SIGKILL');
      await new Promise((resolve) => worker.once('exit', resolve));
      worker = await startWorker();
      await waitReady(videoId, 60_000);
      // The file turns ready inside the job; pg-boss records the job completed a moment after the handler returns.
      const jobOfVideo = async () =>
        (
          await sql<{ state: string; retry_count: number }>`
            SELECT state, retry_count FROM pgboss.job WHERE name = 'media.process' AND (data->>'mediaId')::bigint = ${videoId}`.execute(
            database.db,
          )
        ).rows;
      const job = await waitFor(
        'the video job to finish',
        async () => {
          const rows = await jobOfVideo();
          return rows.some((row) => row.state === 'active') ? undefined : rows;
        },
        10_000,
      );
      expect(job).toEqual([{ state: 'completed', retry_count: 1 }]);
    },
    JOURNEY_MS,
  );
});
