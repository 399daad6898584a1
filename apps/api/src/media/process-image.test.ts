import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decode as decodeBlurhash } from 'blurhash';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../storage/local-storage';
import { sharp } from './configured-sharp';
import { UNWATERMARKED_MAX_LONG_EDGE } from './media-limits';
import { MediaRejectedError } from './media-rejected-error';
import { changedShareByCell, scene, useTempDir } from './media-test-inputs';
import type { Derivative, ImageAnalysis } from './media-types';
import { hammingDistance } from './perceptual-hash';
import { processImage } from './process-image';

const dir = useTempDir('process-image');
let storage: LocalStorage;
let originalPath: string;
let result: { derivatives: Derivative[]; analysis: ImageAnalysis };

async function original(name: string, image: ReturnType<typeof sharp>): Promise<string> {
  const target = path.join(dir.path, name);
  await image.toFile(target);
  return target;
}

/** Processes as the media job does for a file whose paid sizes are all larger than the default limit. */
const processed = (originalPath: string, mediaId: string | number, watermarkText = 'StockMedia') =>
  processImage({ originalPath, mediaId, watermarkText, unwatermarkedLongEdge: UNWATERMARKED_MAX_LONG_EDGE }, storage);

async function stored(derivative: Derivative) {
  const body = await storage.read(derivative.key);
  return { body, metadata: await sharp(body).metadata() };
}

beforeAll(async () => {
  storage = new LocalStorage(path.join(dir.path, 'media'));
  originalPath = await original(
    'photo.jpg',
    scene(3000, 2000)
      .jpeg({ quality: 90 })
      .withExif({
        IFD0: { Make: 'Canon', Model: 'Canon EOS R5', Copyright: 'Ada' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' },
      }),
  );
  result = await processed(originalPath, 123);
});

describe('processImage: derivatives', () => {
  it('writes thumbnails 500 px long, 800 and 1200 wide, a 1600 px preview and a 720 px wide one, each as WebP and JPEG, under public/', async () => {
    const summary = result.derivatives.map(({ kind, width, height, format, key }) => ({ kind, width, height, format, key }));
    expect(summary).toEqual(
      expect.arrayContaining([
        { kind: 'thumb-500', width: 500, height: 333, format: 'webp', key: 'public/thumbs/123/500.webp' },
        { kind: 'thumb-500', width: 500, height: 333, format: 'jpeg', key: 'public/thumbs/123/500.jpg' },
        { kind: 'thumb-800', width: 800, height: 533, format: 'webp', key: 'public/thumbs/123/800.webp' },
        { kind: 'thumb-800', width: 800, height: 533, format: 'jpeg', key: 'public/thumbs/123/800.jpg' },
        { kind: 'thumb-1200', width: 1200, height: 800, format: 'webp', key: 'public/thumbs/123/1200.webp' },
        { kind: 'thumb-1200', width: 1200, height: 800, format: 'jpeg', key: 'public/thumbs/123/1200.jpg' },
        { kind: 'preview', width: 1600, height: 1067, format: 'webp', key: 'public/previews/123/preview.webp' },
        { kind: 'preview', width: 1600, height: 1067, format: 'jpeg', key: 'public/previews/123/preview.jpg' },
        { kind: 'preview', width: 720, height: 480, format: 'webp', key: 'public/previews/123/preview-phone.webp' },
        { kind: 'preview', width: 720, height: 480, format: 'jpeg', key: 'public/previews/123/preview-phone.jpg' },
      ]),
    );
    expect(summary).toHaveLength(10);
  });

  it('stores files whose real format, pixel size and byte count are the ones reported', async () => {
    for (const derivative of result.derivatives) {
      const { body, metadata } = await stored(derivative);
      expect({ key: derivative.key, format: metadata.format, width: metadata.width, height: metadata.height, bytes: body.length }).toEqual({
        key: derivative.key,
        format: derivative.format,
        width: derivative.width,
        height: derivative.height,
        bytes: derivative.bytes,
      });
    }
  });

  it('strips the camera, copyright and location metadata from every public file', async () => {
    expect((await sharp(originalPath).metadata()).exif).toBeDefined();
    for (const derivative of result.derivatives) {
      const { metadata } = await stored(derivative);
      expect({ key: derivative.key, exif: metadata.exif, xmp: metadata.xmp, iptc: metadata.iptc }).toEqual({
        key: derivative.key,
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
      });
    }
  });

  it('watermarks both previews all over, so that no part of either can be cropped out clean', async () => {
    for (const [width, height] of [
      [1600, 1067],
      [720, 480],
    ] as const) {
      const plain = await sharp(originalPath).resize(width, height, { fit: 'fill' }).removeAlpha().raw().toBuffer();
      for (const format of ['webp', 'jpeg'] as const) {
        const preview = result.derivatives.find((d) => d.kind === 'preview' && d.format === format && d.width === width) as Derivative;
        const marked = await sharp(await storage.read(preview.key))
          .removeAlpha()
          .raw()
          .toBuffer();
        const shares = changedShareByCell(plain, marked, width, height, 4);
        // Every one of the 16 cells carries a visible part of the watermark.
        for (const share of shares) expect(share).toBeGreaterThan(0.03);
      }
    }
  });

  it('marks the 800 and 1200 px thumbnails lightly but all over, and leaves only the 500 px one clean', async () => {
    const changedShares = async (derivative: Derivative) => {
      const { width, height } = derivative;
      const plain = await sharp(originalPath).resize(width, height, { fit: 'fill' }).removeAlpha().raw().toBuffer();
      const pixels = await sharp(await storage.read(derivative.key))
        .removeAlpha()
        .raw()
        .toBuffer();
      return changedShareByCell(plain, pixels, width, height, 4);
    };
    for (const derivative of result.derivatives.filter((d) => d.kind === 'thumb-800' || d.kind === 'thumb-1200')) {
      // Every one of the 16 cells carries a visible part of the mark, lighter than the preview's.
      for (const share of await changedShares(derivative)) expect(share).toBeGreaterThan(0.02);
    }
    for (const derivative of result.derivatives.filter((d) => d.kind === 'thumb-500')) {
      expect(Math.max(...(await changedShares(derivative)))).toBeLessThan(0.01);
    }
  });

  it('writes the same keys again on a re-run, replacing what a crashed run left behind', async () => {
    const keys = result.derivatives.map((d) => d.key).sort();
    await storage.put('public/thumbs/123/500.webp', Buffer.from('half a file from a crashed run'), 'image/webp');
    const again = await processed(originalPath, 123);
    expect(again.derivatives.map((d) => d.key).sort()).toEqual(keys);
    expect((await sharp(await storage.read('public/thumbs/123/500.webp')).metadata()).format).toBe('webp');
    const files = [
      ...(await readdir(path.join(storage.root, 'public/thumbs/123'))).map((name) => `public/thumbs/123/${name}`),
      ...(await readdir(path.join(storage.root, 'public/previews/123'))).map((name) => `public/previews/123/${name}`),
    ];
    expect(files.sort()).toEqual(keys);
  });
});

describe('processImage: analysis', () => {
  it('reports the original size and orientation', () => {
    expect(result.analysis).toMatchObject({ width: 3000, height: 2000, orientation: 'horizontal' });
  });

  it('gives a blurhash that decodes to about the mean colour of the picture', async () => {
    const { channels } = await sharp(originalPath).stats();
    const mean = channels.slice(0, 3).map((channel) => channel.mean);
    const pixels = decodeBlurhash(result.analysis.blurhash, 32, 32);
    const decoded = [0, 1, 2].map((channel) => {
      let sum = 0;
      for (let i = channel; i < pixels.length; i += 4) sum += pixels[i] ?? 0;
      return sum / (pixels.length / 4);
    });
    for (const [index, value] of decoded.entries()) expect(Math.abs(value - (mean[index] ?? 0))).toBeLessThan(20);
  });

  it('names a red picture red first among its dominant colours', async () => {
    const red = await original(
      'red.png',
      sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c8102e' } }).composite([
        { input: { create: { width: 1200, height: 160, channels: 3, background: '#1d3557' } }, top: 640, left: 0 },
      ]),
    );
    const { analysis } = await processed(red, 'red', 'StockMedia');
    expect(analysis.dominantColors.length).toBeGreaterThanOrEqual(2);
    expect(analysis.dominantColors.length).toBeLessThanOrEqual(5);
    for (const color of analysis.dominantColors) expect(color).toMatch(/^#[0-9a-f]{6}$/);
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt((analysis.dominantColors[0] as string).slice(at, at + 2), 16));
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(80);
    expect(b).toBeLessThan(80);
    const [, , secondBlue] = [1, 3, 5].map((at) => Number.parseInt((analysis.dominantColors[1] as string).slice(at, at + 2), 16));
    expect(secondBlue).toBeGreaterThan(60);
  });

  it('gives a near-identical perceptual hash to a resized, recompressed copy and a distant one to another picture', async () => {
    expect(result.analysis.phash).toMatch(/^[0-9a-f]{16}$/);
    const copy = await original('copy.jpg', sharp(originalPath).resize(1100).jpeg({ quality: 55 }));
    const other = await original('other.jpg', scene(3000, 2000, 'other').jpeg());
    const [copyHash, otherHash] = await Promise.all(
      [copy, other].map(async (file, i) => (await processed(file, `h${i}`, 'x')).analysis.phash),
    );
    expect(hammingDistance(result.analysis.phash, copyHash as string)).toBeLessThanOrEqual(8);
    expect(hammingDistance(result.analysis.phash, otherHash as string)).toBeGreaterThanOrEqual(20);
  });
});

describe('processImage: shapes and sizes', () => {
  it.each([
    [3000, 2000, 'horizontal', [500, 333], [1200, 800], [1600, 1067]],
    [2000, 3000, 'vertical', [333, 500], [1200, 1800], [1067, 1600]],
    [2000, 2000, 'square', [500, 500], [1200, 1200], [1600, 1600]],
    [4000, 1500, 'panoramic', [500, 188], [1200, 450], [1600, 600]],
  ] as const)(
    '%i×%i is %s, with a %j unwatermarked thumbnail, a %j widest one and a %j preview',
    async (width, height, orientation, plain, thumb, preview) => {
      const file = await original(`${width}x${height}.jpg`, scene(width, height).jpeg());
      const { derivatives, analysis } = await processed(file, `${width}x${height}`, 'S');
      expect(analysis).toMatchObject({ width, height, orientation });
      const size = async (kind: string, format: string) => {
        const { metadata } = await stored(derivatives.find((d) => d.kind === kind && d.format === format) as Derivative);
        return [metadata.width, metadata.height];
      };
      expect(await size('thumb-500', 'webp')).toEqual(plain);
      expect(await size('thumb-1200', 'jpeg')).toEqual(thumb);
      expect(await size('preview', 'webp')).toEqual(preview);
    },
  );

  it('keeps the unwatermarked thumbnail smaller than a limit below 500 px, for a file whose paid sizes are small', async () => {
    const file = await original('limit.jpg', scene(450, 300).jpeg());
    const { derivatives } = await processImage(
      { originalPath: file, mediaId: 'limit', watermarkText: 'S', unwatermarkedLongEdge: 449 },
      storage,
    );
    expect(derivatives.filter((d) => d.format === 'jpeg').map((d) => [d.kind, d.width, d.height])).toEqual([
      ['thumb-500', 449, 299],
      ['thumb-800', 450, 300],
      ['preview', 450, 300],
    ]);
  });

  it('never enlarges a small original, and keeps transparency in WebP while JPEG gets a white background', async () => {
    const file = await original(
      'small.png',
      sharp({ create: { width: 600, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).composite([
        { input: { create: { width: 300, height: 200, channels: 4, background: '#2a9d8f' } }, top: 100, left: 150 },
      ]),
    );
    const { derivatives } = await processed(file, 'small', 'StockMedia');
    const sizes = derivatives.filter((d) => d.format === 'webp').map((d) => [d.kind, d.width, d.height]);
    expect(sizes).toEqual([
      ['thumb-500', 500, 333],
      ['thumb-800', 600, 400],
      ['preview', 600, 400],
    ]);
    const webp = derivatives.find((d) => d.kind === 'thumb-800' && d.format === 'webp') as Derivative;
    const jpeg = derivatives.find((d) => d.kind === 'thumb-800' && d.format === 'jpeg') as Derivative;
    const corner = async (d: Derivative) => [
      ...(await sharp(await storage.read(d.key))
        .extract({ left: 0, top: 0, width: 1, height: 1 })
        .raw()
        .toBuffer()),
    ];
    expect((await stored(webp)).metadata.hasAlpha).toBe(true);
    expect((await corner(webp))[3]).toBe(0);
    expect(await corner(jpeg)).toEqual([255, 255, 255]);
  });

  it('turns a picture upright when EXIF says the camera was rotated', async () => {
    const file = await original('rotated.jpg', scene(1800, 1200).jpeg().withMetadata({ orientation: 6 }));
    const { derivatives, analysis } = await processed(file, 'rotated', 'S');
    expect(analysis).toMatchObject({ width: 1200, height: 1800, orientation: 'vertical' });
    const thumb = derivatives.find((d) => d.kind === 'thumb-500' && d.format === 'jpeg') as Derivative;
    expect([thumb.width, thumb.height]).toEqual([333, 500]);
    expect((await stored(thumb)).metadata.orientation).toBeUndefined();
  });

  it('refuses a damaged original with a readable reason and writes nothing', async () => {
    const whole = await scene(2400, 1600).jpeg().toBuffer();
    const cut = path.join(dir.path, 'cut.jpg');
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(processed(cut, 'cut', 'S')).rejects.toThrow(MediaRejectedError);
    expect(await storage.exists('public/thumbs/cut/500.webp')).toBe(false);
  });

  it('treats a missing original as a fault to retry, not as a bad upload', async () => {
    const error = await processed(path.join(dir.path, 'gone.jpg'), 'gone', 'S').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(MediaRejectedError);
  });
});
