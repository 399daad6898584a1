import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../storage/local-storage';
import { sharp } from './configured-sharp';
import { UNWATERMARKED_MAX_LONG_EDGE } from './media-limits';
import { MediaRejectedError } from './media-rejected-error';
import { changedShareByCell, ffprobeJson, rotatedCopy, testVideo, useTempDir, videoFrame } from './media-test-inputs';
import type { Derivative, VideoAnalysis } from './media-types';
import { processVideo } from './process-video';

const dir = useTempDir('process-video');
let storage: LocalStorage;
let landscapePath: string;
let landscape: { derivatives: Derivative[]; analysis: VideoAnalysis };
let portrait: { derivatives: Derivative[]; analysis: VideoAnalysis };

const unwatermarkedLongEdge = UNWATERMARKED_MAX_LONG_EDGE;

const find = (result: { derivatives: Derivative[] }, kind: Derivative['kind'], format: Derivative['format']) =>
  result.derivatives.find((d) => d.kind === kind && d.format === format) as Derivative;

beforeAll(async () => {
  storage = new LocalStorage(path.join(dir.path, 'media'));
  landscapePath = path.join(dir.path, 'landscape.mp4');
  const portraitPath = path.join(dir.path, 'portrait.mp4');
  await Promise.all([testVideo(landscapePath, { seconds: 6 }), testVideo(portraitPath, { seconds: 3, size: '720x1280' })]);
  [landscape, portrait] = await Promise.all([
    processVideo(
      { originalPath: landscapePath, mediaId: 'v1', watermarkText: 'StockMedia', durationMs: 6000, unwatermarkedLongEdge },
      storage,
    ),
    processVideo({ originalPath: portraitPath, mediaId: 'v2', watermarkText: 'StockMedia', unwatermarkedLongEdge }, storage),
  ]);
});

describe('processVideo', () => {
  it('makes poster thumbnails and a watermarked poster preview like an image, with real sizes and formats', async () => {
    const images = landscape.derivatives.filter((d) => d.format !== 'mp4');
    expect(images.map((d) => [d.kind, d.format, d.width, d.height, d.key])).toEqual(
      expect.arrayContaining([
        ['thumb-500', 'webp', 500, 281, 'public/thumbs/v1/500.webp'],
        ['thumb-500', 'jpeg', 500, 281, 'public/thumbs/v1/500.jpg'],
        ['thumb-800', 'webp', 800, 450, 'public/thumbs/v1/800.webp'],
        ['thumb-800', 'jpeg', 800, 450, 'public/thumbs/v1/800.jpg'],
        ['thumb-1200', 'webp', 1200, 675, 'public/thumbs/v1/1200.webp'],
        ['thumb-1200', 'jpeg', 1200, 675, 'public/thumbs/v1/1200.jpg'],
        ['preview', 'webp', 1280, 720, 'public/previews/v1/preview.webp'],
        ['preview', 'jpeg', 1280, 720, 'public/previews/v1/preview.jpg'],
        ['preview', 'webp', 720, 405, 'public/previews/v1/preview-phone.webp'],
        ['preview', 'jpeg', 720, 405, 'public/previews/v1/preview-phone.jpg'],
      ]),
    );
    expect(images).toHaveLength(10);
    for (const derivative of images) {
      const metadata = await sharp(await storage.read(derivative.key)).metadata();
      expect([derivative.key, metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual([
        derivative.key,
        derivative.format,
        derivative.width,
        derivative.height,
        undefined,
      ]);
    }
  });

  it('takes the poster a tenth of the way in', async () => {
    // testsrc2 prints a running clock, so frames from different moments differ; 0.6 s into 6 s is the poster's.
    const poster = await sharp(await storage.read(find(landscape, 'thumb-500', 'webp').key))
      .removeAlpha()
      .raw()
      .toBuffer();
    const [atPoster, atStart] = await Promise.all([videoFrame(landscapePath, 0.6, 500, 281), videoFrame(landscapePath, 3, 500, 281)]);
    const near = Math.max(...changedShareByCell(atPoster, poster, 500, 281, 3));
    const far = Math.max(...changedShareByCell(atStart, poster, 500, 281, 3));
    expect(near).toBeLessThan(far);
  });

  it('makes an H.264 preview clip, at most 640 px wide, without sound, playable while it downloads', async () => {
    const clip = find(landscape, 'preview-clip', 'mp4');
    expect(clip).toMatchObject({ key: 'public/previews/v1/preview.mp4', width: 640, height: 360 });
    const file = await storage.localPath(clip.key);
    const probe = await ffprobeJson(file);
    expect(probe.streams.map((s) => [s.codec_type, s.codec_name, s.width, s.height, s.pix_fmt])).toEqual([
      ['video', 'h264', 640, 360, 'yuv420p'],
    ]);
    expect(Number(probe.format.duration)).toBeCloseTo(6, 0);
    const bytes = await readFile(file);
    expect(clip.bytes).toBe(bytes.length);
    // +faststart puts the index (moov) before the media data (mdat).
    expect(bytes.indexOf('moov')).toBeGreaterThan(0);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
  });

  it('burns the watermark into every part of the clip', async () => {
    const clipPath = await storage.localPath(find(landscape, 'preview-clip', 'mp4').key);
    const [original, clip] = await Promise.all([videoFrame(landscapePath, 1, 640, 360), videoFrame(clipPath, 1, 640, 360)]);
    for (const share of changedShareByCell(original, clip, 640, 360, 3)) expect(share).toBeGreaterThan(0.08);
  });

  it('analyses the poster and reports the video length and frame rate', () => {
    expect(landscape.analysis).toMatchObject({ width: 1280, height: 720, orientation: 'horizontal', durationMs: 6000, fps: 25 });
    expect(landscape.analysis.phash).toMatch(/^[0-9a-f]{16}$/);
    expect(landscape.analysis.blurhash.length).toBeGreaterThan(6);
    expect(landscape.analysis.dominantColors.length).toBeGreaterThan(0);
  });

  it('keeps a portrait video upright: vertical, a 640 px wide clip and portrait thumbnails', async () => {
    expect(portrait.analysis).toMatchObject({ width: 720, height: 1280, orientation: 'vertical', fps: 25 });
    expect(portrait.analysis.durationMs).toBeGreaterThanOrEqual(2950);
    const probe = await ffprobeJson(await storage.localPath(find(portrait, 'preview-clip', 'mp4').key));
    expect([probe.streams[0]?.width, probe.streams[0]?.height]).toEqual([640, 1138]);
    expect([find(portrait, 'thumb-500', 'jpeg').width, find(portrait, 'thumb-500', 'jpeg').height]).toEqual([281, 500]);
    expect([find(portrait, 'thumb-800', 'jpeg').width, find(portrait, 'thumb-800', 'jpeg').height]).toEqual([720, 1280]);
    // A 720 px wide original has no 1200 px thumbnail: nothing is enlarged.
    expect(portrait.derivatives.some((d) => d.kind === 'thumb-1200')).toBe(false);
  });

  it('turns a phone video stored sideways upright in the poster and the clip', async () => {
    const sideways = await rotatedCopy(
      await testVideo(path.join(dir.path, 'sensor.mp4'), { seconds: 1, size: '320x240' }),
      path.join(dir.path, 'phone.mp4'),
    );
    const phone = await processVideo(
      { originalPath: sideways, mediaId: 'v3', watermarkText: 'StockMedia', unwatermarkedLongEdge },
      storage,
    );
    expect(phone.analysis).toMatchObject({ width: 240, height: 320, orientation: 'vertical' });
    const thumb = await sharp(await storage.read(find(phone, 'thumb-500', 'jpeg').key)).metadata();
    expect([thumb.width, thumb.height]).toEqual([240, 320]);
    const probe = await ffprobeJson(await storage.localPath(find(phone, 'preview-clip', 'mp4').key));
    expect([probe.streams[0]?.width, probe.streams[0]?.height]).toEqual([240, 320]);
  });

  it('refuses a file that is not a video and writes nothing', async () => {
    const fake = path.join(dir.path, 'fake.mp4');
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
      .png()
      .toFile(fake);
    await expect(processVideo({ originalPath: fake, mediaId: 'fake', watermarkText: 'S', unwatermarkedLongEdge }, storage)).rejects.toThrow(
      MediaRejectedError,
    );
    expect(await storage.exists('public/previews/fake/preview.mp4')).toBe(false);
  });
});
