import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mediaBinaries } from './binaries';
import { PREVIEW_CLIP_MAX_FPS, PREVIEW_CLIP_MAX_SECONDS, PREVIEW_CLIP_MAX_WIDTH } from './media-limits';
import type { ProbedVideo } from './media-types';
import { runProcess } from './run-process';
import { watermarkOverlayPng } from './watermark';

const CLIP_TIMEOUT_MS = 10 * 60_000;

/** At most 640 px wide, keeping the aspect ratio, with even sides as H.264 in 4:2:0 requires. */
export function previewClipSize(video: { width: number; height: number }): { width: number; height: number } {
  const width = Math.max(2, Math.floor(Math.min(PREVIEW_CLIP_MAX_WIDTH, video.width) / 2) * 2);
  const height = Math.max(2, Math.round((video.height * width) / video.width / 2) * 2);
  return { width, height };
}

/**
 * The watermarked low-resolution preview: the first 15 s, H.264 in MP4 with the index at the front (+faststart) so it
 * plays while downloading, no audio, no metadata (phone videos carry the place they were shot). ffmpeg reads the
 * original from disk and writes into workDir; nothing passes through this process's memory.
 */
export async function makePreviewClip(
  { originalPath, video, watermarkText }: { originalPath: string; video: ProbedVideo; watermarkText: string },
  workDir: string,
): Promise<{ path: string; width: number; height: number }> {
  const size = previewClipSize(video);
  const overlayPath = path.join(workDir, 'watermark.png');
  await writeFile(overlayPath, await watermarkOverlayPng(watermarkText, size.width, size.height));
  const outputPath = path.join(workDir, 'preview.mp4');
  const frameRateCap = video.fps > PREVIEW_CLIP_MAX_FPS ? `,fps=${PREVIEW_CLIP_MAX_FPS}` : '';
  const filter =
    `[0:v]scale=${size.width}:${size.height}:flags=bicubic,setsar=1${frameRateCap}[picture];` +
    '[picture][1:v]overlay=0:0,format=yuv420p[marked]';
  const args = [
    ['-v', 'error', '-nostdin', '-y'],
    // As an input option, -t stops reading the original after 15 s instead of decoding all of it.
    ['-t', String(PREVIEW_CLIP_MAX_SECONDS), '-i', originalPath],
    ['-i', overlayPath],
    ['-filter_complex', filter, '-map', '[marked]', '-an', '-sn', '-dn'],
    ['-map_metadata', '-1', '-map_chapters', '-1'],
    ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28', '-profile:v', 'main', '-pix_fmt', 'yuv420p'],
    ['-movflags', '+faststart', outputPath],
  ].flat();
  await runProcess(mediaBinaries().ffmpeg, args, { timeoutMs: CLIP_TIMEOUT_MS, maxStdoutBytes: 0 });
  return { path: outputPath, ...size };
}
