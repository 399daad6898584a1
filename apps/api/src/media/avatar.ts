import { sharp } from './configured-sharp';
import { MAX_IMAGE_PIXELS } from './media-limits';
import { MediaRejectedError } from './media-rejected-error';
import { assertPicture, UNREADABLE_PICTURE } from './picture-format';

export const AVATAR_SIZE = 256;

/**
 * A square 256 px WebP from an uploaded picture: the type is read from the content, EXIF rotation is applied and
 * every piece of metadata dropped, and a decompression bomb is refused before it is decoded.
 */
export async function makeAvatar(input: Buffer): Promise<Buffer> {
  await assertPicture(input, 'The avatar must be a JPEG, PNG, WebP or GIF picture.');
  try {
    return await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    throw new MediaRejectedError(UNREADABLE_PICTURE, { cause: error });
  }
}
