import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../test/contributor-fixtures';
import type { MeasureMedia } from './measure-media';
import { preflight } from './preflight';
import { sniffFormat } from './sniff-format';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value])));

const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF', 0, 1);
const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
const MP4 = bytes(0, 0, 0, 0x20, 'ftyp', 'isom', 0, 0);
const MOV = bytes(0, 0, 0, 0x14, 'ftyp', 'qt  ', 0, 0);

/** A file of `size` bytes that starts with `head`; the rest is zeros (never read whole by the checks). */
const fileOf = (head: Uint8Array, name: string, size = 6_000_000) => {
  const content = new Uint8Array(size);
  content.set(head.subarray(0, Math.min(head.length, size)));
  return new File([content], name);
};

const measured =
  (width: number, height: number, durationSeconds?: number): MeasureMedia =>
  async () => ({ width, height, durationSeconds });

describe('sniffing a file’s format from its first bytes', () => {
  it('knows each accepted format, whatever the name says', () => {
    expect(sniffFormat(JPEG)).toBe('jpeg');
    expect(sniffFormat(PNG)).toBe('png');
    expect(sniffFormat(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('webp');
    expect(sniffFormat(bytes('II*', 0, 8, 0, 0, 0, 0, 0, 0, 0))).toBe('tiff');
    expect(sniffFormat(MP4)).toBe('mp4');
    expect(sniffFormat(MOV)).toBe('mov');
  });

  it('knows text is none of them, and that 11 bytes are too few to tell', () => {
    expect(sniffFormat(new TextEncoder().encode('hello, this is not a photo'))).toBeNull();
    expect(sniffFormat(JPEG.subarray(0, 11))).toBeNull();
  });
});

describe('preflight checks', () => {
  it('passes a 6-megapixel JPEG', async () => {
    const result = await preflight(fileOf(JPEG, 'a.jpg'), UPLOAD_LIMITS, measured(3000, 2000));
    expect(result).toMatchObject({ type: 'IMAGE', format: 'jpeg', problems: [], notes: [] });
  });

  it('stops an empty file', async () => {
    const result = await preflight(new File([], 'empty.jpg'), UPLOAD_LIMITS, measured(1, 1));
    expect(result.problems).toEqual(['This file is empty (0 bytes).']);
  });

  it('stops a text file named .jpg by its content', async () => {
    const result = await preflight(new File(['just some words, not pixels'], 'holiday.jpg'), UPLOAD_LIMITS, measured(3000, 2000));
    expect(result.problems).toEqual(['This is not a JPEG, PNG, WebP or TIFF image, nor an MP4 or MOV video.']);
  });

  it('says how many megapixels a small image has, and what is needed', async () => {
    const result = await preflight(fileOf(PNG, 'small.png'), UPLOAD_LIMITS, measured(1600, 1200));
    expect(result.problems).toEqual(['This image is 1.9 megapixels (1600 × 1200); images need at least 4 megapixels.']);
  });

  it('stops an image over 100 megapixels', async () => {
    const result = await preflight(fileOf(JPEG, 'huge.jpg'), UPLOAD_LIMITS, measured(12_000, 9_000));
    expect(result.problems).toEqual(['This image is 108 megapixels (12000 × 9000); images may have at most 100 megapixels.']);
  });

  it('stops an image over the size limit before measuring it', async () => {
    let measuredIt = false;
    const limits = { ...UPLOAD_LIMITS, image: { ...UPLOAD_LIMITS.image, max_bytes: 5 * 1024 * 1024 } };
    const result = await preflight(fileOf(JPEG, 'big.jpg'), limits, async () => {
      measuredIt = true;
      return { width: 3000, height: 2000 };
    });
    expect(result.problems).toEqual(['At 5.7 MB, this image is over the 5 MB limit.']);
    expect(measuredIt).toBe(false);
  });

  it('gives a short, small video one message per problem', async () => {
    const result = await preflight(fileOf(MP4, 'clip.mp4'), UPLOAD_LIMITS, measured(640, 360, 3));
    expect(result.type).toBe('VIDEO');
    expect(result.problems).toEqual([
      'This video is 3 seconds long; videos must last 5 to 60 seconds.',
      'This video is 640 × 360; videos need at least 1280 × 720.',
    ]);
  });

  it('passes a portrait full-HD video of 10 seconds', async () => {
    const result = await preflight(fileOf(MOV, 'tall.mov'), UPLOAD_LIMITS, measured(1080, 1920, 10));
    expect(result.problems).toEqual([]);
  });

  it('leaves to the server what the browser cannot decode, and says so', async () => {
    const result = await preflight(fileOf(bytes('MM', 0, '*', 0, 0, 0, 8, 0, 0, 0, 0), 'scan.tif'), UPLOAD_LIMITS, async () => null);
    expect(result.problems).toEqual([]);
    expect(result.notes).toEqual(["Your browser cannot read this TIFF file's size; it is checked after the upload."]);
  });
});
