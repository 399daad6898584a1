import { sharp } from './configured-sharp';
import { MAX_IMAGE_PIXELS, PREVIEW_LONG_EDGE, THUMBNAIL_WIDTHS } from './media-limits';
import type { RawImage } from './media-types';
import { assertWithinPixelLimit, decodeErrorToRejection } from './probe-image';

const WIDEST_THUMBNAIL = Math.max(...THUMBNAIL_WIDTHS);

/**
 * The smallest size from which every derivative can be made without enlarging: the preview's long edge, and the widest
 * thumbnail's width (a portrait picture needs more than 1600 px of height for a 1200 px wide thumbnail).
 */
export function intermediateSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, Math.max(PREVIEW_LONG_EDGE / Math.max(width, height), WIDEST_THUMBNAIL / width));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export interface DecodedOriginal {
  image: RawImage;
  /** The original's displayed size (after EXIF orientation). */
  original: { width: number; height: number };
}

/**
 * Decodes the original once, already reduced: libvips lets libjpeg decode at 1/2, 1/4 or 1/8 scale (shrink-on-load),
 * so a 24 MP JPEG never exists in memory at full size. Every derivative and the analysis are made from this buffer.
 */
export async function decodeOriginal(path: string): Promise<DecodedOriginal> {
  try {
    const metadata = await sharp(path, { limitInputPixels: false }).metadata();
    assertWithinPixelLimit(metadata.width, metadata.height);
    const original = { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
    const target = intermediateSize(original.width, original.height);
    let pipeline = sharp(path, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' })
      .autoOrient()
      .resize(target.width, target.height, { fit: 'fill' })
      .toColourspace('srgb');
    if (!metadata.hasAlpha) pipeline = pipeline.removeAlpha();
    const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
    return { image: rawImage(data, info), original };
  } catch (error) {
    throw decodeErrorToRejection(error);
  }
}

export function rawImage(data: Buffer, info: { width: number; height: number; channels: number }): RawImage {
  if (info.channels !== 3 && info.channels !== 4) throw new Error(`Expected 3 or 4 channels, got ${info.channels}`);
  return { data, width: info.width, height: info.height, channels: info.channels };
}
