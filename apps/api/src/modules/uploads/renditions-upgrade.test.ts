import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectProtected } from '../../../test/protected-renditions';
import { useTestApp } from '../../../test/test-app';
import { tokenFor } from '../../../test/upload-test-helpers';
import { startJobQueue, startWorkers } from '../../job-workers';
import { sharp } from '../../media/configured-sharp';
import { scene, testVideo, useTempDir } from '../../media/media-test-inputs';
import { mediaRoot } from '../../storage/create-storage';
import type { Storage } from '../../storage/storage';
import { insertDraftFile, publishProcessedFile } from '../catalogue/catalogue-writer.repo';
import { imageLicenseFormats, videoLicenseFormats } from '../catalogue/license-formats';
import { publicMediaUrl } from '../catalogue/media-urls';
import { RENDITIONS_VERSION } from '../catalogue/processed-media';
import { upgradeRenditions } from './renditions-upgrade.job';

// A data directory from before protected renditions: files published with unwatermarked thumbnails 400, 800 and
// 1200 px wide, as the pipeline used to make them.
const ctx = useTestApp();
const tmp = useTempDir('renditions-upgrade');
let storage: Storage;
let contributorId: number;

const OLD_WIDTHS = [400, 800, 1200];

async function oldFile(
  title: string,
  original: { type: 'IMAGE' | 'VIDEO'; width: number; height: number; body?: Buffer; file?: string },
  revision: string | null = null,
): Promise<number> {
  const { db } = ctx.database;
  const { type, width, height } = original;
  const mediaId = await insertDraftFile(db, {
    type,
    contributorId,
    title,
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    description: '',
    categoryId: null,
    width,
    height,
    durationMs: type === 'VIDEO' ? 2000 : null,
    fps: type === 'VIDEO' ? 10 : null,
  });
  const originalKey = `private/originals/${mediaId}/original.${type === 'VIDEO' ? 'mp4' : 'jpg'}`;
  if (original.file) await storage.putFile(originalKey, original.file, 'video/mp4');
  else if (original.body) await storage.put(originalKey, original.body, 'image/jpeg');
  // The old thumbnails: the picture (or a frame of the video) plainly resized, never watermarked.
  const picture = original.body ?? (await scene(width, height).jpeg().toBuffer());
  const folder = revision ? `${mediaId}/${revision}` : `${mediaId}`;
  const derivatives = [];
  for (const target of OLD_WIDTHS.filter((w) => w <= width)) {
    const thumbHeight = Math.round((height * target) / width);
    for (const [format, extension] of [
      ['webp', 'webp'],
      ['jpeg', 'jpg'],
    ] as const) {
      const key = `public/thumbs/${folder}/${target}.${extension}`;
      const body = await sharp(picture).resize(target, thumbHeight, { fit: 'fill' }).toFormat(format).toBuffer();
      await storage.put(key, body, `image/${format}`);
      derivatives.push({ kind: 'thumb', format, width: target, height: thumbHeight, bytes: body.length, key });
    }
  }
  const originalRow = { key: originalKey, mime: type === 'VIDEO' ? 'video/mp4' : 'image/jpeg', bytes: 1 };
  await publishProcessedFile(db, {
    mediaId,
    keywords: ['old'],
    analysis: { dominantColors: [], colorFamilies: [], blurhash: null },
    scores: { popularity: 1, trending: 0, views: 0, downloads: 0 },
    publishedAt: new Date(),
    original: originalRow,
    derivatives,
    formats: (type === 'VIDEO' ? videoLicenseFormats : imageLicenseFormats)({ width, height, ...originalRow }),
  });
  await db.updateTable('media_files').set({ renditions_version: 0, processing_revision: revision }).where('id', '=', mediaId).execute();
  return mediaId;
}

const deps = () => ({ db: ctx.database.db, config: ctx.config, storage });

async function thumbnailRows(mediaId: number) {
  return ctx.database.db
    .selectFrom('media_derivatives')
    .select(['format', 'width', 'height', 'storage_key'])
    .where('media_id', '=', mediaId)
    .where('kind', '=', 'thumb')
    .orderBy('width')
    .orderBy('format')
    .execute();
}

/** Every file under a folder of public storage, recursively, as storage keys. */
async function storedUnder(prefix: string): Promise<string[]> {
  const root = mediaRoot(ctx.config);
  const entries = await readdir(path.join(root, prefix), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

async function version(mediaId: number) {
  const row = await ctx.database.db
    .selectFrom('media_files')
    .select('renditions_version')
    .where('id', '=', mediaId)
    .executeTakeFirstOrThrow();
  return row.renditions_version;
}

beforeAll(async () => {
  storage = ctx.storage;
  contributorId = (await tokenFor(ctx, 'contributor')).userId;
});

describe('re-rendering the thumbnails of an existing data directory', () => {
  it('runs in the background once the workers start, and leaves nothing old and large public', async () => {
    const video = await testVideo(path.join(tmp.path, 'old.mp4'), { seconds: 2, rate: 10 });
    const files = {
      landscape: await oldFile('Old landscape', {
        type: 'IMAGE',
        width: 3000,
        height: 2000,
        body: await scene(3000, 2000).jpeg().toBuffer(),
      }),
      portrait: await oldFile(
        'Old portrait',
        { type: 'IMAGE', width: 1600, height: 2400, body: await scene(1600, 2400, 'other').jpeg().toBuffer() },
        'rev-a',
      ),
      video: await oldFile('Old video', { type: 'VIDEO', width: 1280, height: 720, file: video }),
      // Its original is gone: it cannot be re-rendered, but its large unwatermarked thumbnails must not stay public.
      lost: await oldFile('Old lost original', { type: 'IMAGE', width: 3000, height: 2000 }),
    };
    const oldKeys = Object.fromEntries(
      await Promise.all(Object.entries(files).map(async ([name, id]) => [name, (await thumbnailRows(id)).map((row) => row.storage_key)])),
    );
    const oldCover = publicMediaUrl(oldKeys.landscape?.at(-1) as string);
    await ctx.database.db
      .insertInto('blog_posts')
      .values({ audience: 'buyers', title: 'Old cover', slug: 'old-cover', body_markdown: 'x', body_html: '<p>x</p>', cover_url: oldCover })
      .execute();

    // As at a start: the queue and its workers come up, and nothing waits for the sweep.
    const queue = await startJobQueue(ctx.database.url, ctx.config, () => {});
    try {
      const started = Date.now();
      await startWorkers(queue, { db: ctx.database.db, config: ctx.config, storage: ctx.storage });
      expect(Date.now() - started).toBeLessThan(5000);
      const deadline = Date.now() + 120_000;
      while ((await Promise.all(Object.values(files).map(version))).some((v) => v < RENDITIONS_VERSION)) {
        if (Date.now() > deadline) throw new Error('the sweep did not finish');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      await queue.stop(10);
    }

    for (const [name, id] of Object.entries(files)) {
      const rows = await thumbnailRows(id);
      // Every thumbnail the catalogue points at is small or watermarked, measured from the stored file.
      for (const row of rows) await expectProtected(ctx.database.db, storage, publicMediaUrl(row.storage_key));
      // The old files are gone from storage, and nothing is left there that the catalogue does not point at.
      for (const key of oldKeys[name] ?? []) {
        if (!rows.some((row) => row.storage_key === key)) expect(await storage.exists(key), key).toBe(false);
      }
      expect((await storedUnder(`public/thumbs/${id}`)).sort()).toEqual(rows.map((row) => row.storage_key).sort());
    }
    expect((await thumbnailRows(files.landscape)).map((row) => [row.format, row.width, row.height])).toEqual([
      ['jpeg', 500, 333],
      ['webp', 500, 333],
      ['jpeg', 800, 533],
      ['webp', 800, 533],
      ['jpeg', 1200, 800],
      ['webp', 1200, 800],
    ]);
    expect((await thumbnailRows(files.portrait)).map((row) => [row.width, row.height])).toContainEqual([333, 500]);
    expect((await thumbnailRows(files.portrait))[0]?.storage_key).toMatch(new RegExp(`^public/thumbs/${files.portrait}/rev-a-v1/`));
    // Without its original, only the old thumbnail within the limit (400 × 267) stays.
    expect((await thumbnailRows(files.lost)).map((row) => [row.width, row.height])).toEqual([
      [400, 267],
      [400, 267],
    ]);
    // The article whose cover was an old thumbnail now shows the new one of that size.
    const post = await ctx.database.db
      .selectFrom('blog_posts')
      .select('cover_url')
      .where('slug', '=', 'old-cover')
      .executeTakeFirstOrThrow();
    expect(post.cover_url).toMatch(new RegExp(`^/media/thumbs/${files.landscape}/v1/1200\\.webp$`));
    expect(await storage.exists(`public/${(post.cover_url as string).slice('/media/'.length)}`)).toBe(true);
    expect(await ctx.database.db.selectFrom('media_stale_renditions').selectAll().execute()).toEqual([]);

    // Idempotent: another sweep finds nothing to do and changes nothing.
    const before = await Promise.all(Object.values(files).map(thumbnailRows));
    expect(await upgradeRenditions(deps(), 0, 10)).toEqual({ upgraded: 0, failed: [], nextAfterId: null });
    expect(await Promise.all(Object.values(files).map(thumbnailRows))).toEqual(before);
  }, 180_000);

  it('resumes after a crash: files switched before it keep their new thumbnails, and old files noted stale are deleted', async () => {
    const first = await oldFile('Crash first', {
      type: 'IMAGE',
      width: 2400,
      height: 1600,
      body: await scene(2400, 1600).jpeg().toBuffer(),
    });
    const second = await oldFile('Crash second', {
      type: 'IMAGE',
      width: 1600,
      height: 2400,
      body: await scene(1600, 2400).jpeg().toBuffer(),
    });
    const firstOld = (await thumbnailRows(first)).map((row) => row.storage_key);
    // The process dies right after the first file's switch commits, before it deletes the old files.
    const crashing: Storage = Object.assign(Object.create(storage), {
      delete: async () => {
        throw new Error('killed');
      },
    });
    const step = await upgradeRenditions({ ...deps(), storage: crashing }, 0, 1);
    expect(step).toEqual({ upgraded: 0, failed: [first], nextAfterId: first });
    expect(await version(first)).toBe(RENDITIONS_VERSION);
    for (const key of firstOld) expect(await storage.exists(key)).toBe(true);
    expect(await version(second)).toBe(0);

    // The restarted sweep deletes what was noted, then carries on with the files not reached.
    expect(await upgradeRenditions(deps(), 0, 10)).toEqual({ upgraded: 1, failed: [], nextAfterId: null });
    for (const key of firstOld) expect(await storage.exists(key), key).toBe(false);
    expect(await ctx.database.db.selectFrom('media_stale_renditions').selectAll().execute()).toEqual([]);
    expect(await version(second)).toBe(RENDITIONS_VERSION);
    for (const row of await thumbnailRows(second)) await expectProtected(ctx.database.db, storage, publicMediaUrl(row.storage_key));
  }, 120_000);
});
