/** Inputs for the media tests, generated on the spot so that no binary fixture lives in the repository. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { mediaBinaries } from './binaries';
import { sharp } from './configured-sharp';
import { runProcess } from './run-process';

/** A temporary folder for the test file, removed afterwards. */
export function useTempDir(prefix: string): { readonly path: string } {
  const dir = { path: '' };
  beforeAll(async () => {
    dir.path = await mkdtemp(path.join(os.tmpdir(), `${prefix}-`));
  });
  afterAll(async () => {
    await rm(dir.path, { recursive: true, force: true });
  });
  return dir;
}

/**
 * A picture with real structure (a diagonal gradient, a disc, a block and a band), so that hashes, colours and
 * watermark comparisons have something to see. `variant: 'other'` is a different composition in other colours.
 */
export function scene(width: number, height: number, variant: 'main' | 'other' = 'main'): ReturnType<typeof sharp> {
  // Drawn at most 1000 px wide and then enlarged: rendering SVG at 24 MP would cost the suite seconds.
  const drawScale = Math.min(1, 1000 / Math.max(width, height));
  const w = Math.round(width * drawScale);
  const h = Math.round(height * drawScale);
  const markup =
    variant === 'main'
      ? `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a5f"/><stop offset="1" stop-color="#f4a261"/></linearGradient></defs>` +
        `<rect width="100%" height="100%" fill="url(#g)"/>` +
        `<circle cx="${w * 0.3}" cy="${h * 0.4}" r="${Math.min(w, h) * 0.25}" fill="#e63946"/>` +
        `<rect x="${w * 0.6}" y="${h * 0.55}" width="${w * 0.3}" height="${h * 0.35}" fill="#2a9d8f"/>` +
        `<rect x="0" y="${h * 0.85}" width="${w}" height="${h * 0.05}" fill="#f1faee"/>`
      : `<rect width="100%" height="100%" fill="#264653"/>` +
        Array.from(
          { length: 6 },
          (_, i) => `<rect x="${(i * w) / 6}" y="0" width="${w / 12}" height="${h}" fill="${i % 2 ? '#e9c46a' : '#8ab17d'}"/>`,
        ).join('') +
        `<circle cx="${w * 0.75}" cy="${h * 0.7}" r="${Math.min(w, h) * 0.2}" fill="#ffffff"/>`;
  const drawn = sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${markup}</svg>`));
  return drawScale < 1 ? drawn.resize(width, height, { fit: 'fill' }) : drawn;
}

/**
 * A video from one of ffmpeg's test sources: by default testsrc2, a moving pattern with a running clock. Encoded at
 * low quality (crf 36), which makes generating it about three times cheaper and changes nothing the tests look at.
 */
export async function testVideo(
  file: string,
  { seconds, size = '1280x720', rate = 25, source = 'testsrc2', output }: VideoOptions,
): Promise<string> {
  const encoding = output ?? ['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '36', '-pix_fmt', 'yuv420p'];
  const args = ['-v', 'error', '-nostdin', '-y', '-f', 'lavfi', '-i', `${source}=size=${size}:rate=${rate}`, '-t', String(seconds)];
  await runProcess(mediaBinaries().ffmpeg, [...args, ...encoding, file], { timeoutMs: 60_000 });
  return file;
}

/** The same video as a phone would store it when held upright: landscape pixels plus a quarter-turn display matrix. */
export async function rotatedCopy(source: string, file: string): Promise<string> {
  // Only a stream copy keeps the rotation: when encoding, this ffmpeg drops the tag.
  await runProcess(
    mediaBinaries().ffmpeg,
    ['-v', 'error', '-nostdin', '-y', '-i', source, '-c', 'copy', '-metadata:s:v:0', 'rotate=90', file],
    {
      timeoutMs: 60_000,
    },
  );
  return file;
}

interface VideoOptions {
  seconds: number;
  size?: string;
  rate?: number;
  source?: 'testsrc2' | 'smptebars';
  output?: string[];
}

/** One decoded frame as raw RGB at the given size, to compare pictures pixel by pixel. */
export async function videoFrame(file: string, atSeconds: number, width: number, height: number): Promise<Buffer> {
  return runProcess(
    mediaBinaries().ffmpeg,
    [
      '-v',
      'error',
      '-nostdin',
      '-ss',
      String(atSeconds),
      '-i',
      file,
      '-frames:v',
      '1',
      '-vf',
      `scale=${width}:${height},format=rgb24`,
      '-f',
      'rawvideo',
      'pipe:1',
    ],
    { timeoutMs: 60_000 },
  );
}

export async function ffprobeJson(file: string): Promise<{
  streams: { codec_type: string; codec_name: string; width?: number; height?: number; pix_fmt?: string }[];
  format: { duration: string; format_name: string };
}> {
  const out = await runProcess(mediaBinaries().ffprobe, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], {
    timeoutMs: 30_000,
  });
  return JSON.parse(out.toString('utf8'));
}

/**
 * For each cell of a rows×columns grid, the share of pixels whose colour differs by more than `threshold` (largest
 * channel difference) between two RGB images of the same size.
 */
export function changedShareByCell(a: Buffer, b: Buffer, width: number, height: number, grid = 3, threshold = 40): number[] {
  const changed = new Array(grid * grid).fill(0);
  const total = new Array(grid * grid).fill(0);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const cell = Math.floor((y * grid) / height) * grid + Math.floor((x * grid) / width);
      const i = (y * width + x) * 3;
      const diff = Math.max(
        Math.abs((a[i] ?? 0) - (b[i] ?? 0)),
        Math.abs((a[i + 1] ?? 0) - (b[i + 1] ?? 0)),
        Math.abs((a[i + 2] ?? 0) - (b[i + 2] ?? 0)),
      );
      total[cell] += 1;
      if (diff > threshold) changed[cell] += 1;
    }
  }
  return changed.map((count, cell) => count / total[cell]);
}
