import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';
import { describe, expect, it } from 'vitest';
import { sharp } from './configured-sharp';
import { tileSvg, watermarkOverlayPng, watermarkTile } from './watermark';
import { woffToSfnt } from './woff-to-sfnt';

const require = createRequire(import.meta.url);

async function opaqueShare(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let visible = 0;
  for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 40) visible += 1;
  return visible / (info.width * info.height);
}

describe('watermark', () => {
  it('draws the text as outlines from the bundled font, so it shows on a machine without fonts', async () => {
    const svg = tileSvg('StockMedia', 48);
    expect(svg.markup).not.toContain('<text');
    expect(svg.markup).toMatch(/<path id="mark"[^>]* d="M[-\d. ]+[LQ][-\d. LQZM]+Z"/);
    const tile = await watermarkTile('StockMedia', 48);
    expect((await sharp(tile.png).metadata()).width).toBe(tile.width);
    // Partly see-through over most of the tile, with letters covering a good share of it.
    expect(await opaqueShare(tile.png)).toBeGreaterThan(0.08);
  });

  it('draws a light mark for the larger grid thumbnails: the same letters, fainter, still covering the tile', async () => {
    const full = await watermarkOverlayPng('StockMedia', 800, 533);
    const light = await watermarkOverlayPng('StockMedia', 800, 533, 'light');
    const meanAlpha = async (png: Buffer) => (await sharp(png).stats()).channels[3]?.mean ?? 0;
    expect(await meanAlpha(light)).toBeLessThan((await meanAlpha(full)) * 0.8);
    expect(await meanAlpha(light)).toBeGreaterThan((await meanAlpha(full)) * 0.4);
    expect(await opaqueShare(light)).toBeGreaterThan(0.04);
    expect(await watermarkTile('Cached', 30, 'light')).not.toBe(await watermarkTile('Cached', 30));
  });

  it('reuses the rendered tile for the same text and size', async () => {
    expect(await watermarkTile('Cached', 30)).toBe(await watermarkTile('Cached', 30));
    expect(await watermarkTile('Cached', 31)).not.toBe(await watermarkTile('Cached', 30));
  });

  it('leaves out characters the font cannot draw instead of drawing empty boxes', () => {
    // DejaVu has no Chinese characters.
    const withMissingGlyph = tileSvg('Stock漢Media', 40).markup;
    expect(withMissingGlyph === tileSvg('StockMedia', 40).markup).toBe(true);
    expect(withMissingGlyph === tileSvg('StockMedium', 40).markup).toBe(false);
  });

  it('makes a transparent overlay of exactly the video size, covered all over', async () => {
    const png = await watermarkOverlayPng('StockMedia', 640, 360);
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([640, 360, 4]);
    // Each quarter of the frame holds part of the mark, and most of the frame stays clear.
    for (const [left, top] of [
      [0, 0],
      [320, 0],
      [0, 180],
      [320, 180],
    ] as const) {
      let visible = 0;
      for (let y = top; y < top + 180; y++)
        for (let x = left; x < left + 320; x++) if ((data[(y * 640 + x) * 4 + 3] ?? 0) > 40) visible += 1;
      expect(visible / (320 * 180)).toBeGreaterThan(0.04);
      expect(visible / (320 * 180)).toBeLessThan(0.6);
    }
  });

  it('still watermarks an image smaller than one tile', async () => {
    const png = await watermarkOverlayPng('A long watermark text', 120, 80);
    expect((await sharp(png).metadata()).width).toBe(120);
    expect(await opaqueShare(png)).toBeGreaterThan(0.02);
  });

  it('unpacks the WOFF font into a TrueType font with the same glyphs', () => {
    const woff = readFileSync(require.resolve('@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff'));
    const sfnt = woffToSfnt(woff);
    const asArrayBuffer = (buffer: Buffer) => buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength);
    const fromWoff = opentype.parse(asArrayBuffer(woff));
    const fromSfnt = opentype.parse(asArrayBuffer(sfnt));
    expect(fromSfnt.numGlyphs).toBe(fromWoff.numGlyphs);
    expect(fromSfnt.getPath('StockMedia', 0, 0, 50).toPathData(2)).toBe(fromWoff.getPath('StockMedia', 0, 0, 50).toPathData(2));
    expect(() => woffToSfnt(sfnt)).toThrow('Not a WOFF 1.0 font');
  });
});
