/** One tile placed in a row: its size in CSS pixels, in the order the files came in. */
export interface PlacedTile {
  index: number;
  width: number;
  height: number;
}

export interface JustifiedRow {
  height: number;
  tiles: PlacedTile[];
}

export interface JustifiedLayoutOptions {
  containerWidth: number;
  targetRowHeight: number;
  gap: number;
  /** A row may close early (a taller row) only up to this height; past it, the next file joins the row instead. */
  maxRowHeight?: number;
}

export interface Sized {
  width: number;
  height: number;
}

const aspectOf = (item: Sized) => (item.width > 0 && item.height > 0 ? item.width / item.height : 1);

/** Splits `total` pixels between tiles in proportion to `aspects`, in whole pixels that add up exactly to `total`. */
function wholePixelWidths(aspects: number[], total: number): number[] {
  const sum = aspects.reduce((a, b) => a + b, 0);
  let used = 0;
  let exactSoFar = 0;
  return aspects.map((aspect) => {
    exactSoFar += (aspect / sum) * total;
    // Rounding the running total (not each width) keeps every tile within 1 px of its true width.
    const width = Math.round(exactSoFar) - used;
    used += width;
    return width;
  });
}

/**
 * Rows of equal height that fill the container's width, every file keeping its aspect ratio (the justified grid of
 * Flickr and the big stock sites). A row closes at the break whose height lands nearest the target; the last row is left
 * at the target height rather than stretched, so a lone file at the end does not blow up.
 */
export function justifiedLayout(items: readonly Sized[], options: JustifiedLayoutOptions): JustifiedRow[] {
  const { containerWidth, targetRowHeight, gap } = options;
  const maxRowHeight = options.maxRowHeight ?? targetRowHeight * 1.6;
  if (containerWidth <= 0 || items.length === 0) return [];

  const rows: JustifiedRow[] = [];
  let start = 0;
  while (start < items.length) {
    let aspectSum = 0;
    let end = start;
    let closed = false;
    for (; end < items.length; end++) {
      const item = items[end] as Sized;
      const withItem = aspectSum + aspectOf(item);
      const gaps = gap * (end - start);
      const heightWith = (containerWidth - gaps) / withItem;
      if (heightWith <= targetRowHeight) {
        // This file would push the row below the target: keep it if that lands nearer the target than stopping before it.
        const heightWithout = end > start ? (containerWidth - gap * (end - start - 1)) / aspectSum : Number.POSITIVE_INFINITY;
        const keep = heightWithout > maxRowHeight || targetRowHeight - heightWith <= heightWithout - targetRowHeight;
        if (keep) {
          aspectSum = withItem;
          end += 1;
        }
        closed = true;
        break;
      }
      aspectSum = withItem;
    }
    const count = end - start;
    const available = containerWidth - gap * (count - 1);
    const aspects = items.slice(start, end).map(aspectOf);
    if (closed) {
      const height = Math.round(available / aspectSum);
      const widths = wholePixelWidths(aspects, available);
      rows.push({ height, tiles: widths.map((width, i) => ({ index: start + i, width, height })) });
    } else {
      // The last row: the files at the target height, left-aligned.
      const height = targetRowHeight;
      rows.push({
        height,
        tiles: aspects.map((aspect, i) => ({
          index: start + i,
          width: Math.min(Math.round(aspect * height), Math.floor(available)),
          height,
        })),
      });
    }
    start = end;
  }
  return rows;
}
