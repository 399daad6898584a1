import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyVariant, formatIdOf, newAccount, seedPublishedImages } from '../../../test/billing-helpers';
import { type CatalogueFixture, seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { useTestApp } from '../../../test/test-app';
import { useClipAsOriginal } from '../../../test/video-original';
import { waitFor } from '../../../test/wait-for';
import { useWorkerProcesses } from '../../../test/worker-processes';
import { probeVideo } from '../../media';
import { scene, testVideo, useTempDir } from '../../media/media-test-inputs';
import { call } from '../auth/auth-test-helpers';
import { RENDER_MESSAGES } from './licensed-render.service';

// As at scale: JOBS_IN_PROCESS=false, so this API process runs no worker; worker.ts processes started here render.
const ctx = useTestApp({ jobs: true, workers: false, env: { JOBS_IN_PROCESS: 'false', LICENSED_RENDER_WAIT_SECONDS: '120' } });
const workers = useWorkerProcesses(ctx);
const tmp = useTempDir('licensed-render');
let fixture: CatalogueFixture;

beforeAll(async () => {
  fixture = await seedCatalogueFixture(ctx.database.db);
});

type Buyer = Awaited<ReturnType<typeof newAccount>>;
async function subscribedBuyer(): Promise<Buyer> {
  const buyer = await newAccount(ctx);
  await buyVariant(ctx, buyer.token, 21);
  return buyer;
}

/** A published image (1200 x 800, its small size 800 x 533) whose original is in storage; answers the small size. */
async function imageFormat(original?: Buffer): Promise<{ fileId: number; small: number }> {
  const [fileId] = await seedPublishedImages(ctx, fixture.contributorId, 1);
  if (fileId === undefined) throw new Error('no image seeded');
  const bytes = original ?? (await scene(1200, 800).jpeg().toBuffer());
  await ctx.storage.put(`private/originals/${fileId}/original.jpg`, bytes, 'image/jpeg');
  return { fileId, small: await formatIdOf(ctx, fileId, 'small') };
}

const download = (buyer: Buyer, mediaFormatId: number) =>
  call(ctx, 'POST', '/buyer/file/download', { media_format_id: mediaFormatId }, { token: buyer.token });
const status = (buyer: Buyer, licenceId: number, mediaFormatId: number) =>
  call(ctx, 'GET', `/buyer/file/download/status?licence_id=${licenceId}&media_format_id=${mediaFormatId}`, undefined, {
    token: buyer.token,
  });
const fetchUrl = (url: string) => ctx.app.inject({ method: 'GET', url });
const renderOf = (mediaFormatId: number) =>
  ctx.database.db.selectFrom('licensed_renders').selectAll().where('media_format_id', '=', mediaFormatId).executeTakeFirstOrThrow();
const renderJobs = async (mediaFormatId: number) =>
  (
    await sql<{
      state: string;
    }>`SELECT state FROM pgboss.job WHERE name = 'media.render-licensed' AND singleton_key = ${`licensed:${mediaFormatId}`}`.execute(
      ctx.database.db,
    )
  ).rows;
const aliveWorkers = () => workers.all.filter((child) => child.exitCode === null && child.signalCode === null);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('licensed sizes rendered by workers', () => {
  it('answers the download at once; with no worker running the signed URL waits, and the API process renders nothing', async () => {
    const buyer = await subscribedBuyer();
    const { fileId, small } = await imageFormat();
    const started = Date.now();
    const granted = await download(buyer, small);
    expect(granted.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    const { url, licence_id: licenceId } = granted.json().data;
    expect((await status(buyer, licenceId, small)).json()).toMatchObject({
      status_code: 200,
      message: RENDER_MESSAGES.preparing,
      data: { state: 'preparing', progress: 0 },
    });

    let settled = false;
    const waiting = fetchUrl(url).finally(() => {
      settled = true;
    });
    await sleep(2_500);
    expect(settled).toBe(false);
    expect(await renderOf(small)).toMatchObject({ state: 'pending', renders: 0 });
    expect(await ctx.storage.exists(`private/licensed/${fileId}/small.jpg`)).toBe(false);

    workers.start();
    const file = await waiting;
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 533]);
    expect(await renderOf(small)).toMatchObject({ state: 'ready', renders: 1, progress: 100, bytes: file.rawPayload.length });
    expect((await status(buyer, licenceId, small)).json()).toMatchObject({
      message: RENDER_MESSAGES.ready,
      data: { state: 'ready', progress: 100 },
    });
  }, 90_000);

  it('two buyers asking for the same size at once get one render, and both the file; later buyers reuse it', async () => {
    const { small } = await imageFormat();
    const fetchAsNewBuyer = async () => {
      const granted = await download(await subscribedBuyer(), small);
      expect(granted.statusCode).toBe(200);
      return fetchUrl(granted.json().data.url);
    };
    const [first, second] = await Promise.all([fetchAsNewBuyer(), fetchAsNewBuyer()]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    expect((await renderOf(small)).renders).toBe(1);
    expect(await renderJobs(small)).toHaveLength(1);

    const later = await fetchAsNewBuyer();
    expect(later.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await renderOf(small)).renders).toBe(1);
    expect(await renderJobs(small)).toHaveLength(1);
  }, 90_000);

  it('a video render whose worker is killed runs again on another worker; the buyer sees its progress meanwhile', async () => {
    const fractal = fixture.ids.fractal as number;
    const source = await testVideo(path.join(tmp.path, 'long.mp4'), { seconds: 16, size: '960x540', rate: 25 });
    const small = await useClipAsOriginal(ctx, fractal, { path: source, durationMs: 16_000 }, { width: 640, height: 360 });
    const buyer = await subscribedBuyer();
    const granted = (await download(buyer, small)).json().data;

    const progress = await waitFor(
      'the render to report progress',
      async () => {
        const { data } = (await status(buyer, granted.licence_id, small)).json();
        return data.state === 'preparing' && data.progress > 0 ? data.progress : undefined;
      },
      60_000,
    );
    expect(progress).toBeLessThan(100);
    for (const child of aliveWorkers()) child.kill('SIGKILL');
    await sleep(500);
    expect(await renderOf(small)).toMatchObject({ state: 'rendering', renders: 1 });

    workers.start();
    const file = await fetchUrl(granted.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    const saved = path.join(tmp.path, 'small.mp4');
    await writeFile(saved, file.rawPayload);
    const probed = await probeVideo(saved);
    expect([probed.width, probed.height, Math.round(probed.durationMs / 1000)]).toEqual([640, 360, 16]);
    expect(await renderOf(small)).toMatchObject({ state: 'ready', renders: 2 });
    expect(await renderJobs(small)).toEqual([{ state: 'completed' }]);
  }, 180_000);

  it('a render that fails on every try ends failed with a message for the buyer; a new download tries again', async () => {
    const buyer = await subscribedBuyer();
    const { fileId, small } = await imageFormat(Buffer.from('not a picture at all'));
    const granted = (await download(buyer, small)).json().data;
    const failed = await waitFor(
      'the render to fail for good',
      async () => {
        const body = (await status(buyer, granted.licence_id, small)).json();
        return body.data.state === 'failed' ? body : undefined;
      },
      60_000,
    );
    expect(failed).toMatchObject({ status_code: 200, message: RENDER_MESSAGES.failed, data: { state: 'failed', progress: 0 } });
    const row = await renderOf(small);
    // The first try and the queue's three retries.
    expect(row).toMatchObject({ state: 'failed', renders: 4 });
    expect(row.error).toMatch(/unsupported image format|Input buffer|Input file/i);
    const refused = await fetchUrl(granted.url);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe(RENDER_MESSAGES.failed);

    await ctx.storage.put(`private/originals/${fileId}/original.jpg`, await scene(1200, 800).jpeg().toBuffer(), 'image/jpeg');
    const again = await download(buyer, small);
    expect(again.json().data.redownload).toBe(true);
    const file = await fetchUrl(again.json().data.url);
    expect(file.statusCode).toBe(200);
    expect(await renderOf(small)).toMatchObject({ state: 'ready', renders: 5 });
  }, 120_000);

  it("tells nobody but the licence's holder how a download is going", async () => {
    const buyer = await subscribedBuyer();
    const { small } = await imageFormat();
    const granted = (await download(buyer, small)).json().data;
    const stranger = await subscribedBuyer();
    const answer = await status(stranger, granted.licence_id, small);
    expect(answer.statusCode).toBe(404);
    expect(
      (await call(ctx, 'GET', `/buyer/file/download/status?licence_id=${granted.licence_id}&media_format_id=${small}`)).statusCode,
    ).toBe(401);
  });
});
