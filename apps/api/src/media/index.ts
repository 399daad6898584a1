/** The one module through which the app reaches sharp and ffmpeg. */

export { ARTICLE_IMAGE_MAX_WIDTH, type ArticleImage, makeArticleImage } from './article-image';
export { AVATAR_SIZE, makeAvatar } from './avatar';
export { mediaBinaries, useMediaBinaries } from './binaries';
export { SNIFF_BYTES, type SniffedKind, type SniffedMime, sniffKind, sniffMime } from './content-sniff';
export { type ThumbnailSize, thumbnailSizes } from './image-derivatives';
export { intermediateSize } from './intermediate-image';
export { renderLicensedImage, renderLicensedVideo } from './licensed-format';
export {
  MAX_IMAGE_PIXELS,
  PHONE_PREVIEW_WIDTH,
  PREVIEW_CLIP_MAX_SECONDS,
  PREVIEW_CLIP_MAX_WIDTH,
  PREVIEW_LONG_EDGE,
  THUMBNAIL_WIDTHS,
  UNWATERMARKED_MAX_LONG_EDGE,
} from './media-limits';
export { MediaRejectedError } from './media-rejected-error';
export type {
  Derivative,
  DerivativeKind,
  ImageAnalysis,
  ImageFormat,
  Orientation,
  ProbedImage,
  ProbedVideo,
  VideoAnalysis,
  VideoCodec,
  VideoContainer,
} from './media-types';
export { orientationOf } from './orientation';
export { hammingDistance } from './perceptual-hash';
export { NOT_AN_IMAGE_MESSAGE, probeImage } from './probe-image';
export { NOT_A_VIDEO_MESSAGE, probeVideo } from './probe-video';
export { type ProcessImageInput, processImage } from './process-image';
export { type ProcessVideoInput, processVideo } from './process-video';
export { type RemakeThumbnailsInput, remakeThumbnails } from './remake-thumbnails';
