import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/api/src/config/config';
import { PROJECT_ROOT } from '../apps/api/src/config/paths';
import { connect, type Db, disconnect, ensureDatabase } from '../apps/api/src/db/connection';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded-postgres';
import { migrate } from '../apps/api/src/db/migrate';
import { mediaBinaries } from '../apps/api/src/media/binaries';
import { runProcess } from '../apps/api/src/media/run-process';
import { createSession } from '../apps/api/src/modules/auth/sessions';
import { insertDraftFile, publishProcessedFile } from '../apps/api/src/modules/catalogue/catalogue-writer.repo';
import { imageLicenseFormats, videoLicenseFormats } from '../apps/api/src/modules/catalogue/license-formats';
import { findVariantShape } from '../apps/api/src/modules/plans/plans-config';
import { createStorage } from '../apps/api/src/storage/create-storage';

/**
 * Licensed sizes rendered by a worker: an API process (JOBS_IN_PROCESS=false) and one worker.ts process, each as
 * `npm start` runs it, on an embedded PostgreSQL and local storage. For every smaller size of a 24 MP photo, a 4K clip
 * and a 1080p clip, a buyer downloads it through the API (POST, then the signed URL): the worker's render time comes
 * from the render's row, the buyer's wait is from the POST to the first byte of the file.
 */
const CLIP_SECONDS = Number(process.env.BENCH_CLIP_SECONDS ?? 10);
const PRO_MONTHLY = 21;

export interface RenderFigure {
  file: string;
  size: string;
  renderSeconds: number;
  buyerWaitSeconds: number;
  againSeconds: number;
  megabytes: number;
}

async function clip(file: string, size: string): Promise<string> {
  const args = ['-v', 'error', '-nostdin', '-y', '-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25`, '-t', String(CLIP_SECONDS)];
  const encoding = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'];
  await runProcess(mediaBinaries().ffmpeg, [...args, ...encoding, file], { timeoutMs: 10 * 60_000 });
  return file;
}

async function publish(db: Db, storage: ReturnType<typeof createStorage>, contributorId: number, original: Original): Promise<number> {
  const mediaId = await insertDraftFile(db, {
    type: original.type,
    contributorId,
    title: original.title,
    slug: original.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    description: original.title,
    categoryId: null,
    width: original.width,
    height: original.height,
    durationMs: original.type === 'VIDEO' ? CLIP_SECONDS * 1000 : null,
    fps: original.type === 'VIDEO' ? 25 : null,
  });
  const key = `private/originals/${mediaId}/original.${original.type === 'VIDEO' ? 'mp4' : 'jpg'}`;
  await storage.putFile(key, original.path, original.mime);
  const bytes = (await stat(original.path)).size;
  const facts = { width: original.width, height: original.height, bytes, mime: original.mime };
  await publishProcessedFile(db, {
    mediaId,
    keywords: ['bench'],
    analysis: { dominantColors: ['#336699'], colorFamilies: ['blue'], blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj' },
    scores: { popularity: 0, trending: 0, views: 0, downloads: 0 },
    publishedAt: new Date(),
    original: { key, mime: original.mime, bytes },
    derivatives: [],
    formats: original.type === 'VIDEO' ? videoLicenseFormats(facts) : imageLicenseFormats(facts),
  });
  return mediaId;
}

interface Original {
  title: string;
  type: 'IMAGE' | 'VIDEO';
  path: string;
  mime: string;
  width: number;
  height: number;
}

function startProcess(script: string, env: Record<string, string>, ready: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, script)], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      if (output.includes(ready)) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}: ${output}`)));
  });
}

/** From the POST to the first byte of the file, then the whole body read. */
async function download(base: string, token: string, mediaFormatId: number): Promise<{ waitSeconds: number; bytes: number }> {
  const started = performance.now();
  const granted = await fetch(`${base}/api/buyer/file/download`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ media_format_id: mediaFormatId }),
  });
  const body = (await granted.json()) as { status_code: number; message: string; data: { url: string } };
  if (body.status_code !== 200) throw new Error(`download answered ${body.status_code}: ${body.message}`);
  const file = await fetch(`${base}${body.data.url}`);
  const waitSeconds = (performance.now() - started) / 1000;
  if (!file.ok) throw new Error(`the signed URL answered ${file.status}: ${await file.text()}`);
  const bytes = (await file.arrayBuffer()).byteLength;
  return { waitSeconds, bytes };
}

export async function measureLicensedRenders(): Promise<RenderFigure[]> {
  console.log(`\n3. Licensed sizes rendered by a worker process (a 24 MP photo, ${CLIP_SECONDS} s clips in 4K and 1080p)\n`);
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-render-bench-'));
  await chmod(workDir, 0o755);
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'pg'), password: 'bench' });
  const databaseUrl = await ensureDatabase(postgres.url, 'marketplace_render_bench');
  const db = connect(databaseUrl, 2);
  const children: ChildProcess[] = [];
  try {
    await migrate(db);
    const port = 3280 + Math.floor(Math.random() * 9);
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: path.join(workDir, 'data'),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      DEMO_DATA: 'false',
      JOBS_IN_PROCESS: 'false',
      MEDIA_JOB_CONCURRENCY: '1',
      LICENSED_RENDER_WAIT_SECONDS: '300',
      PORT: String(port),
      HOST: '127.0.0.1',
    };
    const config = loadConfig(env);
    const storage = createStorage(config);

    const photo = path.join(workDir, 'photo-6000x4000.jpg');
    execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(PROJECT_ROOT, 'apps/api/src/media/measure-image-pipeline.ts'), '--generate', photo],
      {
        cwd: PROJECT_ROOT,
      },
    );
    const originals: Original[] = [
      { title: '24 MP photo', type: 'IMAGE', path: photo, mime: 'image/jpeg', width: 6000, height: 4000 },
      {
        title: '4K clip',
        type: 'VIDEO',
        path: await clip(path.join(workDir, '4k.mp4'), '3840x2160'),
        mime: 'video/mp4',
        width: 3840,
        height: 2160,
      },
      {
        title: '1080p clip',
        type: 'VIDEO',
        path: await clip(path.join(workDir, '1080p.mp4'), '1920x1080'),
        mime: 'video/mp4',
        width: 1920,
        height: 1080,
      },
    ];

    const contributor = await db
      .insertInto('users')
      .values({ email: 'contributor@example.com', name: 'Bench', roles: ['contributor'], email_verified_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('contributors').values({ user_id: contributor.id, display_name: 'Bench', slug: 'bench' }).execute();
    const buyer = await db
      .insertInto('users')
      .values({ email: 'buyer@example.com', name: 'Buyer', roles: ['buyer'], email_verified_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('subscriptions')
      .values({
        user_id: buyer.id,
        plan_id: findVariantShape(PRO_MONTHLY)?.plan.planId ?? 2,
        plan_variant_id: PRO_MONTHLY,
        status: 'active',
        current_period_start: new Date(),
        current_period_end: new Date(Date.now() + 30 * 86_400_000),
        downloads_per_period: 100,
        value_per_download_cents: 198,
      })
      .execute();
    const { token } = await createSession(db, config, buyer.id, 'buyer');
    const files = [];
    for (const original of originals) files.push({ original, mediaId: await publish(db, storage, contributor.id, original) });

    children.push(await startProcess('apps/api/src/server.ts', env, 'Ready at'));
    children.push(await startProcess('apps/api/src/worker.ts', env, 'Working jobs'));
    const base = `http://127.0.0.1:${port}`;

    const figures: RenderFigure[] = [];
    for (const { original, mediaId } of files) {
      const formats = await db
        .selectFrom('media_formats')
        .select(['id', 'name', 'width', 'height'])
        .where('media_id', '=', mediaId)
        .where('name', '!=', 'original')
        .orderBy('position')
        .execute();
      for (const format of formats) {
        const first = await download(base, token, format.id);
        const again = await download(base, token, format.id);
        const row = await db
          .selectFrom('licensed_renders')
          .select(['render_ms', 'renders'])
          .where('media_format_id', '=', format.id)
          .executeTakeFirstOrThrow();
        const figure = {
          file: original.title,
          size: `${format.name} ${format.width}x${format.height}`,
          renderSeconds: (row.render_ms ?? 0) / 1000,
          buyerWaitSeconds: first.waitSeconds,
          againSeconds: again.waitSeconds,
          megabytes: first.bytes / 1024 ** 2,
        };
        console.log(
          `${figure.file}, ${figure.size}: render_s ${figure.renderSeconds.toFixed(2)} (renders ${row.renders}), ` +
            `buyer_wait_s ${figure.buyerWaitSeconds.toFixed(2)}, again_s ${figure.againSeconds.toFixed(3)}, ${figure.megabytes.toFixed(2)} MB`,
        );
        figures.push(figure);
      }
    }
    return figures;
  } finally {
    for (const child of children) {
      if (child.exitCode !== null) continue;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await disconnect(db);
    await postgres.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}
