import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buyVariant, formatIdOf, newAccount, seedPublishedImages, storeRealOriginal } from '../../../test/billing-helpers';
import { type CatalogueFixture, seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { useTestApp } from '../../../test/test-app';
import { useClipAsOriginal } from '../../../test/video-original';
import { mediaBinaries, probeVideo } from '../../media';
import { runProcess } from '../../media/run-process';
import { call } from '../auth/auth-test-helpers';
import { accountBalance } from '../ledger/ledger.repo';
import { royaltiesPayable } from '../ledger/ledger-accounts';
import { signDownloadUrl } from './signed-download-url';

const ctx = useTestApp({ jobs: true });
let fixture: CatalogueFixture;
let originalBytes: Buffer;

beforeAll(async () => {
  fixture = await seedCatalogueFixture(ctx.database.db);
  // The fixture's ridges photo is 3000 x 2000; give it a real original in private storage.
  originalBytes = await storeRealOriginal(ctx, fixture.ids.ridges as number);
});
afterEach(async () => {
  await expectLedgerBalanced(ctx.database.db);
});

const download = (token: string | undefined, mediaFormatId: unknown) =>
  call(ctx, 'POST', '/buyer/file/download', { media_format_id: mediaFormatId }, token ? { token } : {});
const licencesOf = (userId: number) =>
  ctx.database.db.selectFrom('licences').selectAll().where('buyer_user_id', '=', userId).orderBy('id').execute();
const fetchUrl = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('POST /api/buyer/file/download', () => {
  it('asks for a plan when the buyer has none, and records nothing', async () => {
    const buyer = await newAccount(ctx);
    const response = await download(buyer.token, await formatIdOf(ctx, fixture.ids.ridges as number, 'original'));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Choose a plan or a download pack to download licensed files.');
    expect(await licencesOf(buyer.id)).toEqual([]);
  });

  it('licenses the file, uses one download, credits the royalty and returns a signed URL that streams the original', async () => {
    const buyer = await newAccount(ctx);
    await buyVariant(ctx, buyer.token, 11);
    const payableBefore = await accountBalance(ctx.database.db, royaltiesPayable(fixture.contributorId));
    const formatId = await formatIdOf(ctx, fixture.ids.ridges as number, 'original');
    const response = await download(buyer.token, formatId);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ redownload: false, downloads_left: 9, file_name: expect.stringMatching(/-original\.jpg$/) });
    expect(data.url).toMatch(/^\/api\/download\/licensed\?licence=\d+&format=\d+&expires=\d+&signature=/);
    expect(Date.parse(data.expires_at) - Date.now()).toBeLessThanOrEqual(300_000);

    const [licence] = await licencesOf(buyer.id);
    expect(licence).toMatchObject({
      account_user_id: buyer.id,
      file_id: fixture.ids.ridges,
      contributor_user_id: fixture.contributorId,
      format_name: 'original',
      plan_name: 'Essentials, monthly',
      value_cents: 290,
      royalty_rate_bp: 1500,
      earnings_level: 'Level 1',
      royalty_cents: 44,
    });
    expect(await accountBalance(ctx.database.db, royaltiesPayable(fixture.contributorId))).toBe(payableBefore - 44);

    const file = await fetchUrl(data.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.rawPayload.equals(originalBytes)).toBe(true);

    const status = await call(ctx, 'GET', '/buyer/subscription/plan', undefined, { token: buyer.token });
    expect(status.json().data.subscription).toMatchObject({ downloads_used: 1, downloads_left: 9 });
  });

  it('downloads a licensed file again without using quota, in any of its sizes, rendering smaller sizes once', async () => {
    const buyer = await newAccount(ctx);
    await buyVariant(ctx, buyer.token, 11);
    const ridges = fixture.ids.ridges as number;
    await download(buyer.token, await formatIdOf(ctx, ridges, 'original'));
    const again = await download(buyer.token, await formatIdOf(ctx, ridges, 'original'));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: 'You licensed this file before, so this download is free.',
      data: { redownload: true, downloads_left: 9 },
    });
    const small = await download(buyer.token, await formatIdOf(ctx, ridges, 'small'));
    expect(small.json().data).toMatchObject({ redownload: true, downloads_left: 9 });
    const licences = await licencesOf(buyer.id);
    expect(licences.map((licence) => [licence.format_name, licence.value_cents, licence.royalty_cents])).toEqual([
      ['original', 290, 44],
      ['small', 0, 0],
    ]);

    const rendered = await fetchUrl(small.json().data.url);
    expect(rendered.statusCode).toBe(200);
    const meta = await sharp(rendered.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 640, 427]);
    expect(await ctx.storage.exists(`private/licensed/${ridges}/small.jpg`)).toBe(true);
    const cached = await fetchUrl(small.json().data.url);
    expect(cached.rawPayload.equals(rendered.rawPayload)).toBe(true);

    // A render that has gone from storage is made again, not answered with an error.
    await ctx.storage.delete(`private/licensed/${ridges}/small.jpg`);
    const remade = await fetchUrl(small.json().data.url);
    expect(remade.statusCode).toBe(200);
    expect((await sharp(remade.rawPayload).metadata()).width).toBe(640);
    const renderRow = await ctx.database.db
      .selectFrom('licensed_renders')
      .select(['state', 'renders'])
      .where('media_format_id', '=', await formatIdOf(ctx, ridges, 'small'))
      .executeTakeFirstOrThrow();
    expect(renderRow).toEqual({ state: 'ready', renders: 2 });
  });

  it('transcodes a smaller video size on first request', async () => {
    const fractal = fixture.ids.fractal as number;
    const workDir = await mkdtemp(path.join(os.tmpdir(), 'licensed-video-test-'));
    let small: number;
    try {
      const source = path.join(workDir, 'original.mp4');
      await runProcess(
        mediaBinaries().ffmpeg,
        [
          '-v',
          'error',
          '-nostdin',
          '-y',
          '-f',
          'lavfi',
          '-i',
          'testsrc=size=640x360:rate=25:duration=1',
          '-c:v',
          'libx264',
          '-pix_fmt',
          'yuv420p',
          source,
        ],
        { timeoutMs: 60_000, maxStdoutBytes: 0 },
      );
      small = await useClipAsOriginal(ctx, fractal, { path: source, durationMs: 1000 }, { width: 320, height: 180 });
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
    const buyer = await newAccount(ctx);
    await buyVariant(ctx, buyer.token, 21);
    const response = await download(buyer.token, small);
    expect(response.json().data.file_name).toMatch(/-small\.mp4$/);
    const file = await fetchUrl(response.json().data.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'licensed-video-out-'));
    try {
      const saved = path.join(outDir, 'small.mp4');
      await writeFile(saved, file.rawPayload);
      const probed = await probeVideo(saved);
      expect([probed.width, probed.height]).toEqual([320, 180]);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });

  it('of 20 parallel downloads of different files with 5 left, exactly 5 succeed', async () => {
    const buyer = await newAccount(ctx);
    await buyVariant(ctx, buyer.token, 11);
    await ctx.database.db.updateTable('subscriptions').set({ downloads_used: 5 }).where('user_id', '=', buyer.id).execute();
    const files = await seedPublishedImages(ctx, fixture.contributorId, 20);
    const formatIds = await Promise.all(files.map((id) => formatIdOf(ctx, id, 'original')));
    const responses = await Promise.all(formatIds.map((id) => download(buyer.token, id)));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === 403)).toHaveLength(15);
    const refused = responses.find((response) => response.statusCode === 403);
    expect(refused?.json().message).toMatch(/^You have used all 10 downloads of this period\. They renew on \d{4}-\d{2}-\d{2}/);
    expect(await licencesOf(buyer.id)).toHaveLength(5);
    const subscription = await ctx.database.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(subscription.downloads_used).toBe(10);
  });

  it('spends pack credits when the plan is used up, and videos need a plan that covers them', async () => {
    const buyer = await newAccount(ctx);
    await buyVariant(ctx, buyer.token, 11);
    const video = await formatIdOf(ctx, fixture.ids.fractal as number, 'original');
    const refused = await download(buyer.token, video);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your Essentials plan covers images only. Upgrade or buy a download pack to download videos.');
    await buyVariant(ctx, buyer.token, 41);
    const paidByPack = await download(buyer.token, video);
    expect(paidByPack.statusCode).toBe(200);
    expect(paidByPack.json().data.downloads_left).toBe(14);
    const [licence] = await licencesOf(buyer.id);
    expect(licence).toMatchObject({ plan_name: 'On demand: 5 downloads', value_cents: 980, royalty_cents: 147, subscription_id: null });
  });

  it('between the end of a period and its renewal, says the plan is renewing', async () => {
    const buyer = await newAccount(ctx);
    await buyVariant(ctx, buyer.token, 11);
    await ctx.database.db
      .updateTable('subscriptions')
      .set({ current_period_end: new Date(Date.now() - 1000) })
      .where('user_id', '=', buyer.id)
      .execute();
    const response = await download(buyer.token, await formatIdOf(ctx, fixture.ids.sunset as number, 'original'));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Your plan period has just ended and is being renewed. Try again in a few minutes.');
    expect(await licencesOf(buyer.id)).toEqual([]);
  });

  it('keeps a file taken off sale downloadable for the buyer who licensed it, and for nobody else', async () => {
    const [fileId] = await seedPublishedImages(ctx, fixture.contributorId, 1);
    const formatId = await formatIdOf(ctx, fileId as number, 'original');
    const licensee = await newAccount(ctx);
    await buyVariant(ctx, licensee.token, 11);
    expect((await download(licensee.token, formatId)).statusCode).toBe(200);
    await ctx.database.db
      .updateTable('media_files')
      .set({ status: 'removed' })
      .where('id', '=', fileId as number)
      .execute();

    const again = await download(licensee.token, formatId);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ redownload: true, downloads_left: 9 });
    const stranger = await newAccount(ctx);
    await buyVariant(ctx, stranger.token, 11);
    const refused = await download(stranger.token, formatId);
    expect(refused.statusCode).toBe(404);
    expect(await licencesOf(stranger.id)).toEqual([]);
  });

  it('answers 404 for a format of an unpublished file or no file, and changes nothing', async () => {
    const buyer = await newAccount(ctx);
    await buyVariant(ctx, buyer.token, 11);
    const draft = await ctx.database.db
      .selectFrom('media_formats')
      .select('id')
      .where('media_id', '=', fixture.ids.draft as number)
      .executeTakeFirst();
    const unpublished = await ctx.database.db
      .insertInto('media_formats')
      .values({
        media_id: fixture.ids.draft as number,
        name: 'original',
        label: 'Original',
        width: 10,
        height: 10,
        bytes: 10,
        mime: 'image/jpeg',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const id of [draft?.id ?? unpublished.id, unpublished.id, 9_999_999]) {
      const response = await download(buyer.token, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('This file is not available for download.');
    }
    expect(await licencesOf(buyer.id)).toEqual([]);
  });

  it('refuses malformed bodies, no token and a contributor token', async () => {
    const buyer = await newAccount(ctx);
    const contributor = await newAccount(ctx, 'contributor');
    for (const bad of ['x', 0, -3, null]) expect((await download(buyer.token, bad)).statusCode).toBe(400);
    const formatId = await formatIdOf(ctx, fixture.ids.ridges as number, 'original');
    expect((await download(undefined, formatId)).statusCode).toBe(401);
    expect((await download(contributor.token, formatId)).statusCode).toBe(401);
  });
});

describe('GET /api/download/licensed (signed URLs)', () => {
  async function licensedUrl() {
    const buyer = await newAccount(ctx);
    await buyVariant(ctx, buyer.token, 11);
    const response = await download(buyer.token, await formatIdOf(ctx, fixture.ids.ridges as number, 'original'));
    return response.json().data.url as string;
  }

  it('refuses a tampered signature, another format or licence, and an expired link with 403', async () => {
    const url = await licensedUrl();
    const params = new URL(url, 'http://x').searchParams;
    const signature = params.get('signature') as string;
    const tampered = url.replace(signature, `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`);
    const forged = await fetchUrl(tampered);
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe('This download link is not valid.');
    const otherFormat = url.replace(`format=${params.get('format')}`, `format=${Number(params.get('format')) + 1}`);
    expect((await fetchUrl(otherFormat)).statusCode).toBe(403);
    const later = url.replace(`expires=${params.get('expires')}`, `expires=${Number(params.get('expires')) + 3600}`);
    expect((await fetchUrl(later)).statusCode).toBe(403);

    const grant = {
      licenceId: Number(params.get('licence')),
      mediaFormatId: Number(params.get('format')),
      expires: Math.floor(Date.now() / 1000) - 1,
    };
    const expired = await fetchUrl(signDownloadUrl(grant, ctx.config.secrets.SIGNING_SECRET));
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toContain('This download link has expired.');
  });

  it('refuses a malformed link, and originals are not reachable by any public path', async () => {
    expect((await fetchUrl('/api/download/licensed?licence=1&format=1&expires=1')).statusCode).toBe(400);
    const ridges = fixture.ids.ridges as number;
    for (const path of [
      `/media/private/originals/${ridges}/original.jpg`,
      `/media/../private/originals/${ridges}/original.jpg`,
      `/media/originals/${ridges}/original.jpg`,
    ]) {
      const response = await fetchUrl(path);
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('licences', () => {
  it('lists the buyer’s licences with a certificate PDF, and hides them from others', async () => {
    const buyer = await newAccount(ctx, 'buyer', 'Grace Licensee');
    const stranger = await newAccount(ctx);
    await buyVariant(ctx, buyer.token, 11);
    await download(buyer.token, await formatIdOf(ctx, fixture.ids.peak as number, 'original'));
    const list = await call(ctx, 'GET', '/buyer/licences', undefined, { token: buyer.token });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ totalCount: 1, page_no: 1, limit: 20 });
    const [licence] = list.json().data.results;
    expect(licence).toMatchObject({
      media_id: fixture.ids.peak,
      format_label: 'Original',
      plan_name: 'Essentials, monthly',
      licence_number: expect.stringMatching(/^LIC-\d{8}$/),
    });
    expect(licence.thumbnail_url).toMatch(/^\/media\/thumbs\//);

    const pdf = await call(ctx, 'GET', licence.certificate_url.replace('/api', ''), undefined, { token: buyer.token });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(1000);

    expect((await call(ctx, 'GET', licence.certificate_url.replace('/api', ''), undefined, { token: stranger.token })).statusCode).toBe(
      404,
    );
    expect((await call(ctx, 'GET', '/buyer/licences', undefined, { token: stranger.token })).json().data.totalCount).toBe(0);
    expect((await call(ctx, 'GET', '/buyer/licence/certificate?licence_id=abc', undefined, { token: buyer.token })).statusCode).toBe(400);
    expect((await call(ctx, 'GET', '/buyer/licences?page_no=0', undefined, { token: buyer.token })).statusCode).toBe(400);
    const contributor = await newAccount(ctx, 'contributor');
    expect((await call(ctx, 'GET', '/buyer/licences', undefined, { token: contributor.token })).statusCode).toBe(401);
  });
});
