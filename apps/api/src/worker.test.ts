import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { tokenFor, upload } from '../test/upload-test-helpers';
import { waitFor } from '../test/wait-for';
import { useWorkerProcesses } from '../test/worker-processes';
import { testVideo, useTempDir } from './media/media-test-inputs';

// No worker in this process: separate worker.ts processes do the work, as at scale. The job timeout is the default
// (15 minutes): a job whose worker was killed must run again because its worker's lease ended, not because it expired.
const ctx = useTestApp({ jobs: true, workers: false });
const tmp = useTempDir('worker-kill');
const workerProcesses = useWorkerProcesses(ctx);
const workers = workerProcesses.all;
const startWorker = () => workerProcesses.start();

let contributor: { token: string };
beforeAll(async () => {
  contributor = await tokenFor(ctx, 'contributor');
});

async function uploadVideo(name: string): Promise<number> {
  const video = await testVideo(path.join(tmp.path, name), { seconds: 20, rate: 10 });
  const uploaded = await upload(ctx, contributor.token, [{ name, content: await readFile(video) }]);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return uploaded.json().data.files[0].media_id;
}

const processingStatus = async (mediaId: number) =>
  (await ctx.database.db.selectFrom('media_files').select('processing_status').where('id', '=', mediaId).executeTakeFirstOrThrow())
    .processing_status;

/**
 * The job once pg-boss has recorded its end: the handler marks the file ready a moment before pg-boss marks the job
 * completed, so the job is read until it leaves 'active' (or 10 s pass).
 */
const completedJobOf = async (mediaId: number) => {
  const deadline = Date.now() + 10_000;
  let rows = await jobOf(mediaId);
  while (rows.some((row) => row.state === 'active') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    rows = await jobOf(mediaId);
  }
  return rows;
};
const jobOf = async (mediaId: number) =>
  (
    await sql<{ state: string; retry_count: number }>`
      SELECT state, retry_count FROM pgboss.job WHERE name = 'media.process' AND (data->>'mediaId')::bigint = ${mediaId}`.execute(
      ctx.database.db,
    )
  ).rows;

const runningAgain = async (mediaId: number) =>
  (await jobOf(mediaId)).some((row) => row.state === 'active' && row.retry_count === 1) ? true : undefined;

describe('worker.ts', () => {
  it('a worker killed in the middle of a job leaves nothing half-made, and the job completes on a restarted worker within the minute', async () => {
    const mediaId = await uploadVideo('long.mp4');

    const first = startWorker();
    await waitFor(
      'the first worker to start the job',
      async () => ((await processingStatus(mediaId)) === 'processing' ? true : undefined),
      60_000,
    );
    first.kill('SIGKILL');
    const killedAt = Date.now();
    await new Promise((resolve) => first.once('exit', resolve));

    expect(await processingStatus(mediaId)).toBe('processing');
    const halfMade = await ctx.database.db.selectFrom('media_derivatives').select('storage_key').where('media_id', '=', mediaId).execute();
    expect(halfMade).toEqual([]);

    startWorker();
    await waitFor('the job to run again', () => runningAgain(mediaId), 30_000);
    const runningAgainAfterMs = Date.now() - killedAt;
    await waitFor(
      'the job to complete on the new worker',
      async () => ((await processingStatus(mediaId)) === 'ready' ? true : undefined),
      60_000 - (Date.now() - killedAt),
    );
    console.log(`restarted worker: kill -9 to running again ${runningAgainAfterMs} ms; to ready ${Date.now() - killedAt} ms`);
    const derivatives = await ctx.database.db
      .selectFrom('media_derivatives')
      .select(['kind', 'format'])
      .where('media_id', '=', mediaId)
      .execute();
    expect(derivatives.map((d) => `${d.kind}.${d.format}`).sort()).toEqual([
      'clip.mp4',
      // The poster preview, at its full size and at the phone's.
      'preview.jpeg',
      'preview.jpeg',
      'preview.webp',
      'preview.webp',
      'thumb.jpeg',
      'thumb.jpeg',
      'thumb.jpeg',
      'thumb.webp',
      'thumb.webp',
      'thumb.webp',
    ]);
    // The one job ran twice: once on the killed worker (its lease ended with it), once to completion.
    expect(await completedJobOf(mediaId)).toEqual([{ state: 'completed', retry_count: 1 }]);
  }, 90_000);

  it('the job of a killed worker moves to a worker already running, found by the periodic sweep', async () => {
    startWorker();
    startWorker();
    const mediaId = await uploadVideo('second.mp4');
    const holder = await waitFor(
      'a worker to hold the job',
      async () =>
        (
          await sql<{ pid: number }>`
            SELECT p.pid FROM job_holds h JOIN process_leases p ON p.id = h.lease_id JOIN pgboss.job j ON j.id = h.job_id
            WHERE j.name = 'media.process' AND (j.data->>'mediaId')::bigint = ${mediaId}`.execute(ctx.database.db)
        ).rows[0]?.pid,
      60_000,
    );
    // Any live worker may take it, the first test's restarted one included; another is always left to take over.
    const killed = workers.find((child) => child.pid === holder && child.exitCode === null);
    expect(killed).toBeDefined();
    killed?.kill('SIGKILL');
    const killedAt = Date.now();
    await waitFor('the job to run again', () => runningAgain(mediaId), 20_000);
    const runningAgainAfterMs = Date.now() - killedAt;
    await waitFor(
      'the job to complete',
      async () => ((await processingStatus(mediaId)) === 'ready' ? true : undefined),
      60_000 - runningAgainAfterMs,
    );
    console.log(`worker already running: kill -9 to running again ${runningAgainAfterMs} ms; to ready ${Date.now() - killedAt} ms`);
    expect(await completedJobOf(mediaId)).toEqual([{ state: 'completed', retry_count: 1 }]);
  }, 90_000);
});
