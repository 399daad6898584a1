import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Storage } from '../storage/storage';
import { storageKeys } from '../storage/storage-key';
import { analyseImage } from './image-analysis';
import { writeImageDerivatives } from './image-derivatives';
import type { Derivative, ProbedVideo, VideoAnalysis } from './media-types';
import { makePreviewClip } from './preview-clip';
import { probeVideo } from './probe-video';
import { extractPosterFrame, posterTimeMs } from './video-poster';

export interface ProcessVideoInput {
  /** A file on this machine (Storage.localPath of the original): ffmpeg reads it directly. */
  originalPath: string;
  mediaId: string | number;
  watermarkText: string;
  /** From the earlier probe; probed again when absent. */
  durationMs?: number;
  /** Puts the renditions in a folder of their own (see storageKeys); without it, the media's fixed keys. */
  revision?: string;
  /** The longest edge a poster thumbnail may have without a watermark: unwatermarkedLongEdge of the paid sizes. */
  unwatermarkedLongEdge: number;
}

/**
 * Every public derivative of a video: the poster frame's thumbnails and watermarked preview (exactly as for an image),
 * and the watermarked preview clip; plus the analysis, taken from the poster. Idempotent like processImage.
 */
export async function processVideo(
  { originalPath, mediaId, watermarkText, durationMs, revision, unwatermarkedLongEdge }: ProcessVideoInput,
  storage: Storage,
): Promise<{ derivatives: Derivative[]; analysis: VideoAnalysis }> {
  const video = await probeVideo(originalPath);
  const poster = await extractPosterFrame(originalPath, video, posterTimeMs(durationMs ?? video.durationMs));
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'preview-clip-'));
  try {
    // allSettled, not all: on a failure the other steps must finish before their work folder is removed.
    const [posterDerivatives, posterAnalysis, clip] = await allOrFirstError([
      writeImageDerivatives(poster, { mediaId, watermarkText, original: video, revision, unwatermarkedLongEdge }, storage),
      analyseImage(poster, video),
      writePreviewClip({ originalPath, video, watermarkText, mediaId, revision }, workDir, storage),
    ] as const);
    return {
      derivatives: [...posterDerivatives, clip],
      analysis: { ...posterAnalysis, durationMs: durationMs ?? video.durationMs, fps: video.fps },
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

async function writePreviewClip(
  { originalPath, video, watermarkText, mediaId, revision }: Omit<ProcessVideoInput, 'unwatermarkedLongEdge'> & { video: ProbedVideo },
  workDir: string,
  storage: Storage,
): Promise<Derivative> {
  const made = await makePreviewClip({ originalPath, video, watermarkText }, workDir);
  const key = storageKeys.previewClip(mediaId, revision);
  await storage.putFile(key, made.path, 'video/mp4');
  const { size } = await stat(made.path);
  return { kind: 'preview-clip', width: made.width, height: made.height, format: 'mp4', bytes: size, key };
}

async function allOrFirstError<T extends readonly unknown[]>(steps: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const outcomes = await Promise.allSettled(steps);
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
