import { UNWATERMARKED_MAX_LONG_EDGE } from '../../media';

/** The sizes a buyer can license. Smaller image sizes are rendered from the original on first request. */
export interface LicenseFormat {
  name: string;
  label: string;
  width: number;
  height: number;
  bytes: number;
  mime: string;
}

const IMAGE_SIZES = [
  { name: 'small', label: 'Small', longEdge: 800 },
  { name: 'medium', label: 'Medium', longEdge: 1600 },
  { name: 'large', label: 'Large', longEdge: 3200 },
] as const;

const VIDEO_SIZES = [
  { name: 'sd', label: 'SD', height: 480 },
  { name: 'hd', label: 'HD', height: 720 },
  { name: 'full_hd', label: 'Full HD', height: 1080 },
  { name: '4k', label: '4K', height: 2160 },
] as const;

/**
 * A smaller rendition's size before it is first made, from the original's own bytes per pixel: a busy photograph
 * and a flat gradient differ tenfold. Downscaled JPEGs carry slightly more bytes per pixel, never more than the whole.
 */
function estimatedBytes(
  original: { width: number; height: number; bytes: number },
  width: number,
  height: number,
  overhead: number,
): number {
  const share = (width * height) / (original.width * original.height);
  return Math.min(original.bytes, Math.round(original.bytes * share * overhead));
}

function scale(width: number, height: number, factor: number) {
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
}

export function imageLicenseFormats(original: { width: number; height: number; bytes: number; mime: string }): LicenseFormat[] {
  const longEdge = Math.max(original.width, original.height);
  const smaller = IMAGE_SIZES.filter((size) => size.longEdge < longEdge).map((size) => {
    const { width, height } = scale(original.width, original.height, size.longEdge / longEdge);
    return {
      name: size.name,
      label: size.label,
      width,
      height,
      bytes: estimatedBytes(original, width, height, 1.15),
      mime: 'image/jpeg',
    };
  });
  return [
    ...smaller,
    { name: 'original', label: 'Original', width: original.width, height: original.height, bytes: original.bytes, mime: original.mime },
  ];
}

export function videoLicenseFormats(original: { width: number; height: number; bytes: number; mime: string }): LicenseFormat[] {
  const shortEdge = Math.min(original.width, original.height);
  const smaller = VIDEO_SIZES.filter((size) => size.height < shortEdge).map((size) => {
    const { width, height } = scale(original.width, original.height, size.height / shortEdge);
    const even = { width: width - (width % 2), height: height - (height % 2) };
    return {
      name: size.name,
      label: size.label,
      ...even,
      bytes: estimatedBytes(original, even.width, even.height, 1),
      mime: 'video/mp4',
    };
  });
  return [
    ...smaller,
    { name: 'original', label: 'Original', width: original.width, height: original.height, bytes: original.bytes, mime: original.mime },
  ];
}

/**
 * The longest edge a public rendition of a file may have without a watermark: UNWATERMARKED_MAX_LONG_EDGE, lowered so
 * that every paid size of the file (its smallest, for a small original the original itself) stays strictly larger.
 * Nothing a buyer pays for is then available free.
 */
export function unwatermarkedLongEdge(paidSizes: readonly { width: number; height: number }[]): number {
  const smallestPaid = Math.min(...paidSizes.map((size) => Math.max(size.width, size.height)));
  return Math.max(1, Math.min(UNWATERMARKED_MAX_LONG_EDGE, smallestPaid - 1));
}
