import { describe, expect, it } from 'vitest';
import { dominantColors } from './dominant-colors';
import { summariseExif } from './image-exif';
import { intermediateSize } from './intermediate-image';
import { orientationOf } from './orientation';
import { hammingDistance } from './perceptual-hash';

describe('orientationOf', () => {
  it.each([
    [3000, 2000, 'horizontal'],
    [2000, 3000, 'vertical'],
    [2000, 2000, 'square'],
    [2000, 1905, 'square'],
    [2000, 1895, 'horizontal'],
    [1895, 2000, 'vertical'],
    [4000, 1500, 'panoramic'],
    [4000, 2000, 'panoramic'],
    [3999, 2000, 'horizontal'],
    [1000, 2000, 'panoramic'],
  ] as const)('%i×%i is %s', (width, height, expected) => {
    expect(orientationOf(width, height)).toBe(expected);
  });
});

describe('dominantColors', () => {
  it('orders colours by area and merges shades a person would call the same colour', () => {
    const pixels: number[] = [];
    const paint = (count: number, rgb: [number, number, number]) => {
      for (let i = 0; i < count; i++) pixels.push(...rgb);
    };
    paint(500, [200, 20, 30]);
    paint(100, [205, 25, 35]);
    paint(300, [20, 40, 200]);
    paint(10, [0, 255, 0]);
    expect(dominantColors(Uint8Array.from(pixels), 3)).toEqual(['#c9151f', '#1428c8']);
  });

  it('ignores transparent pixels', () => {
    const pixels = Uint8Array.from([255, 0, 0, 0, 255, 0, 0, 0, 0, 0, 255, 255]);
    expect(dominantColors(pixels, 4)).toEqual(['#0000ff']);
  });
});

describe('hammingDistance', () => {
  it('counts differing bits', () => {
    expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hammingDistance('ffffffffffffffff', '0000000000000000')).toBe(64);
    expect(hammingDistance('8000000000000001', '0000000000000000')).toBe(2);
  });
});

describe('intermediateSize', () => {
  it('is large enough for the 1600 px preview and the 1200 px wide thumbnail, and never larger than the original', () => {
    expect(intermediateSize(6000, 4000)).toEqual({ width: 1600, height: 1067 });
    expect(intermediateSize(2000, 3000)).toEqual({ width: 1200, height: 1800 });
    expect(intermediateSize(900, 600)).toEqual({ width: 900, height: 600 });
  });
});

describe('summariseExif', () => {
  it('never fails on a broken EXIF block', () => {
    expect(summariseExif(Buffer.from('Exif\0\0garbage that is not TIFF'))).toEqual({});
    expect(summariseExif(undefined)).toEqual({});
  });
});
