import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';
import type { OverlayOptions } from 'sharp';
import { sharp } from './configured-sharp';
import { woffToSfnt } from './woff-to-sfnt';

const require = createRequire(import.meta.url);

// DejaVu Sans Bold from the npm registry (a .woff: opentype.js cannot read .woff2). SVG <text> would depend on the
// machine's fonts, and a fresh server may have none, in which case librsvg silently draws nothing.
const FONT_FILE = '@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff';
const ANGLE_DEGREES = -30;
const ANGLE_RADIANS = (Math.abs(ANGLE_DEGREES) * Math.PI) / 180;
// Space around each copy, in multiples of the font size.
const TILE_MARGIN = 1.5;
const MAX_CACHED_TILES = 32;

/**
 * `full` on previews and clips, the pictures a buyer studies before paying; `light` on the grid's larger thumbnails,
 * seen small and many at once, where the full mark would bury the picture. Both cover the whole image.
 */
export type WatermarkStrength = 'full' | 'light';

const PAINT: Record<WatermarkStrength, { fill: number; stroke: number }> = {
  full: { fill: 0.45, stroke: 0.3 },
  light: { fill: 0.3, stroke: 0.2 },
};

let font: opentype.Font | undefined;
const tileCache = new Map<string, Promise<WatermarkTile>>();

export interface WatermarkTile {
  png: Buffer;
  width: number;
  height: number;
}

function watermarkFont(): opentype.Font {
  if (!font) {
    const file = woffToSfnt(readFileSync(require.resolve(FONT_FILE)));
    // lowMemory parses glyphs on first use: a watermark needs a dozen of the font's thousands. The option exists in
    // opentype.js 1.3 but not in its published types.
    const parse = opentype.parse as (buffer: ArrayBuffer, options: { lowMemory: boolean }) => opentype.Font;
    font = parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer, { lowMemory: true });
  }
  return font;
}

/**
 * Scales with the image, so the mark reads the same on a 1600 px preview and a 640 px clip, and shrinks for long text
 * so that a tile stays within about a third of the short edge: every part of the picture then holds several copies.
 */
export function watermarkFontSize(text: string, width: number, height: number): number {
  const shortEdge = Math.min(width, height);
  const { textWidth, textHeight } = measureText(text, 1);
  const tileWidthPerPixelOfFont = textWidth * Math.cos(ANGLE_RADIANS) + textHeight * Math.sin(ANGLE_RADIANS) + TILE_MARGIN;
  const fitting = (shortEdge * 0.35) / tileWidthPerPixelOfFont;
  return Math.max(12, Math.min(120, Math.round(Math.min(Math.max(width, height) / 24, fitting))));
}

/**
 * A transparent PNG tile with the text drawn diagonally, meant to be repeated over the whole image. Each tile holds
 * one copy in its centre and quarters at its corners, so repeated tiles form staggered rows with no clean strip to
 * crop. Cached per (text, size): every preview of a given size reuses it.
 */
export function watermarkTile(text: string, fontSize: number, strength: WatermarkStrength = 'full'): Promise<WatermarkTile> {
  const cacheKey = `${strength}\u0000${fontSize}\u0000${text}`;
  let tile = tileCache.get(cacheKey);
  if (!tile) {
    tile = renderTile(text, fontSize, strength);
    tile.catch(() => tileCache.delete(cacheKey));
    if (tileCache.size >= MAX_CACHED_TILES) tileCache.delete(tileCache.keys().next().value as string);
    tileCache.set(cacheKey, tile);
  }
  return tile;
}

async function renderTile(text: string, fontSize: number, strength: WatermarkStrength): Promise<WatermarkTile> {
  const svg = tileSvg(text, fontSize, strength);
  const png = await sharp(Buffer.from(svg.markup)).png({ compressionLevel: 6 }).toBuffer();
  return { png, width: svg.width, height: svg.height };
}

function drawableText(text: string): string {
  const typeface = watermarkFont();
  // A glyph the font lacks would be drawn as an empty box; leave it out instead. (hasChar cannot tell: it is true for
  // every character, with glyph 0, the empty box, standing in for the missing ones.)
  const drawable = Array.from(text.trim())
    .filter((char) => char === ' ' || typeface.charToGlyphIndex(char) > 0)
    .join('');
  return drawable.trim() || 'PREVIEW';
}

function measureText(text: string, fontSize: number) {
  const path = watermarkFont().getPath(drawableText(text), 0, 0, fontSize);
  const box = path.getBoundingBox();
  return { path, box, textWidth: box.x2 - box.x1, textHeight: box.y2 - box.y1 };
}

export function tileSvg(
  text: string,
  fontSize: number,
  strength: WatermarkStrength = 'full',
): { markup: string; width: number; height: number } {
  const { path, box, textWidth, textHeight } = measureText(text, fontSize);
  const rotatedWidth = textWidth * Math.cos(ANGLE_RADIANS) + textHeight * Math.sin(ANGLE_RADIANS);
  const rotatedHeight = textWidth * Math.sin(ANGLE_RADIANS) + textHeight * Math.cos(ANGLE_RADIANS);
  const width = Math.ceil(rotatedWidth + fontSize * TILE_MARGIN);
  const height = Math.ceil(rotatedHeight * 1.6 + fontSize * 0.5);

  const centreText = `translate(${-(box.x1 + box.x2) / 2} ${-(box.y1 + box.y2) / 2})`;
  const copies = [
    [width / 2, height / 2],
    [0, 0],
    [width, 0],
    [0, height],
    [width, height],
  ]
    .map(([x, y]) => `<use href="#mark" transform="translate(${x} ${y}) rotate(${ANGLE_DEGREES})"/>`)
    .join('');
  const strokeWidth = Math.max(1, fontSize / 16).toFixed(1);
  const paint = PAINT[strength];
  const markup =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><path id="mark" transform="${centreText}" d="${path.toPathData(2)}"/></defs>` +
    // Light fill with a dark outline stays visible on both bright and dark pictures.
    `<g fill="#ffffff" fill-opacity="${paint.fill}" stroke="#000000" stroke-opacity="${paint.stroke}" stroke-width="${strokeWidth}" stroke-linejoin="round">${copies}</g>` +
    '</svg>';
  return { markup, width, height };
}

/** A sharp composite layer that repeats the watermark over an image of this size. */
export async function watermarkLayer(
  text: string,
  width: number,
  height: number,
  strength: WatermarkStrength = 'full',
): Promise<OverlayOptions> {
  const tile = await watermarkTile(text, watermarkFontSize(text, width, height), strength);
  if (tile.width <= width && tile.height <= height) return { input: tile.png, tile: true };
  // sharp refuses a layer larger than the image; a very small image gets the part of one tile that fits.
  const cropped = await sharp(tile.png)
    .extract({ left: 0, top: 0, width: Math.min(width, tile.width), height: Math.min(height, tile.height) })
    .png()
    .toBuffer();
  return { input: cropped, tile: true };
}

/** The repeated tile over a transparent canvas of exactly this size: what ffmpeg overlays on the preview clip. */
export async function watermarkOverlayPng(
  text: string,
  width: number,
  height: number,
  strength: WatermarkStrength = 'full',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([await watermarkLayer(text, width, height, strength)])
    .png({ compressionLevel: 6 })
    .toBuffer();
}
