import { decode, isBlurhashValid } from 'blurhash';

/**
 * Small on purpose: a blurhash holds a few colour waves (the API encodes 4×3), 8 samples a side carry them, the
 * browser's smooth upscaling does the rest, and decoding a page of 48 costs about a millisecond.
 */
const SIZE = 8;
const cache = new Map<string, string | null>();

/**
 * A 24-bit BMP needs no canvas: the pixels go straight into a data URL, so the placeholder costs no canvas context per
 * tile and works wherever an <img> or CSS background does.
 */
function bmpDataUrl(pixels: Uint8ClampedArray, width: number, height: number): string {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const dataSize = rowSize * height;
  const bytes = new Uint8Array(54 + dataSize);
  const view = new DataView(bytes.buffer);
  bytes[0] = 0x42; // "B"
  bytes[1] = 0x4d; // "M"
  view.setUint32(2, bytes.length, true);
  view.setUint32(10, 54, true); // where the pixels start
  view.setUint32(14, 40, true); // BITMAPINFOHEADER
  view.setInt32(18, width, true);
  view.setInt32(22, height, true); // positive: rows bottom-up
  view.setUint16(26, 1, true);
  view.setUint16(28, 24, true);
  view.setUint32(34, dataSize, true);
  for (let y = 0; y < height; y++) {
    const rowStart = 54 + (height - 1 - y) * rowSize;
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 4;
      const to = rowStart + x * 3;
      bytes[to] = pixels[from + 2] ?? 0;
      bytes[to + 1] = pixels[from + 1] ?? 0;
      bytes[to + 2] = pixels[from] ?? 0;
    }
  }
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/bmp;base64,${btoa(binary)}`;
}

/** The blurred preview of a file as an image URL, or null when the hash is missing or malformed. */
export function blurhashDataUrl(hash: string | null | undefined): string | null {
  if (!hash) return null;
  const cached = cache.get(hash);
  if (cached !== undefined) return cached;
  let url: string | null = null;
  if (isBlurhashValid(hash).result) url = bmpDataUrl(decode(hash, SIZE, SIZE), SIZE, SIZE);
  cache.set(hash, url);
  return url;
}

/** The background a media frame shows until its image arrives: the blurhash over the file's dominant colour. */
export function placeholderStyle(file: { blurhash: string | null; dominant_color: string | null }) {
  const url = blurhashDataUrl(file.blurhash);
  return {
    backgroundColor: file.dominant_color ?? '#e2e8f0',
    backgroundImage: url ? `url("${url}")` : undefined,
    backgroundSize: '100% 100%',
  };
}
