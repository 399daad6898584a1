import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalStorage } from '../storage/local-storage';
import { UNWATERMARKED_MAX_LONG_EDGE } from './media-limits';
import { ffprobeJson, testVideo, useTempDir } from './media-test-inputs';
import { previewClipSize } from './preview-clip';
import { processVideo } from './process-video';

const dir = useTempDir('preview-clip');

describe('preview clip', () => {
  it('stops at 15 s and 640 px wide for a longer, larger video', async () => {
    // Still colour bars encode in a fraction of the time of a moving pattern; only length and size matter here.
    const original = await testVideo(path.join(dir.path, 'long.mp4'), { seconds: 20, source: 'smptebars' });
    const storage = new LocalStorage(path.join(dir.path, 'media'));
    const { derivatives, analysis } = await processVideo(
      { originalPath: original, mediaId: 'long', watermarkText: 'StockMedia', unwatermarkedLongEdge: UNWATERMARKED_MAX_LONG_EDGE },
      storage,
    );
    expect(analysis.durationMs).toBeGreaterThanOrEqual(19_900);
    const clip = derivatives.find((d) => d.kind === 'preview-clip');
    const probe = await ffprobeJson(await storage.localPath(clip?.key as string));
    const video = probe.streams.find((s) => s.codec_type === 'video');
    expect(video).toMatchObject({ codec_name: 'h264', width: 640, height: 360 });
    expect(probe.streams).toHaveLength(1);
    expect(Number(probe.format.duration)).toBeGreaterThan(14.5);
    expect(Number(probe.format.duration)).toBeLessThanOrEqual(15.05);
  });

  it.each([
    [
      { width: 1920, height: 1080 },
      { width: 640, height: 360 },
    ],
    [
      { width: 1080, height: 1920 },
      { width: 640, height: 1138 },
    ],
    [
      { width: 480, height: 270 },
      { width: 480, height: 270 },
    ],
    [
      { width: 639, height: 481 },
      { width: 638, height: 480 },
    ],
    [
      { width: 4096, height: 1716 },
      { width: 640, height: 268 },
    ],
  ])('sizes a %j video to %j: never wider than 640, even sides, same shape', (video, expected) => {
    expect(previewClipSize(video)).toEqual(expected);
  });
});
