import { mediaBinaries } from './binaries';
import { sharp } from './configured-sharp';
import { MAX_IMAGE_PIXELS } from './media-limits';
import { runProcess } from './run-process';

const VIDEO_TIMEOUT_MS = 30 * 60_000;

/** Called with the share done, 0 to 1, as a render goes. */
export type RenderProgress = (done: number) => void;

/**
 * A licensed image at a smaller size than its original: the whole picture scaled to fit, JPEG, unwatermarked, with
 * orientation applied and metadata (places, cameras) stripped. sharp streams from the file on disk.
 */
export async function renderLicensedImage(originalPath: string, size: { width: number; height: number }): Promise<Buffer> {
  return sharp(originalPath, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize(size.width, size.height, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 90, mozjpeg: true })
    .toBuffer();
}

/**
 * A licensed video at a smaller size: H.264/AAC MP4 with the index at the front, written by ffmpeg to outputPath.
 * ffmpeg reports how far into the clip it has encoded; with the clip's duration that is the share done.
 */
export async function renderLicensedVideo(
  originalPath: string,
  outputPath: string,
  size: { width: number; height: number },
  progress?: { durationMs: number | null; report: RenderProgress },
): Promise<void> {
  const args = [
    ['-v', 'error', '-nostdin', '-nostats', '-y', '-i', originalPath],
    ['-vf', `scale=${size.width}:${size.height}:flags=bicubic,setsar=1,format=yuv420p`],
    ['-map', '0:v:0', '-map', '0:a:0?', '-sn', '-dn', '-map_metadata', '-1'],
    ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-c:a', 'aac', '-b:a', '160k'],
    ['-movflags', '+faststart'],
    progress?.durationMs ? ['-progress', 'pipe:1'] : [],
    [outputPath],
  ].flat();
  const onStdout = progress?.durationMs ? progressReader(progress.durationMs, progress.report) : undefined;
  await runProcess(mediaBinaries().ffmpeg, args, { timeoutMs: VIDEO_TIMEOUT_MS, maxStdoutBytes: 0, ...(onStdout ? { onStdout } : {}) });
}

/** Reads ffmpeg's `-progress` lines (key=value, a block about every half second) for the encoded time. */
function progressReader(durationMs: number, report: RenderProgress): (chunk: Buffer) => void {
  let pending = '';
  return (chunk) => {
    const lines = (pending + chunk.toString('utf8')).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      // out_time_us is microseconds of output written; "N/A" before the first frame.
      const match = /^out_time_us=(\d+)$/.exec(line.trim());
      if (match) report(Math.min(1, Number(match[1]) / 1000 / durationMs));
    }
  };
}
