const MAX_COLORS = 5;
// Colours closer than this (Euclidean RGB distance) read as one colour to a person browsing by colour.
const MERGE_DISTANCE = 56;
// A colour covering less of the image than this is an accent, not a dominant colour.
const MIN_SHARE = 0.03;

interface Cluster {
  count: number;
  r: number;
  g: number;
  b: number;
}

/**
 * Up to five colours as '#rrggbb', most dominant first, from a small RGB(A) thumbnail. Pixels fall into a 16×16×16
 * grid of colour cells; the fullest cells are taken in order and each one joins the first chosen colour close enough
 * to it, or starts a new one. Deterministic, and a few milliseconds on a 64 px image.
 */
export function dominantColors(pixels: Uint8Array, channels: number): string[] {
  const cells = new Map<number, Cluster>();
  let counted = 0;
  for (let offset = 0; offset + 2 < pixels.length; offset += channels) {
    // Mostly transparent pixels have no colour a viewer sees.
    if (channels === 4 && (pixels[offset + 3] ?? 255) < 128) continue;
    const r = pixels[offset] ?? 0;
    const g = pixels[offset + 1] ?? 0;
    const b = pixels[offset + 2] ?? 0;
    const cellKey = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const cell = cells.get(cellKey) ?? { count: 0, r: 0, g: 0, b: 0 };
    cell.count += 1;
    cell.r += r;
    cell.g += g;
    cell.b += b;
    cells.set(cellKey, cell);
    counted += 1;
  }
  if (counted === 0) return [];

  const chosen: Cluster[] = [];
  for (const cell of [...cells.values()].sort((a, b) => b.count - a.count)) {
    const mean = meanOf(cell);
    const near = chosen.find((cluster) => distance(meanOf(cluster), mean) < MERGE_DISTANCE);
    if (near) {
      near.count += cell.count;
      near.r += cell.r;
      near.g += cell.g;
      near.b += cell.b;
    } else {
      chosen.push({ ...cell });
    }
  }
  return chosen
    .filter((cluster) => cluster.count / counted >= MIN_SHARE)
    .sort((a, b) => b.count - a.count)
    .slice(0, MAX_COLORS)
    .map((cluster) => toHex(meanOf(cluster)));
}

function meanOf(cluster: Cluster): [number, number, number] {
  return [cluster.r / cluster.count, cluster.g / cluster.count, cluster.b / cluster.count];
}

function distance(a: [number, number, number], b: [number, number, number]): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
}
