import { sharp } from './configured-sharp';
import { MAX_IMAGE_PIXELS } from './media-limits';
import { MediaRejectedError } from './media-rejected-error';
import { assertPicture, UNREADABLE_PICTURE } from './picture-format';

/** Wide enough for the article column on a 2x screen; larger pictures only cost readers bandwidth. */
export const ARTICLE_IMAGE_MAX_WIDTH = 1600;

export interface ArticleImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * A picture for an article, as the web serves it: a WebP at most 1600 px wide (never enlarged), turned upright from
 * its EXIF orientation, with every piece of metadata (camera, GPS position, owner) dropped.
 */
export async function makeArticleImage(input: Buffer): Promise<ArticleImage> {
  await assertPicture(input, 'The image must be a JPEG, PNG, WebP, GIF, AVIF or TIFF picture.');
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: ARTICLE_IMAGE_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw new MediaRejectedError(UNREADABLE_PICTURE, { cause: error });
  }
}
