import { describe, expect, it } from 'vitest';
import { imageLicenseFormats, videoLicenseFormats } from './license-formats';

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
});
