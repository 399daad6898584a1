import type { ThumbnailWidth } from './media-limits';

type ImageExtension = 'webp' | 'jpg';

// Media ids and revisions become path segments, so they are held to the storage key alphabet before any key is built.
function segment(mediaId: string | number): string {
  const id = String(mediaId);
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new Error(`Invalid media id for a storage key: "${id}"`);
  return id;
}

/**
 * The folder of one media's renditions. A revision (one per stored original) gets a folder of its own, so that a run
 * in progress never writes over the renditions the catalogue currently points at.
 */
function folder(mediaId: string | number, revision: string | undefined): string {
  return revision === undefined ? segment(mediaId) : `${segment(mediaId)}/${segment(revision)}`;
}

/** Fixed per media, revision and size, so re-running a job overwrites its own output instead of adding more. */
export const derivativeKeys = {
  thumbnail: (mediaId: string | number, width: ThumbnailWidth, extension: ImageExtension, revision?: string) =>
    `public/thumbs/${folder(mediaId, revision)}/${width}.${extension}`,
  preview: (mediaId: string | number, extension: ImageExtension, revision?: string) =>
    `public/previews/${folder(mediaId, revision)}/preview.${extension}`,
  phonePreview: (mediaId: string | number, extension: ImageExtension, revision?: string) =>
    `public/previews/${folder(mediaId, revision)}/preview-phone.${extension}`,
  previewClip: (mediaId: string | number, revision?: string) => `public/previews/${folder(mediaId, revision)}/preview.mp4`,
};
