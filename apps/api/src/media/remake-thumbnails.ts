import type { Storage } from '../storage/storage';
import { writeThumbnails } from './image-derivatives';
import { decodeOriginal } from './intermediate-image';
import type { Derivative } from './media-types';
import { probeVideo } from './probe-video';
import { extractPosterFrame, posterTimeMs } from './video-poster';

export interface RemakeThumbnailsInput {
  /** A file on this machine (Storage.localPath of the original). */
  originalPath: string;
  type: 'IMAGE' | 'VIDEO';
  mediaId: string | number;
  watermarkText: string;
  revision?: string;
  unwatermarkedLongEdge: number;
  /** A video's length, for the poster moment; probed when absent. */
  durationMs?: number | null;
}

/**
 * The thumbnails of an already processed file again, exactly as processImage or processVideo would make them now
 * (the same intermediate, the same poster frame), leaving its previews and clip alone: they are watermarked already.
 */
export async function remakeThumbnails(input: RemakeThumbnailsInput, storage: Storage): Promise<Derivative[]> {
  const { originalPath, mediaId, watermarkText, revision, unwatermarkedLongEdge } = input;
  if (input.type === 'IMAGE') {
    const { image, original } = await decodeOriginal(originalPath);
    return writeThumbnails(image, { mediaId, watermarkText, original, revision, unwatermarkedLongEdge }, storage);
  }
  const video = await probeVideo(originalPath);
  const poster = await extractPosterFrame(originalPath, video, posterTimeMs(input.durationMs ?? video.durationMs));
  return writeThumbnails(poster, { mediaId, watermarkText, original: video, revision, unwatermarkedLongEdge }, storage);
}
