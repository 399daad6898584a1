/** Larger images are refused before decoding, so a small file that declares a huge canvas cannot exhaust memory. */
export const MAX_IMAGE_PIXELS = 100_000_000;

/**
 * No public rendition longer than this on its long edge goes without a watermark: every paid size is larger (see
 * unwatermarkedLongEdge in the catalogue's licence formats, which lowers it further for files whose paid sizes are not).
 */
export const UNWATERMARKED_MAX_LONG_EDGE = 500;
/**
 * The grid's thumbnails: one unwatermarked, at most UNWATERMARKED_MAX_LONG_EDGE on its long edge (`500` names it, its
 * width is whatever that leaves), then 800 and 1200 wide with the light watermark. Never larger than the original.
 */
export const THUMBNAIL_WIDTHS = [UNWATERMARKED_MAX_LONG_EDGE, 800, 1200] as const;
export type ThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number];

/** Long edge of the watermarked preview. */
export const PREVIEW_LONG_EDGE = 1600;
/** Width of the smaller watermarked preview that phones take: sharp across a 360 px screen at twice its density. */
export const PHONE_PREVIEW_WIDTH = 720;

export const PREVIEW_CLIP_MAX_WIDTH = 640;
export const PREVIEW_CLIP_MAX_SECONDS = 15;
export const PREVIEW_CLIP_MAX_FPS = 30;
