import { mediaBinaries } from './binaries';
import { intermediateSize } from './intermediate-image';
import type { ProbedVideo, RawImage } from './media-types';
import { runProcess } from './run-process';

const POSTER_TIMEOUT_MS = 60_000;
const FALLBACK_POSTER_MS = 1000;

/** A tenth of the way in skips black openings and fades; 1 s when the length is unknown. */
export function posterTimeMs(durationMs: number | undefined): number {
  if (!durationMs || durationMs <= 0) return FALLBACK_POSTER_MS;
  return Math.round(durationMs * 0.1);
}

/**
 * One frame as raw RGB at the intermediate size, straight from ffmpeg's stdout: no temporary image file, and ffmpeg
 * does the scaling (after applying any rotation) while it still has the frame. Seeking as an input option (-ss before
 * -i) starts decoding at the keyframe before the moment instead of at the beginning of the file.
 */
export async function extractPosterFrame(originalPath: string, video: ProbedVideo, atMs: number): Promise<RawImage> {
  const size = intermediateSize(video.width, video.height);
  const frameBytes = size.width * size.height * 3;
  for (const seekMs of atMs > 0 ? [atMs, 0] : [0]) {
    const args = [
      ['-v', 'error', '-nostdin'],
      ['-ss', (seekMs / 1000).toFixed(3), '-i', originalPath],
      ['-frames:v', '1', '-an', '-sn', '-dn'],
      ['-vf', `scale=${size.width}:${size.height}:flags=lanczos,format=rgb24`],
      ['-f', 'rawvideo', 'pipe:1'],
    ].flat();
    const frame = await runProcess(mediaBinaries().ffmpeg, args, { timeoutMs: POSTER_TIMEOUT_MS, maxStdoutBytes: frameBytes });
    // A length reported longer than the real stream makes the seek land past the end, with no frame: start over at 0.
    if (frame.length === frameBytes) return { data: frame, width: size.width, height: size.height, channels: 3 };
  }
  throw new Error(`ffmpeg produced no frame from ${originalPath}`);
}
