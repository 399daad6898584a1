import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/api/src/config/config';
import { PROJECT_ROOT } from '../apps/api/src/config/paths';
import { connect, disconnect, ensureDatabase } from '../apps/api/src/db/connection';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded-postgres';
import { migrate } from '../apps/api/src/db/migrate';
import { createSession } from '../apps/api/src/modules/auth/sessions';
import { startS3TestServer } from '../apps/api/test/s3-test-server';
import { measureLicensedRenders } from './licensed-renders';

/**
 * The media budgets of DESIGN.md §10:
 * 1. every derivative of a 24-megapixel JPEG: CPU seconds and peak memory (budget 0.5 s, 300 MB), measured by the media
 *    module's own script in a process of its own;
 * 2. a 1 GB tus upload into a running API process: its peak resident memory against its resident memory before
 *    (budget +100 MB), on local disk and into an S3 bucket (s3rver, in this process). The API runs as `npm start` runs
 *    it (its own process), the upload streams from this one.
 * 3. licensed sizes rendered by a worker process, and the wait a buyer sees (licensed-renders.ts).
 */
const UPLOAD_BYTES = Number(process.env.BENCH_UPLOAD_MB ?? 1024) * 1024 * 1024;
const CHUNK = Buffer.alloc(1024 * 1024, 0x5a);

function imagePipeline() {
  console.log('\n1. Derivatives of a 24-megapixel JPEG (apps/api/src/media/measure-image-pipeline.ts)\n');
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(PROJECT_ROOT, 'apps/api/src/media/measure-image-pipeline.ts')],
    {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
    },
  );
  console.log(output.trim());
  const warm = /second run \(warm worker\): cpu_seconds ([\d.]+)/.exec(output)?.[1];
  const peak = /peak_rss_mb (\d+)/.exec(output)?.[1];
  return { warmCpuSeconds: Number(warm), peakRssMb: Number(peak) };
}

function residentMb(pid: number): { rss: number; hwm: number } {
  const status = execFileSync('cat', [`/proc/${pid}/status`], { encoding: 'utf8' });
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('the API process exited');
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the API did not start');
}

/** PATCHes the whole upload in one streamed request, the way a tus client sends a large chunk. */
function streamPatch(url: string, token: string, bytes: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(bytes),
        authorization: `Bearer ${token}`,
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let body = '';
      response.on('data', (data) => (body += data));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    // The first bytes make it an MP4 by its magic number; the rest is filler, refused when probed at the end.
    const head = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), CHUNK.subarray(12)]);
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        const piece = sent === 0 ? head : CHUNK.subarray(0, Math.min(CHUNK.length, bytes - sent));
        sent += piece.length;
        if (!request.write(piece)) return void request.once('drain', pump);
      }
      request.end();
    };
    pump();
  });
}

async function tusUpload(storage: 'local disk' | 'S3') {
  console.log(`\n2. A ${(UPLOAD_BYTES / 1024 ** 3).toFixed(2)} GB tus upload to ${storage}: resident memory of the API process\n`);
  const s3 = storage === 'S3' ? await startS3TestServer() : undefined;
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-media-bench-'));
  await chmod(workDir, 0o755);
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'pg'), password: 'bench' });
  const databaseUrl = await ensureDatabase(postgres.url, 'marketplace_media_bench');
  const db = connect(databaseUrl, 2);
  let server: ChildProcess | undefined;
  try {
    await migrate(db);
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: workDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      DEMO_DATA: 'false',
      ...s3?.env,
    };
    const config = loadConfig(env);
    const user = await db
      .insertInto('users')
      .values({ email: 'bench@example.com', name: 'Bench', roles: ['contributor'], email_verified_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('contributors').values({ user_id: user.id, display_name: 'Bench', slug: 'bench' }).execute();
    const { token } = await createSession(db, config, user.id, 'contributor');

    const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : 3290 + Math.floor(Math.random() * 9);
    server = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'apps/api/src/server.ts')], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForServer(base, server);
    const pid = server.pid as number;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = residentMb(pid);

    const created = await fetch(`${base}/api/contributor/uploads/tus`, {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': String(UPLOAD_BYTES),
        'upload-metadata': `filename ${Buffer.from('big.mp4').toString('base64')}`,
        authorization: `Bearer ${token}`,
      },
    });
    if (created.status !== 201) throw new Error(`creating the upload answered ${created.status}: ${await created.text()}`);
    const location = `${base}${created.headers.get('location')}`;
    let peak = before.rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentMb(pid).rss);
    }, 50);
    const started = performance.now();
    const finished = await streamPatch(location, token, UPLOAD_BYTES);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const after = residentMb(pid);
    peak = Math.max(peak, after.hwm);
    console.log(
      `upload answered ${finished.status} after ${seconds.toFixed(1)} s (${(UPLOAD_BYTES / 1024 ** 2 / seconds).toFixed(0)} MB/s): ${JSON.parse(finished.body || '{}').message ?? ''}`,
    );
    console.log(
      `api_rss_before_mb ${before.rss.toFixed(0)}, api_peak_rss_mb ${peak.toFixed(0)}, increase_mb ${(peak - before.rss).toFixed(0)}`,
    );
    if (!s3) {
      const tusLeft = await readFile(path.join(workDir, 'uploads', 'tus', `${location.split('/').pop()}`)).then(
        () => 'the upload file is still on disk',
        () => 'the upload file was removed',
      );
      console.log(tusLeft);
    }
    return { beforeMb: before.rss, peakMb: peak, increaseMb: peak - before.rss };
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server?.once('exit', resolve));
    }
    await disconnect(db);
    await postgres.stop();
    await s3?.close();
    await rm(workDir, { recursive: true, force: true });
  }
}

const image = imagePipeline();
const uploads = { local: await tusUpload('local disk'), s3: await tusUpload('S3') };
const renders = await measureLicensedRenders();
console.log('\nSummary');
console.table([
  { measure: '24 MP JPEG derivatives, CPU seconds (warm worker)', value: image.warmCpuSeconds.toFixed(3), budget: '0.5' },
  { measure: '24 MP JPEG derivatives, peak RSS MB', value: image.peakRssMb, budget: '300' },
  ...Object.entries(uploads).map(([storage, upload]) => ({
    measure: `${(UPLOAD_BYTES / 1024 ** 3).toFixed(2)} GB tus upload (${storage}), API RSS increase MB`,
    value: upload.increaseMb.toFixed(0),
    budget: '+100',
  })),
]);
console.table(
  renders.map((figure) => ({
    file: figure.file,
    size: figure.size,
    'render in the worker, s': figure.renderSeconds.toFixed(2),
    'buyer waits, s': figure.buyerWaitSeconds.toFixed(2),
    'next buyer waits, s': figure.againSeconds.toFixed(3),
    MB: figure.megabytes.toFixed(2),
  })),
);
