import { spawn } from 'node:child_process';
import { mediaBinaries } from '../../../media/binaries';
import type { VideoSize } from '../types';

/** Runs ffmpeg with an argument array (no shell); rejects with the tail of its log on failure. */
export function runFfmpeg(args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(mediaBinaries().ffmpeg, ['-hide_banner', '-nostdin', '-loglevel', 'error', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let log = '';
    child.stderr.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString('utf8')).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg exited with ${code ?? signal}: ${log.trim()}`));
    });
  });
}

/**
 * The shared encoder settings: H.264 (libx264, superfast: generated motion compresses well and the demo must be quick
 * to make), yuv420p for every player, no audio, moov atom first so that browsers can start playing at once.
 */
export function h264Output(durationSeconds: number, fps: number, outputPath: string): string[] {
  return [
    '-t',
    String(durationSeconds),
    '-r',
    String(fps),
    '-an',
    '-c:v',
    'libx264',
    '-preset',
    'superfast',
    '-crf',
    '23',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-y',
    outputPath,
  ];
}

/**
 * Renders a lavfi filter graph whose single output is the video, scaled at the end to the frame size asked for: the
 * graphs compute their motion at 720p, where it is cheap, and the encoder gets Full HD or 4K.
 */
export function renderGraph(graph: string, durationSeconds: number, fps: number, outputPath: string, size: VideoSize): Promise<void> {
  const scaled = `${graph},scale=${size.width}:${size.height}:flags=bicubic,setsar=1`;
  return runFfmpeg(['-filter_complex', `${scaled}[out]`, '-map', '[out]', ...h264Output(durationSeconds, fps, outputPath)]);
}

/** "#rrggbb" to "0xRRGGBB", the colour syntax lavfi accepts everywhere. */
export function ff(colour: string): string {
  return `0x${colour.replace('#', '').toUpperCase()}`;
}

/**
 * Clips are kept short so that a first start stays quick: six seconds in Full HD, three in 4K, where each frame costs
 * four times as much to encode and process.
 */
export function shortAt4k(size: VideoSize, seconds: number): number {
  return size.width > 1920 ? 3 : Math.min(seconds, 6);
}
