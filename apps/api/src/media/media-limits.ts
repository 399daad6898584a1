/** Larger images are refused before decoding, so a small file that declares a huge canvas cannot exhaust memory. */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** Thumbnail widths; a thumbnail is never wider than its original. */
export const THUMBNAIL_WIDTHS = [400, 800, 1200] as const;
export type ThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number];

/** Long edge of the watermarked preview. */
export const PREVIEW_LONG_EDGE = 1600;
/** Long edge of the smaller watermarked preview that phones take: a third of the bytes, sharp at a phone's width. */
export const PHONE_PREVIEW_LONG_EDGE = 800;

export const PREVIEW_CLIP_MAX_WIDTH = 640;
export const PREVIEW_CLIP_MAX_SECONDS = 15;
export const PREVIEW_CLIP_MAX_FPS = 30;
