/**
 * Measures the image pipeline against the budget in DESIGN.md §10 (all derivatives of a 24 MP JPEG in <= 0.5 s of
 * CPU, <= 300 MB peak memory). Not a test: timings on a shared machine are too noisy to assert.
 *   npx tsx apps/api/src/media/measure-image-pipeline.ts [path-to-jpeg]
 * Without a path it generates a 6000×4000 photo-like JPEG (gradient, shapes and sensor-like noise) in a child process,
 * so that generating it does not count towards this process's peak memory.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LocalStorage } from '../storage/local-storage';
import { sharp } from './configured-sharp';
import { UNWATERMARKED_MAX_LONG_EDGE } from './media-limits';
import { probeImage } from './probe-image';
import { processImage } from './process-image';

async function generatePhoto(file: string): Promise<void> {
  const width = 6000;
  const height = 4000;
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      '<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a5f"/><stop offset="1" stop-color="#f4a261"/></linearGradient></defs>' +
      '<rect width="100%" height="100%" fill="url(#sky)"/><circle cx="2000" cy="1500" r="900" fill="#e63946"/>' +
      '<rect x="3500" y="2000" width="1800" height="1400" fill="#2a9d8f"/></svg>',
  );
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 24 } },
  })
    .raw()
    .toBuffer();
  await sharp(scene)
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toFile(file);
}

async function measure(label: string, original: string, storage: LocalStorage, mediaId: string): Promise<void> {
  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  const result = await processImage(
    { originalPath: original, mediaId, watermarkText: 'StockMedia', unwatermarkedLongEdge: UNWATERMARKED_MAX_LONG_EDGE },
    storage,
  );
  const cpu = process.cpuUsage(cpuBefore);
  const wallSeconds = (performance.now() - wallBefore) / 1000;
  console.log(
    `${label}: cpu_seconds ${((cpu.user + cpu.system) / 1e6).toFixed(3)} (user ${(cpu.user / 1e6).toFixed(3)}, ` +
      `system ${(cpu.system / 1e6).toFixed(3)}), wall_seconds ${wallSeconds.toFixed(3)}, ${result.derivatives.length} files`,
  );
}

if (process.argv[2] === '--generate') {
  await generatePhoto(process.argv[3] as string);
} else {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'measure-image-pipeline-'));
  try {
    let original = process.argv[2];
    if (!original) {
      original = path.join(workDir, 'photo-6000x4000.jpg');
      execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--generate', original], { stdio: 'inherit' });
    }
    const { width, height } = await sharp(original).metadata();
    console.log(`input ${original}: ${width}x${height}, ${((await stat(original)).size / 1e6).toFixed(1)} MB`);
    const storage = new LocalStorage(path.join(workDir, 'media'));
    console.log(`rss_before_processing_mb ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} (node, tsx and sharp loaded)`);
    const probeCpu = process.cpuUsage();
    await probeImage(original);
    const probed = process.cpuUsage(probeCpu);
    console.log(`probeImage: cpu_seconds ${((probed.user + probed.system) / 1e6).toFixed(3)} (runs before, not part of the derivatives)`);
    // The first run in a process also loads the watermark font and warms libvips and V8; a worker pays that once.
    await measure('first run (cold process)', original, storage, 'measure-1');
    await measure('second run (warm worker)', original, storage, 'measure-2');
    await measure('third run (warm worker)', original, storage, 'measure-3');
    // maxRSS is the process's peak resident set in KiB since it started.
    console.log(`peak_rss_mb ${(process.resourceUsage().maxRSS / 1024).toFixed(0)}`);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
