import { encode as encodeBlurhash } from 'blurhash';
import { sharp } from './configured-sharp';
import { dominantColors } from './dominant-colors';
import type { ImageAnalysis, RawImage } from './media-types';
import { orientationOf } from './orientation';
import { PHASH_INPUT_SIZE, perceptualHash } from './perceptual-hash';

// Blurhash and colours need only a rough picture; 64 px keeps both under a few milliseconds.
const SAMPLE_EDGE = 64;

/**
 * Colours, blurhash and perceptual hash from the decoded intermediate image, with orientation from the original's
 * size (a poster frame stands for its video, whose size is passed in).
 */
export async function analyseImage(image: RawImage, original: { width: number; height: number }): Promise<ImageAnalysis> {
  const input = { raw: { width: image.width, height: image.height, channels: image.channels } };
  const [sample, grey] = await Promise.all([
    sharp(image.data, input).resize(SAMPLE_EDGE, SAMPLE_EDGE, { fit: 'inside' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true }),
    sharp(image.data, input)
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize(PHASH_INPUT_SIZE, PHASH_INPUT_SIZE, { fit: 'fill' })
      .raw()
      .toBuffer(),
  ]);
  const pixels = new Uint8ClampedArray(sample.data.buffer, sample.data.byteOffset, sample.data.length);
  return {
    width: original.width,
    height: original.height,
    orientation: orientationOf(original.width, original.height),
    dominantColors: dominantColors(sample.data, 4),
    blurhash: encodeBlurhash(pixels, sample.info.width, sample.info.height, 4, 3),
    phash: perceptualHash(grey),
  };
}
