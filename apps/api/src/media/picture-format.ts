import { sharp } from './configured-sharp';
import { MAX_IMAGE_PIXELS } from './media-limits';
import { MediaRejectedError } from './media-rejected-error';

/** The still-picture formats people upload for avatars and articles; read from the bytes, never from a name or header. */
const PICTURE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'avif', 'heif']);

/** Throws `notAPicture` unless the bytes are a picture sharp can decode within the pixel limit. */
export async function assertPicture(input: Buffer, notAPicture: string): Promise<void> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !PICTURE_FORMATS.has(format)) throw new MediaRejectedError(notAPicture);
}

export const UNREADABLE_PICTURE = 'This picture could not be read; it may be damaged or too large.';
