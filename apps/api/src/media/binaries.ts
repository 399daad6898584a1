import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function onPath(command: string): string | undefined {
  try {
    return execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

function bundled(pkg: '@ffmpeg-installer/ffmpeg' | '@ffprobe-installer/ffprobe'): string {
  return (require(pkg) as { path: string }).path;
}

let resolved: { ffmpeg: string; ffprobe: string } | undefined;

/**
 * The system's ffmpeg and ffprobe when installed (usually newer, and what operators patch), otherwise the static
 * builds that come from the npm registry, so that a fresh machine processes video with no extra step.
 * FFMPEG_PATH and FFPROBE_PATH override both.
 */
export function mediaBinaries(): { ffmpeg: string; ffprobe: string } {
  resolved ??= {
    ffmpeg: process.env.FFMPEG_PATH ?? onPath('ffmpeg') ?? bundled('@ffmpeg-installer/ffmpeg'),
    ffprobe: process.env.FFPROBE_PATH ?? onPath('ffprobe') ?? bundled('@ffprobe-installer/ffprobe'),
  };
  return resolved;
}
