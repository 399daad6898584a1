import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mediaBinaries } from './binaries';
import { sharp } from './configured-sharp';
import { MediaRejectedError } from './media-rejected-error';
import { rotatedCopy, testVideo, useTempDir } from './media-test-inputs';
import { probeVideo } from './probe-video';
import { runProcess } from './run-process';

const dir = useTempDir('probe-video');
const at = (name: string) => path.join(dir.path, name);

async function rejection(target: string): Promise<MediaRejectedError> {
  const error = await probeVideo(target).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MediaRejectedError);
  return error as MediaRejectedError;
}

describe('probeVideo', () => {
  it('reads container, codec, size, length and frame rate of an MP4', async () => {
    const file = await testVideo(at('clip.mp4'), { seconds: 2, size: '640x360', rate: 30 });
    const probed = await probeVideo(file);
    expect(probed).toMatchObject({ container: 'mp4', codec: 'h264', width: 640, height: 360, fps: 30 });
    expect(probed.durationMs).toBeGreaterThanOrEqual(1950);
    expect(probed.durationMs).toBeLessThanOrEqual(2100);
    expect(probed.bytes).toBeGreaterThan(10_000);
  });

  it('tells a QuickTime MOV from an MP4 by its content, even when it is named .mp4', async () => {
    const file = await testVideo(at('camera.mp4'), {
      seconds: 1,
      size: '320x240',
      output: ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-f', 'mov'],
    });
    expect(await probeVideo(file)).toMatchObject({ container: 'mov', codec: 'h264', width: 320, height: 240 });
  });

  it('reports a phone video recorded with a quarter turn in its upright size', async () => {
    const landscape = await testVideo(at('sensor.mp4'), { seconds: 1, size: '320x240' });
    expect(await probeVideo(landscape)).toMatchObject({ width: 320, height: 240 });
    expect(await probeVideo(await rotatedCopy(landscape, at('phone.mp4')))).toMatchObject({ width: 240, height: 320 });
  });

  it('refuses a text file named .mp4', async () => {
    await writeFile(at('notes.mp4'), 'Not a video at all.\n'.repeat(50));
    expect((await rejection(at('notes.mp4'))).message).toBe('This file is not a video we can read. Please upload an MP4 or MOV file.');
  });

  it('refuses an empty file', async () => {
    await writeFile(at('empty.mp4'), Buffer.alloc(0));
    expect((await rejection(at('empty.mp4'))).message).toBe('The file is empty.');
  });

  it('refuses a photo named .mp4', async () => {
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } })
      .jpeg()
      .toFile(at('photo.mp4'));
    expect((await rejection(at('photo.mp4'))).message).toBe('This file is not a video we can read. Please upload an MP4 or MOV file.');
  });

  it('refuses an MP4 holding only sound', async () => {
    await runProcess(
      mediaBinaries().ffmpeg,
      ['-v', 'error', '-nostdin', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-c:a', 'aac', at('song.mp4')],
      { timeoutMs: 30_000 },
    );
    expect((await rejection(at('song.mp4'))).message).toBe('This file has no video picture in it. Please upload an MP4 or MOV video.');
  });

  it('refuses a codec we do not accept, naming it', async () => {
    const file = await testVideo(at('old.mp4'), { seconds: 1, size: '320x240', output: ['-c:v', 'mpeg4'] });
    expect((await rejection(file)).message).toBe('This video is encoded as MPEG4. Please upload H.264, HEVC or ProRes video.');
  });
});
