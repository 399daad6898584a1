import type { Storage } from '../storage/storage';
import { analyseImage } from './image-analysis';
import { writeImageDerivatives } from './image-derivatives';
import { decodeOriginal } from './intermediate-image';
import type { Derivative, ImageAnalysis } from './media-types';

export interface ProcessImageInput {
  /** A file on this machine (Storage.localPath of the original). */
  originalPath: string;
  mediaId: string | number;
  watermarkText: string;
  /** Puts the renditions in a folder of their own (see storageKeys); without it, the media's fixed keys. */
  revision?: string;
  /** The longest edge a thumbnail may have without a watermark: unwatermarkedLongEdge of the file's paid sizes. */
  unwatermarkedLongEdge: number;
}

/**
 * Every public derivative of an image, plus what search and the grid need to know about it. The original is decoded
 * once, reduced; derivatives and analysis all come from that one buffer. Idempotent: keys are fixed per media, so a
 * retry after a crash overwrites whatever the crashed run left.
 */
export async function processImage(
  { originalPath, mediaId, watermarkText, revision, unwatermarkedLongEdge }: ProcessImageInput,
  storage: Storage,
): Promise<{ derivatives: Derivative[]; analysis: ImageAnalysis }> {
  const { image, original } = await decodeOriginal(originalPath);
  const [derivatives, analysis] = await Promise.all([
    writeImageDerivatives(image, { mediaId, watermarkText, original, revision, unwatermarkedLongEdge }, storage),
    analyseImage(image, original),
  ]);
  return { derivatives, analysis };
}
