export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'tiff';
export type VideoContainer = 'mp4' | 'mov';
export type VideoCodec = 'h264' | 'hevc' | 'prores';
export type Orientation = 'horizontal' | 'vertical' | 'square' | 'panoramic';

export interface ProbedImage {
  format: ImageFormat;
  /** As displayed, i.e. after the EXIF orientation is applied. */
  width: number;
  height: number;
  bytes: number;
  exif: { camera?: string; takenAt?: string };
}

export interface ProbedVideo {
  container: VideoContainer;
  codec: VideoCodec;
  /** As displayed, i.e. after the rotation a phone records is applied. */
  width: number;
  height: number;
  durationMs: number;
  fps: number;
  bytes: number;
}

export type DerivativeKind = 'thumb-500' | 'thumb-800' | 'thumb-1200' | 'preview' | 'preview-clip';

export interface Derivative {
  kind: DerivativeKind;
  width: number;
  height: number;
  format: 'webp' | 'jpeg' | 'mp4';
  bytes: number;
  key: string;
}

export interface ImageAnalysis {
  width: number;
  height: number;
  orientation: Orientation;
  /** Up to five '#rrggbb', the most dominant first. */
  dominantColors: string[];
  blurhash: string;
  /** 64-bit DCT perceptual hash as 16 hex digits; compare with hammingDistance. */
  phash: string;
}

export interface VideoAnalysis extends ImageAnalysis {
  durationMs: number;
  fps: number;
}

/** Decoded 8-bit sRGB pixels (3 channels, or 4 when the original has transparency). */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}
