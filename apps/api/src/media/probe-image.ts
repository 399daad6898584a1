import { stat } from 'node:fs/promises';
import { sharp } from './configured-sharp';
import { summariseExif } from './image-exif';
import { MAX_IMAGE_PIXELS } from './media-limits';
import { MediaRejectedError } from './media-rejected-error';
import type { ImageFormat, ProbedImage } from './media-types';

const ACCEPTED_FORMATS: ReadonlySet<string> = new Set<ImageFormat>(['jpeg', 'png', 'webp', 'tiff']);
export const NOT_AN_IMAGE_MESSAGE = 'This file is not a JPEG, PNG, WebP or TIFF image.';

/**
 * What the file really is, from its content: sharp sniffs the magic bytes and never looks at the name. Refuses what we
 * cannot publish with a message for the contributor.
 */
export async function probeImage(path: string): Promise<ProbedImage> {
  const { size: bytes } = await stat(path);
  if (bytes === 0) throw new MediaRejectedError('The file is empty.');

  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    // Reading the header decodes no pixels, so it is safe without a limit, and lets us say how large the image is.
    metadata = await sharp(path, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new MediaRejectedError(NOT_AN_IMAGE_MESSAGE, { cause: error });
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) {
    throw new MediaRejectedError(`${NOT_AN_IMAGE_MESSAGE} It looks like a ${metadata.format.toUpperCase()} file.`);
  }
  assertWithinPixelLimit(metadata.width, metadata.height);
  await assertDecodesCompletely(path);

  return {
    format: metadata.format as ImageFormat,
    width: metadata.autoOrient.width,
    height: metadata.autoOrient.height,
    bytes,
    exif: summariseExif(metadata.exif),
  };
}

export function assertWithinPixelLimit(width: number, height: number): void {
  if (width * height > MAX_IMAGE_PIXELS) {
    const megapixels = Math.round((width * height) / 1_000_000);
    throw new MediaRejectedError(
      `This image is too large: ${width} × ${height} pixels (${megapixels} megapixels). The limit is ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
    );
  }
}

/**
 * The header alone says nothing about the rest of the file, so decode it, small: JPEG and WebP decode at 1/8 scale
 * for a fraction of the cost, and any missing or corrupt data still fails.
 */
async function assertDecodesCompletely(path: string): Promise<void> {
  try {
    await sharp(path, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' })
      .resize(256, 256, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer();
  } catch (error) {
    throw decodeErrorToRejection(error);
  }
}

/**
 * sharp's complaints about the file's content become rejections the contributor can read. Anything else (the file is
 * missing, memory ran out) is a fault of ours and stays as it is, so that the job fails and is retried.
 */
export function decodeErrorToRejection(error: unknown): unknown {
  if (error instanceof MediaRejectedError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  if (/Input file is missing|ENOENT|EACCES|memory/i.test(detail)) return error;
  if (/pixel limit/i.test(detail)) {
    return new MediaRejectedError(`This image is too large. The limit is ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`, { cause: error });
  }
  if (/unsupported image format/i.test(detail)) return new MediaRejectedError(NOT_AN_IMAGE_MESSAGE, { cause: error });
  return new MediaRejectedError('This image is damaged or incomplete (the upload may have been cut off). Please upload it again.', {
    cause: error,
  });
}
