import { mediaBinaries } from './binaries';
import { sharp } from './configured-sharp';
import { MAX_IMAGE_PIXELS } from './media-limits';
import { runProcess } from './run-process';

const VIDEO_TIMEOUT_MS = 30 * 60_000;

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

/** A licensed video at a smaller size: H.264/AAC MP4 with the index at the front, written by ffmpeg to outputPath. */
export async function renderLicensedVideo(
  originalPath: string,
  outputPath: string,
  size: { width: number; height: number },
): Promise<void> {
  const args = [
    ['-v', 'error', '-nostdin', '-y', '-i', originalPath],
    ['-vf', `scale=${size.width}:${size.height}:flags=bicubic,setsar=1,format=yuv420p`],
    ['-map', '0:v:0', '-map', '0:a:0?', '-sn', '-dn', '-map_metadata', '-1'],
    ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-c:a', 'aac', '-b:a', '160k'],
    ['-movflags', '+faststart', outputPath],
  ].flat();
  await runProcess(mediaBinaries().ffmpeg, args, { timeoutMs: VIDEO_TIMEOUT_MS, maxStdoutBytes: 0 });
}
