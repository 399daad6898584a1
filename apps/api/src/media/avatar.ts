import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from './media-limits';
import { MediaRejectedError } from './media-rejected-error';

export const AVATAR_SIZE = 256;
const AVATAR_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'avif', 'heif']);

/**
 * A square 256 px WebP from an uploaded picture: the type is read from the content, EXIF rotation is applied and
 * every piece of metadata dropped, and a decompression bomb is refused before it is decoded.
 */
export async function makeAvatar(input: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !AVATAR_FORMATS.has(format)) throw new MediaRejectedError('The avatar must be a JPEG, PNG, WebP or GIF picture.');
  try {
    return await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new MediaRejectedError('This picture could not be read; it may be damaged or too large.');
  }
}
