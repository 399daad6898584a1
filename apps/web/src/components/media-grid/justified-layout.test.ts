import { describe, expect, it } from 'vitest';
import { justifiedLayout, type Sized } from './justified-layout';

const OPTIONS = { containerWidth: 1200, targetRowHeight: 240, gap: 8 };
// A realistic mix: landscape, portrait, square, panoramic and 16:9 video frames.
const MIXED: Sized[] = [
  [3000, 2000],
  [2000, 3000],
  [2000, 2000],
  [6000, 2000],
  [1920, 1080],
  [4000, 3000],
  [3000, 4000],
  [1280, 720],
  [3000, 2000],
  [2400, 3600],
  [5000, 2500],
  [3000, 2000],
  [1080, 1920],
].map(([width, height]) => ({ width: width as number, height: height as number }));

const rowWidth = (row: { tiles: { width: number }[] }, gap: number) =>
  row.tiles.reduce((sum, tile) => sum + tile.width, 0) + gap * (row.tiles.length - 1);

describe('justifiedLayout', () => {
  it.each([1200, 1023, 768, 390, 1571])('fills every row but the last to the container width (%i px) within 1 px', (containerWidth) => {
    const rows = justifiedLayout(MIXED, { ...OPTIONS, containerWidth });
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows.slice(0, -1)) expect(Math.abs(rowWidth(row, OPTIONS.gap) - containerWidth)).toBeLessThanOrEqual(1);
  });

  it('keeps every file in order, each exactly once', () => {
    const rows = justifiedLayout(MIXED, OPTIONS);
    expect(rows.flatMap((row) => row.tiles.map((tile) => tile.index))).toEqual(MIXED.map((_, index) => index));
  });

  it("keeps each file's aspect ratio (to the rounding of one pixel)", () => {
    for (const row of justifiedLayout(MIXED, OPTIONS)) {
      for (const tile of row.tiles) {
        const file = MIXED[tile.index] as Sized;
        expect(Math.abs(tile.width - (file.width / file.height) * tile.height)).toBeLessThanOrEqual(1.5);
        expect(tile.height).toBe(row.height);
      }
    }
  });

  it('keeps rows near the target height', () => {
    const rows = justifiedLayout(MIXED, OPTIONS);
    for (const row of rows) {
      expect(row.height).toBeGreaterThan(OPTIONS.targetRowHeight * 0.5);
      expect(row.height).toBeLessThanOrEqual(OPTIONS.targetRowHeight * 1.6);
    }
  });

  it('does not stretch the last row beyond the target height', () => {
    // Two landscape files fill only part of a 1200 px row: stretching them would make them 400+ px tall.
    const rows = justifiedLayout(MIXED.slice(0, 1).concat(MIXED.slice(0, 1)), OPTIONS);
    expect(rows).toHaveLength(1);
    const [last] = rows;
    expect(last?.height).toBe(OPTIONS.targetRowHeight);
    expect(last?.tiles.map((tile) => tile.width)).toEqual([360, 360]);
    expect(rowWidth(last as { tiles: { width: number }[] }, OPTIONS.gap)).toBeLessThan(OPTIONS.containerWidth);
  });

  it('puts a file wider than the container on a row of its own, scaled down to fit', () => {
    const rows = justifiedLayout([{ width: 12000, height: 1000 }, ...MIXED.slice(0, 4)], OPTIONS);
    expect(rows[0]?.tiles).toHaveLength(1);
    expect(rows[0]?.tiles[0]?.width).toBe(1200);
    expect(rows[0]?.height).toBe(100);
  });

  it('lays out nothing without a width or without files', () => {
    expect(justifiedLayout(MIXED, { ...OPTIONS, containerWidth: 0 })).toEqual([]);
    expect(justifiedLayout([], OPTIONS)).toEqual([]);
  });
});
