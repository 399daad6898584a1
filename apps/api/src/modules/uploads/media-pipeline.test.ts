import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { api, jpeg, processed, tokenFor, upload } from '../../../test/upload-test-helpers';
import { startWorkers } from '../../job-workers';
import { ffprobeJson, testVideo, useTempDir } from '../../media/media-test-inputs';

// Workers start in the first test, after a file has been damaged on purpose while it waited in the queue.
const ctx = useTestApp({ jobs: true, workers: false });
const tmp = useTempDir('media-pipeline');
let contributor: { token: string; userId: number };

beforeAll(async () => {
  contributor = await tokenFor(ctx, 'contributor');
});

async function fetchMedia(url: string): Promise<Buffer> {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.rawPayload;
}

describe('the media pipeline on uploaded files', () => {
  it('marks a file it cannot read as failed with the reason; replacing it processes it again', async () => {
    const uploaded = await upload(ctx, contributor.token, [{ name: 'later-damaged.jpg', content: await jpeg(2400, 1800) }]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const mediaId: number = uploaded.json().data.files[0].media_id;
    expect(uploaded.json().data.files[0].processing).toEqual({ status: 'queued', error: null });
    const original = await ctx.database.db
      .selectFrom('media_originals')
      .select('storage_key')
      .where('media_id', '=', mediaId)
      .executeTakeFirstOrThrow();
    const stored = await ctx.storage.localPath(original.storage_key);
    await writeFile(stored, (await readFile(stored)).subarray(0, 20_000));

    await startWorkers(ctx.jobs as NonNullable<typeof ctx.jobs>, { db: ctx.database.db, config: ctx.config, storage: ctx.storage });
    ctx.jobs?.wake('media.process');
    expect(await processed(ctx, mediaId)).toEqual({
      processing_status: 'failed',
      processing_error: 'This image is damaged or incomplete (the upload may have been cut off). Please upload it again.',
    });
    const failedList = await api(ctx, contributor.token, 'GET', '/contributor/files?processing=failed');
    expect(failedList.json().data.results.map((f: { media_id: number }) => f.media_id)).toEqual([mediaId]);

    const replacement = await upload(
      ctx,
      contributor.token,
      [{ field: 'file', name: 'fixed.jpg', content: await jpeg(2400, 1800) }],
      {},
      `/api/contributor/file/replace?media_id=${mediaId}`,
    );
    expect(replacement.statusCode, replacement.body).toBe(200);
    expect(await processed(ctx, mediaId)).toEqual({ processing_status: 'ready', processing_error: null });
    expect(await ctx.storage.exists(original.storage_key)).toBe(false);
    const stranger = await tokenFor(ctx, 'contributor');
    const theirs = await upload(
      ctx,
      stranger.token,
      [{ field: 'file', name: 'x.jpg', content: await jpeg(2400, 1800) }],
      {},
      `/api/contributor/file/replace?media_id=${mediaId}`,
    );
    expect(theirs.statusCode).toBe(404);
  });

  it('reads the camera and date from EXIF for the contributor and strips them from every public rendition', async () => {
    const withExif = await sharp(await jpeg(3000, 2000))
      .withExif({ IFD0: { Make: 'Canon', Model: 'Canon EOS R5', DateTime: '2024:05:06 07:08:09' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const uploaded = await upload(ctx, contributor.token, [{ name: 'exif.jpg', content: withExif }]);
    const mediaId: number = uploaded.json().data.files[0].media_id;
    expect(uploaded.json().data.files[0].exif).toEqual({ camera: null, taken_at: null });
    await processed(ctx, mediaId);
    const file = (await api(ctx, contributor.token, 'GET', `/contributor/file?media_id=${mediaId}`)).json().data.file;
    expect(file.exif).toEqual({ camera: 'Canon EOS R5', taken_at: '2024-05-06T07:08:09' });
    expect(file.orientation).toBe('horizontal');
    expect(file.dominant_colors.length).toBeGreaterThan(0);

    const renditions = [...file.thumbnails.webp, ...file.thumbnails.jpeg]
      .map((t: { url: string }) => t.url)
      .concat([file.preview.webp, file.preview.jpeg]);
    expect(renditions).toHaveLength(8);
    for (const url of renditions) {
      const meta = await sharp(await fetchMedia(url)).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect(['webp', 'jpeg']).toContain(meta.format);
    }
    const preview = await sharp(await fetchMedia(file.preview.jpeg)).metadata();
    expect([preview.width, preview.height]).toEqual([1600, 1067]);
    const thumbs = await Promise.all(
      file.thumbnails.jpeg.map(async (t: { url: string }) => (await sharp(await fetchMedia(t.url)).metadata()).width),
    );
    expect(thumbs).toEqual([500, 800, 1200]);
  });

  it('flags a near-duplicate of an earlier upload, shown with the matching file', async () => {
    const fresh = await tokenFor(ctx, 'contributor');
    const first = await upload(ctx, fresh.token, [{ name: 'sunrise.jpg', content: await jpeg(3000, 2000, 'other') }]);
    const firstId: number = first.json().data.files[0].media_id;
    await processed(ctx, firstId);
    // The same picture, smaller and recompressed: what a contributor uploads twice without noticing.
    const again = await upload(ctx, fresh.token, [{ name: 'sunrise-copy.jpg', content: await jpeg(2600, 1733, 'other', 55) }]);
    const againId: number = again.json().data.files[0].media_id;
    await processed(ctx, againId);
    const distinct = await upload(ctx, fresh.token, [{ name: 'different.jpg', content: await jpeg(3000, 2000) }]);
    const distinctId: number = distinct.json().data.files[0].media_id;
    await processed(ctx, distinctId);

    const file = (await api(ctx, fresh.token, 'GET', `/contributor/file?media_id=${againId}`)).json().data.file;
    expect(file.near_duplicates).toEqual([
      expect.objectContaining({
        media_id: firstId,
        title: 'sunrise',
        own: true,
        status: 'DRAFT',
        thumbnail_url: expect.stringMatching(/^\/media\/thumbs\//),
      }),
    ]);
    expect(file.near_duplicates[0].distance).toBeLessThanOrEqual(8);
    const firstFile = (await api(ctx, fresh.token, 'GET', `/contributor/file?media_id=${firstId}`)).json().data.file;
    expect(firstFile.near_duplicates.map((d: { media_id: number }) => d.media_id)).toEqual([againId]);
    const unrelated = (await api(ctx, fresh.token, 'GET', `/contributor/file?media_id=${distinctId}`)).json().data.file;
    expect(unrelated.near_duplicates).toEqual([]);
  });

  it('makes a poster, thumbnails and a watermarked H.264 preview clip of at most 15 s from a video', async () => {
    const video = await testVideo(path.join(tmp.path, 'clip.mp4'), { seconds: 17, rate: 5 });
    const uploaded = await upload(ctx, contributor.token, [{ name: 'clip.mp4', content: await readFile(video), type: 'video/mp4' }], {
      type: 'VIDEO',
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const mediaId: number = uploaded.json().data.files[0].media_id;
    expect(uploaded.json().data.files[0]).toMatchObject({ type: 'VIDEO', width: 1280, height: 720, duration_ms: 17_000 });
    expect(await processed(ctx, mediaId, 120_000)).toEqual({ processing_status: 'ready', processing_error: null });
    const file = (await api(ctx, contributor.token, 'GET', `/contributor/file?media_id=${mediaId}`)).json().data.file;
    expect(file.thumbnails.webp.map((t: { width: number }) => t.width)).toEqual([500, 800, 1200]);
    const poster = await sharp(await fetchMedia(file.preview.jpeg)).metadata();
    expect([poster.format, poster.width, poster.height]).toEqual(['jpeg', 1280, 720]);
    const clipPath = path.join(tmp.path, 'preview.mp4');
    await writeFile(clipPath, await fetchMedia(file.preview_clip_url));
    const probe = await ffprobeJson(clipPath);
    const stream = probe.streams.find((s) => s.codec_type === 'video');
    expect(stream?.codec_name).toBe('h264');
    expect([stream?.width, stream?.height]).toEqual([640, 360]);
    expect(Number(probe.format.duration)).toBeLessThanOrEqual(15.1);
    expect(probe.streams.some((s) => s.codec_type === 'audio')).toBe(false);
  });
});
