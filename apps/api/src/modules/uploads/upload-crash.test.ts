import { randomBytes } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { type ClientRequest, request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../../test/server-process';
import { useTestApp } from '../../../test/test-app';
import { jpeg, tokenFor } from '../../../test/upload-test-helpers';
import { waitFor } from '../../../test/wait-for';
import { freePort } from '../../db/embedded-postgres';
import { incomingDir, tusDir } from './upload-temp-files';

// Two processes on one database and one DATA_DIR, as behind a load balancer: a real server that takes the uploads and
// is killed, and this test's app, which sweeps every second like any process that takes uploads.
const SWEEP = { UPLOAD_SWEEP_SECONDS: '1', TUS_ABANDONED_AFTER_SECONDS: '4' };
const ctx = useTestApp({ jobs: true, workers: false, env: SWEEP });
const TUS = '/api/contributor/uploads/tus';

let server: RunningServer | undefined;
let base = '';
let contributor: { token: string };
let picture: Buffer;
// A tenth of the picture: the pieces a slow upload sends.
let piece = 0;

beforeAll(async () => {
  contributor = await tokenFor(ctx, 'contributor');
  picture = await jpeg(2400, 1800);
  piece = Math.floor(picture.length / 10);
  const port = await freePort();
  server = await startServer({
    ...SWEEP,
    DATABASE_URL: ctx.database.url,
    DATA_DIR: ctx.config.dataDir,
    PORT: String(port),
    SERVE_WEB: 'false',
    DEMO_DATA: 'false',
    JOBS_IN_PROCESS: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  });
  base = `http://127.0.0.1:${port}`;
}, 60_000);
afterAll(async () => {
  if (server && server.process.exitCode === null && server.process.signalCode === null) await server.stop('SIGKILL');
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

interface Streaming {
  request: ClientRequest;
  answer: Promise<{ statusCode: number; headers: Record<string, string | string[] | undefined>; body: string }>;
}

/** A request whose body the test sends piece by piece, leaving it open in between, as a slow upload does. */
function streaming(method: string, url: string, headers: Record<string, string>): Streaming {
  const req = request(`${base}${url}`, { method, headers: { authorization: `Bearer ${contributor.token}`, ...headers } });
  const answer = new Promise<Awaited<Streaming['answer']>>((resolve, reject) => {
    req.on('response', (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body }));
    });
    req.on('error', reject);
  });
  answer.catch(() => {});
  req.flushHeaders();
  return { request: req, answer };
}

/** A multipart upload of `picture` that has sent only its first piece; answers the request and its temporary file. */
async function startMultipartUpload() {
  const boundary = `----crash${randomBytes(8).toString('hex')}`;
  const before = new Set(await readdir(incomingDir(ctx.config.dataDir)).catch(() => []));
  const upload = streaming('POST', '/api/contributor/upload', { 'content-type': `multipart/form-data; boundary=${boundary}` });
  upload.request.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="harbour.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  upload.request.write(picture.subarray(0, piece));
  const name = await waitFor(
    'the upload to reach its temporary file',
    async () => (await readdir(incomingDir(ctx.config.dataDir)).catch(() => [])).find((file) => !before.has(file)),
    10_000,
  );
  const file = path.join(incomingDir(ctx.config.dataDir), name);
  await waitFor('the first bytes on disk', async () => ((await stat(file)).size > 0 ? true : undefined), 10_000);
  const finish = () => {
    upload.request.end(Buffer.concat([picture.subarray(piece), Buffer.from(`\r\n--${boundary}--\r\n`)]));
    return upload.answer;
  };
  return { file, finish, upload };
}

const b64 = (value: string) => Buffer.from(value).toString('base64');

/** A tus upload of `picture`, created, with its first piece sent in a PATCH that stays open. */
async function startTusUpload() {
  const created = await fetch(`${base}${TUS}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${contributor.token}`,
      'tus-resumable': '1.0.0',
      'upload-length': String(picture.length),
      'upload-metadata': `filename ${b64('harbour.jpg')}`,
    },
  });
  expect(created.status).toBe(201);
  const location = created.headers.get('location') as string;
  const file = path.join(tusDir(ctx.config.dataDir), path.basename(location));
  const patchFrom = (offset: number) =>
    streaming('PATCH', location, {
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    });
  const first = patchFrom(0);
  first.request.write(picture.subarray(0, piece));
  await waitFor('the first bytes on disk', async () => ((await stat(file)).size > 0 ? true : undefined), 10_000);
  return { file, first, patchFrom };
}

describe('temporary files of uploads whose process was killed', () => {
  it('removes a killed upload’s partial file within seconds, and never a live upload’s', async () => {
    // Live uploads, arriving slowly while the other process sweeps every second.
    const multipart = await startMultipartUpload();
    const tus = await startTusUpload();
    tus.first.request.end(picture.subarray(piece, 2 * piece));
    expect((await tus.first.answer).statusCode).toBe(204);
    for (let offset = 2 * piece; offset < 8 * piece; offset += piece) {
      // Longer in all than TUS_ABANDONED_AFTER_SECONDS, but never that long without a byte.
      await sleep(1000);
      expect(await exists(multipart.file)).toBe(true);
      const patch = tus.patchFrom(offset);
      patch.request.end(picture.subarray(offset, offset + piece));
      expect((await patch.answer).statusCode).toBe(204);
    }
    const rest = tus.patchFrom(8 * piece);
    rest.request.end(picture.subarray(8 * piece));
    const tusDone = await rest.answer;
    expect(tusDone.statusCode, tusDone.body).toBe(200);
    expect(tusDone.headers['x-media-id']).toMatch(/^[1-9][0-9]*$/);
    const multipartDone = await multipart.finish();
    expect(multipartDone.statusCode, multipartDone.body).toBe(200);
    expect(JSON.parse(multipartDone.body).data.files).toHaveLength(1);
    // Both are stored as originals; nothing of them is left behind.
    expect(await exists(multipart.file)).toBe(false);
    expect(await exists(tus.file)).toBe(false);
    expect(await readdir(tusDir(ctx.config.dataDir))).toEqual([]);

    // The same, cut off by kill -9 of the process receiving them.
    const killedMultipart = await startMultipartUpload();
    const killedTus = await startTusUpload();
    await server?.stop('SIGKILL');
    const killedAt = Date.now();
    await waitFor(
      'the multipart upload’s file to be removed',
      async () => ((await exists(killedMultipart.file)) ? undefined : true),
      10_000,
    );
    const multipartGoneAfterMs = Date.now() - killedAt;
    // The tus upload could have been resumed on another process, until it had no byte for 4 s.
    await waitFor(
      'the abandoned tus upload to be removed',
      async () => ((await exists(killedTus.file)) || (await readdir(tusDir(ctx.config.dataDir))).length > 0 ? undefined : true),
      15_000,
    );
    console.log(`kill -9 to partial file removed: multipart ${multipartGoneAfterMs} ms, tus ${Date.now() - killedAt} ms`);
  }, 90_000);
});
