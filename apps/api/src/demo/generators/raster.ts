import sharp, { type Sharp } from 'sharp';
import type { Orientation } from './types';

export const JPEG_QUALITY = 88;

/** Every original is at least 6 MP, well above the 4 MP an upload needs, so that the largest licence sizes exist. */
const SIZES: Record<Orientation, { width: number; height: number }> = {
  landscape: { width: 3000, height: 2000 },
  wide: { width: 3280, height: 1845 },
  portrait: { width: 2000, height: 3000 },
  square: { width: 2450, height: 2450 },
  panorama: { width: 3780, height: 1620 },
};

/** The catalogue's size for an orientation, or the same shape scaled to a long edge (a blog cover needs no 6 MP). */
export function dimensionsFor(orientation: Orientation, longEdge?: number): { width: number; height: number } {
  const size = SIZES[orientation];
  if (longEdge === undefined) return size;
  const scale = longEdge / Math.max(size.width, size.height);
  return { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
}

export function jpeg(image: Sharp): Promise<Buffer> {
  return image.jpeg({ quality: JPEG_QUALITY, mozjpeg: false, chromaSubsampling: '4:2:0' }).toBuffer();
}

/** Rasterises an SVG document (no text: a fresh machine may have no fonts) to a JPEG. */
export function svgToJpeg(svg: string): Promise<Buffer> {
  return jpeg(sharp(Buffer.from(svg), { limitInputPixels: false }).flatten({ background: '#000000' }));
}

/** Encodes packed RGB pixels, upscaled smoothly to the final size when computed smaller. */
export function rgbToJpeg(
  pixels: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  finalSize?: { width: number; height: number; kernel?: 'linear' | 'cubic' | 'lanczos3' },
): Promise<Buffer> {
  let image = sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), { raw: { width, height, channels: 3 } });
  if (finalSize && (finalSize.width !== width || finalSize.height !== height)) {
    image = image.resize(finalSize.width, finalSize.height, { kernel: finalSize.kernel ?? 'linear', fit: 'fill' });
  }
  return jpeg(image);
}

/** A document wrapper: width/height in pixels and a viewBox of the same size. */
export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

export const r1 = (v: number) => Math.round(v * 10) / 10;

/** Smooth 2D value noise on an integer lattice, seeded through a permutation table. */
export function createValueNoise(random: () => number): (x: number, y: number) => number {
  const size = 256;
  const values = new Float32Array(size);
  const perm = new Uint8Array(size * 2);
  for (let i = 0; i < size; i++) values[i] = random();
  const order = Array.from({ length: size }, (_, i) => i);
  for (let i = size - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const t = order[i] as number;
    order[i] = order[j] as number;
    order[j] = t;
  }
  for (let i = 0; i < size * 2; i++) perm[i] = order[i & 255] as number;
  return (x, y) => {
    const xf = Math.floor(x);
    const yf = Math.floor(y);
    const tx = x - xf;
    const ty = y - yf;
    const xi = xf & 255;
    const yi = yf & 255;
    const sx = tx * tx * (3 - 2 * tx);
    const sy = ty * ty * (3 - 2 * ty);
    const a = values[perm[(perm[xi] as number) + yi] as number] as number;
    const b = values[perm[(perm[xi + 1] as number) + yi] as number] as number;
    const c = values[perm[(perm[xi] as number) + yi + 1] as number] as number;
    const d = values[perm[(perm[xi + 1] as number) + yi + 1] as number] as number;
    const top = a + (b - a) * sx;
    const bottom = c + (d - c) * sx;
    return top + (bottom - top) * sy;
  };
}

/** Fractal sum of value noise, in about [0, 1]. */
export function fbm(noise: (x: number, y: number) => number, x: number, y: number, octaves: number, gain = 0.5): number {
  let sum = 0;
  let amp = 0.5;
  let freq = 1;
  let norm = 0;
  for (let o = 0; o < octaves; o++) {
    sum += amp * noise(x * freq + o * 17.3, y * freq - o * 9.1);
    norm += amp;
    amp *= gain;
    freq *= 2.03;
  }
  return sum / norm;
}

/** A 1D fractal profile (midpoint displacement) of n+1 points in [-1, 1]-ish, for ridges and shorelines. */
export function ridgeProfile(random: () => number, points: number, roughness: number): number[] {
  let n = 1;
  while (n < points) n *= 2;
  const h = new Array<number>(n + 1).fill(0);
  h[0] = random() * 2 - 1;
  h[n] = random() * 2 - 1;
  let step = n;
  let amp = 1;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < n; i += step) {
      h[i] = ((h[i - half] as number) + (h[i + half] as number)) / 2 + (random() * 2 - 1) * amp;
    }
    amp *= roughness;
    step = half;
  }
  return h.slice(0, points + 1);
}
