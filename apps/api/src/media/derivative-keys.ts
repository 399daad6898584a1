import type { ThumbnailWidth } from './media-limits';

type ImageExtension = 'webp' | 'jpg';

// Media ids become path segments, so they are held to the storage key alphabet before any key is built.
function segment(mediaId: string | number): string {
  const id = String(mediaId);
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new Error(`Invalid media id for a storage key: "${id}"`);
  return id;
}

/** Fixed per media and size, so re-running a job overwrites its own output instead of adding more. */
export const derivativeKeys = {
  thumbnail: (mediaId: string | number, width: ThumbnailWidth, extension: ImageExtension) =>
    `public/thumbs/${segment(mediaId)}/${width}.${extension}`,
  preview: (mediaId: string | number, extension: ImageExtension) => `public/previews/${segment(mediaId)}/preview.${extension}`,
  previewClip: (mediaId: string | number) => `public/previews/${segment(mediaId)}/preview.mp4`,
};
