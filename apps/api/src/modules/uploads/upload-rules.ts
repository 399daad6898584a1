import type { UploadLimitsConfig } from '../../config/config';
import { HttpError } from '../../http/http-error';
import {
  MediaRejectedError,
  NOT_A_VIDEO_MESSAGE,
  NOT_AN_IMAGE_MESSAGE,
  type ProbedImage,
  type ProbedVideo,
  probeImage,
  probeVideo,
} from '../../media';
import { tooLargeMessage } from './upload-intake';

export type Probed = { kind: 'IMAGE'; probe: ProbedImage } | { kind: 'VIDEO'; probe: ProbedVideo };

const megapixels = (pixels: number) => Math.round((pixels / 1_000_000) * 10) / 10;
const seconds = (ms: number) => Math.round(ms / 100) / 10;

/**
 * Reads the file by its content (sharp's metadata and a reduced decode, or ffprobe) and checks it against the limits
 * in config. Answers what it is, or throws an HttpError for the contributor: 415 not an accepted format, 413 too many
 * bytes, 422 an accepted format that breaks a rule (too small, too short, damaged).
 */
export async function checkUploadedMedia(filePath: string, kind: 'IMAGE' | 'VIDEO', limits: UploadLimitsConfig): Promise<Probed> {
  try {
    if (kind === 'IMAGE') {
      const probe = await probeImage(filePath);
      assertImageRules(probe, limits);
      return { kind, probe };
    }
    const probe = await probeVideo(filePath);
    assertVideoRules(probe, limits);
    return { kind, probe };
  } catch (error) {
    if (error instanceof MediaRejectedError) {
      const notAccepted =
        error.message.startsWith(NOT_AN_IMAGE_MESSAGE) || error.message === NOT_A_VIDEO_MESSAGE || /encoded as/.test(error.message);
      throw new HttpError(notAccepted ? 415 : 422, error.message);
    }
    throw error;
  }
}

function assertImageRules(probe: ProbedImage, limits: UploadLimitsConfig): void {
  const { minPixels, maxPixels, maxBytes } = limits.image;
  const pixels = probe.width * probe.height;
  if (probe.bytes > maxBytes) throw new HttpError(413, tooLargeMessage('IMAGE', maxBytes));
  if (pixels < minPixels) {
    throw new HttpError(
      422,
      `This image is ${probe.width} × ${probe.height} pixels (${megapixels(pixels)} megapixels). Images need at least ${megapixels(minPixels)} megapixels.`,
    );
  }
  if (pixels > maxPixels) {
    throw new HttpError(
      422,
      `This image is ${probe.width} × ${probe.height} pixels (${megapixels(pixels)} megapixels). Images may have at most ${megapixels(maxPixels)} megapixels.`,
    );
  }
}

function assertVideoRules(probe: ProbedVideo, limits: UploadLimitsConfig): void {
  const { minMs, maxMs, minWidth, minHeight, maxBytes } = limits.video;
  if (probe.bytes > maxBytes) throw new HttpError(413, tooLargeMessage('VIDEO', maxBytes));
  if (probe.durationMs < minMs || probe.durationMs > maxMs) {
    throw new HttpError(
      422,
      `This video is ${seconds(probe.durationMs)} seconds long. Videos must be ${seconds(minMs)} to ${seconds(maxMs)} seconds long.`,
    );
  }
  // Portrait video counts too: the short side must reach the short minimum, the long side the long one.
  const long = Math.max(probe.width, probe.height);
  const short = Math.min(probe.width, probe.height);
  if (long < Math.max(minWidth, minHeight) || short < Math.min(minWidth, minHeight)) {
    throw new HttpError(422, `This video is ${probe.width} × ${probe.height}. Videos must be at least ${minWidth} × ${minHeight}.`);
  }
}

const IMAGE_MIME = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', tiff: 'image/tiff' } as const;
const IMAGE_EXTENSION = { jpeg: 'jpg', png: 'png', webp: 'webp', tiff: 'tif' } as const;

/** The stored original's content type and file extension, from what the probe found (never from the upload's name). */
export function originalFormat(probed: Probed): { mime: string; extension: string } {
  if (probed.kind === 'IMAGE') return { mime: IMAGE_MIME[probed.probe.format], extension: IMAGE_EXTENSION[probed.probe.format] };
  return probed.probe.container === 'mov' ? { mime: 'video/quicktime', extension: 'mov' } : { mime: 'video/mp4', extension: 'mp4' };
}
