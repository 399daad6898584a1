/** Larger images are refused before decoding, so a small file that declares a huge canvas cannot exhaust memory. */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** Thumbnail widths; a thumbnail is never wider than its original. */
export const THUMBNAIL_WIDTHS = [400, 800, 1200] as const;
export type ThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number];

/** Long edge of the watermarked preview. */
export const PREVIEW_LONG_EDGE = 1600;
/** Width of the smaller watermarked preview that phones take: sharp across a 360 px screen at twice its density. */
export const PHONE_PREVIEW_WIDTH = 720;

export const PREVIEW_CLIP_MAX_WIDTH = 640;
export const PREVIEW_CLIP_MAX_SECONDS = 15;
export const PREVIEW_CLIP_MAX_FPS = 30;
