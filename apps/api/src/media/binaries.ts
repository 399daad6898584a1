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

let chosen: { ffmpeg?: string | undefined; ffprobe?: string | undefined } = {};
let resolved: { ffmpeg: string; ffprobe: string } | undefined;

/** The programs FFMPEG_PATH and FFPROBE_PATH name (read and checked with the rest of the config at start). */
export function useMediaBinaries(paths: { ffmpeg?: string | undefined; ffprobe?: string | undefined }): void {
  chosen = paths;
  resolved = undefined;
}

/**
 * The programs chosen by the config, else the system's ffmpeg and ffprobe when installed (usually newer, and what
 * operators patch), otherwise the static builds that come from the npm registry, so that a fresh machine processes
 * video with no extra step.
 */
export function mediaBinaries(): { ffmpeg: string; ffprobe: string } {
  resolved ??= {
    ffmpeg: chosen.ffmpeg ?? onPath('ffmpeg') ?? bundled('@ffmpeg-installer/ffmpeg'),
    ffprobe: chosen.ffprobe ?? onPath('ffprobe') ?? bundled('@ffprobe-installer/ffprobe'),
  };
  return resolved;
}
