import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { mediaBinaries, useMediaBinaries } from './binaries';

describe('mediaBinaries', () => {
  afterEach(() => useMediaBinaries({}));

  it('runs the programs the config chose, and finds the other one itself', () => {
    useMediaBinaries({ ffmpeg: process.execPath, ffprobe: undefined });
    const { ffmpeg, ffprobe } = mediaBinaries();
    expect(ffmpeg).toBe(process.execPath);
    expect(ffprobe).not.toBe(process.execPath);
    expect(existsSync(ffprobe)).toBe(true);
  });

  it('finds both itself when nothing was chosen', () => {
    const { ffmpeg, ffprobe } = mediaBinaries();
    expect([ffmpeg, ffprobe].map((file) => existsSync(file))).toEqual([true, true]);
    expect(ffmpeg).not.toBe(ffprobe);
  });
});
