import { describe, expect, it } from 'vitest';
import { intermediateSize, thumbnailSizes, UNWATERMARKED_MAX_LONG_EDGE } from '../../media';
import { imageLicenseFormats, unwatermarkedLongEdge, videoLicenseFormats } from './license-formats';

describe('license formats', () => {
  it('offers the image sizes below the original, keeping its aspect ratio', () => {
    const formats = imageLicenseFormats({ width: 6000, height: 4000, bytes: 9_000_000, mime: 'image/jpeg' });
    expect(formats.map((f) => [f.name, f.width, f.height])).toEqual([
      ['small', 800, 533],
      ['medium', 1600, 1067],
      ['large', 3200, 2133],
      ['original', 6000, 4000],
    ]);
    expect(formats[3]?.bytes).toBe(9_000_000);
    const bytes = formats.map((f) => f.bytes);
    expect(bytes).toEqual([...bytes].sort((a, b) => a - b));
  });

  it('estimates sizes from how well the original compresses, never above it', () => {
    const flat = imageLicenseFormats({ width: 1600, height: 2400, bytes: 151_000, mime: 'image/jpeg' });
    expect(flat.map((f) => f.bytes)).toEqual([19_282, 77_202, 151_000]);
  });

  it('never offers a size as large as the original', () => {
    expect(imageLicenseFormats({ width: 1200, height: 1600, bytes: 1, mime: 'image/png' }).map((f) => f.name)).toEqual([
      'small',
      'original',
    ]);
  });

  it('offers video sizes below the original with even dimensions', () => {
    const formats = videoLicenseFormats({ width: 1920, height: 1080, bytes: 40_000_000, mime: 'video/mp4' });
    expect(formats.map((f) => [f.name, f.width, f.height])).toEqual([
      ['sd', 852, 480],
      ['hd', 1280, 720],
      ['original', 1920, 1080],
    ]);
  });

  describe('every paid size is strictly larger than the largest public rendition without a watermark', () => {
    // Every orientation, originals above, at and below each paid size, and the smallest that uploads allow.
    const images = [
      [6000, 4000],
      [4000, 6000],
      [3000, 3000],
      [8000, 500],
      [500, 8000],
      [1600, 1067],
      [801, 534],
      [800, 533],
      [534, 801],
      [600, 400],
      [400, 600],
      [501, 501],
      [500, 500],
      [450, 300],
      [120, 80],
    ];
    const videos = [
      [3840, 2160],
      [1920, 1080],
      [1080, 1920],
      [1280, 720],
      [720, 1280],
      [854, 480],
      [640, 360],
      [360, 640],
      [320, 240],
    ];
    const cases = [
      ...images.map(([width, height]) => ['image', width as number, height as number, imageLicenseFormats] as const),
      ...videos.map(([width, height]) => ['video', width as number, height as number, videoLicenseFormats] as const),
    ];

    it.each(cases)('%s %i×%i', (_kind, width, height, licenseFormats) => {
      const formats = licenseFormats({ width, height, bytes: 1_000_000, mime: 'image/jpeg' });
      const limit = unwatermarkedLongEdge(formats);
      expect(limit).toBeLessThanOrEqual(UNWATERMARKED_MAX_LONG_EDGE);
      const thumbnails = thumbnailSizes({ width, height }, intermediateSize(width, height).width, limit);
      const unmarked = thumbnails.filter((thumbnail) => thumbnail.watermark === null);
      expect(unmarked).toHaveLength(1);
      for (const thumbnail of thumbnails) {
        if (Math.max(thumbnail.width, thumbnail.height) > limit) expect(thumbnail.watermark).not.toBeNull();
      }
      for (const free of unmarked) {
        for (const paid of formats) {
          expect(Math.max(free.width, free.height), `${paid.name} ${paid.width}×${paid.height}`).toBeLessThan(
            Math.max(paid.width, paid.height),
          );
          expect(free.width).toBeLessThanOrEqual(paid.width);
          expect(free.height).toBeLessThanOrEqual(paid.height);
        }
      }
    });

    it('takes 500 px when every paid size is larger, and one pixel under the smallest paid size otherwise', () => {
      expect(unwatermarkedLongEdge(imageLicenseFormats({ width: 6000, height: 4000, bytes: 1, mime: 'image/jpeg' }))).toBe(500);
      expect(unwatermarkedLongEdge(imageLicenseFormats({ width: 450, height: 300, bytes: 1, mime: 'image/jpeg' }))).toBe(449);
      expect(unwatermarkedLongEdge(videoLicenseFormats({ width: 320, height: 240, bytes: 1, mime: 'video/mp4' }))).toBe(319);
    });
  });
});
