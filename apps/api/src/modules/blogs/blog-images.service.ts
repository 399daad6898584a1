import { randomBytes } from 'node:crypto';
import type { BlogImage } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { invalidField } from '../../http/http-error';
import { MediaRejectedError, makeArticleImage } from '../../media';
import { storageKeys } from '../../storage/storage-key';
import { publicMediaUrl } from '../catalogue/media-urls';
import { insertBlogImage } from './blog-images.repo';

export const BLOG_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
export const BLOG_IMAGE_TOO_LARGE = 'The image must be at most 20 MB.';
export const BLOG_IMAGE_MISSING = 'Choose an image to upload.';

/** What the picture shows, for readers who cannot see it: what was typed, else the file's name in words. */
export function altTextOf(alt: string | undefined, fileName: string): string {
  const typed = alt?.trim();
  if (typed) return typed.replace(/[[\]\n\r]/g, ' ').slice(0, 200);
  const words = fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[-_.]+/g, ' ')
    .replace(/[[\]]/g, '')
    .trim();
  return words.slice(0, 200) || 'Image';
}

/**
 * Makes an uploaded picture ready for an article: checked by its content, web-sized, stripped of EXIF, stored under
 * public media with a fresh name (so that caches never serve an old picture), and recorded with its uploader.
 */
export async function uploadBlogImage(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  uploaderId: number,
  upload: { data: Buffer; fileName: string; alt?: string },
): Promise<BlogImage> {
  let image: Awaited<ReturnType<typeof makeArticleImage>>;
  try {
    image = await makeArticleImage(upload.data);
  } catch (error) {
    if (error instanceof MediaRejectedError) throw invalidField('image', error.message);
    throw error;
  }
  const now = new Date();
  const key = storageKeys.blogImage(now, randomBytes(10).toString('hex'));
  await deps.storage.put(key, image.data, 'image/webp');
  await insertBlogImage(deps.db, {
    storage_key: key,
    original_name: upload.fileName.slice(0, 255),
    width: image.width,
    height: image.height,
    bytes: image.data.length,
    uploaded_by: uploaderId,
  });
  const url = publicMediaUrl(key);
  return { url, width: image.width, height: image.height, markdown: `![${altTextOf(upload.alt, upload.fileName)}](${url})` };
}
