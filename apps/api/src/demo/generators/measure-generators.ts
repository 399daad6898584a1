/**
 * Renders N images and N videos from the demo plan into a temp dir, as many at a time as first start does, and prints
 * the average and maximum wall time per kind and per generator, and the total.
 *
 *   npx tsx apps/api/src/demo/generators/measure-generators.ts [images=24] [videos=images/4] [--keep]
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { planDemoCatalogue } from './catalogue-plan';
import { DEMO_CONCURRENCY as CONCURRENCY } from './concurrency';
import type { DemoCatalogueItem } from './types';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const keep = process.argv.includes('--keep');
const imageCount = Number(args[0] ?? 24);
const videoCount = Number(args[1] ?? Math.max(1, Math.round(imageCount / 4)));

interface Timing {
  item: DemoCatalogueItem;
  ms: number;
}

async function pool<T>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index] as T, index);
    }
  });
  await Promise.all(runners);
}

function summarise(label: string, timings: readonly Timing[]): void {
  if (timings.length === 0) return;
  const total = timings.reduce((sum, t) => sum + t.ms, 0);
  const max = timings.reduce((m, t) => (t.ms > m.ms ? t : m));
  console.log(
    `${label}: n=${timings.length} avg=${(total / timings.length).toFixed(0)} ms max=${max.ms.toFixed(0)} ms (${max.item.generator}: "${max.item.title}")`,
  );
  const byGenerator = new Map<string, number[]>();
  for (const t of timings) byGenerator.set(t.item.generator, [...(byGenerator.get(t.item.generator) ?? []), t.ms]);
  for (const [generator, list] of [...byGenerator].sort()) {
    const avg = list.reduce((a, b) => a + b, 0) / list.length;
    console.log(
      `  ${generator.padEnd(18)} n=${String(list.length).padStart(3)} avg=${avg.toFixed(0).padStart(5)} ms max=${Math.max(...list)
        .toFixed(0)
        .padStart(5)} ms`,
    );
  }
}

/**
 * CPU seconds used so far by this process (JS and libvips threads) and by its finished children (ffmpeg), from
 * /proc/self/stat on Linux: on a shared machine, wall times rise with other load but these do not.
 */
function cpuSeconds(): { own: number; children: number } {
  const own = process.cpuUsage();
  let children = 0;
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    children = (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    children = Number.NaN;
  }
  return { own: (own.user + own.system) / 1e6, children };
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'demo-generators-'));
const planStart = performance.now();
const plan = planDemoCatalogue({ images: imageCount, videos: videoCount, seed: 20_251_121 });
console.log(
  `planned ${plan.length} items in ${(performance.now() - planStart).toFixed(0)} ms; rendering into ${dir}, ${CONCURRENCY} at a time`,
);
const images: Timing[] = [];
const videos: Timing[] = [];
const started = performance.now();
const cpuAtStart = cpuSeconds();
const imagePhase = performance.now();
await pool(
  plan.filter((i) => i.kind === 'IMAGE'),
  CONCURRENCY,
  async (item, index) => {
    if (item.kind !== 'IMAGE') return;
    const t = performance.now();
    const jpeg = await item.render();
    images.push({ item, ms: performance.now() - t });
    await writeFile(path.join(dir, `image-${String(index).padStart(3, '0')}-${item.generator}.jpg`), jpeg);
  },
);
const imageWall = performance.now() - imagePhase;
const cpuAfterImages = cpuSeconds();
const videoPhase = performance.now();
await pool(
  plan.filter((i) => i.kind === 'VIDEO'),
  CONCURRENCY,
  async (item, index) => {
    if (item.kind !== 'VIDEO') return;
    const t = performance.now();
    await item.render(path.join(dir, `video-${String(index).padStart(3, '0')}-${item.generator}.mp4`));
    videos.push({ item, ms: performance.now() - t });
  },
);
const videoWall = performance.now() - videoPhase;
const cpuAtEnd = cpuSeconds();
summarise('images', images);
summarise('videos', videos);
console.log(
  `wall time: images ${(imageWall / 1000).toFixed(1)} s, videos ${(videoWall / 1000).toFixed(1)} s, total ${((performance.now() - started) / 1000).toFixed(1)} s; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const imageCpu = cpuAfterImages.own - cpuAtStart.own + (cpuAfterImages.children - cpuAtStart.children);
const videoCpu = cpuAtEnd.own - cpuAfterImages.own + (cpuAtEnd.children - cpuAfterImages.children);
console.log(
  `cpu time: images ${imageCpu.toFixed(1)} s (${((imageCpu / Math.max(1, images.length)) * 1000).toFixed(0)} ms each), videos ${videoCpu.toFixed(1)} s (${(videoCpu / Math.max(1, videos.length)).toFixed(2)} s each); on an idle ${os.availableParallelism()}-core machine the total would take about ${((imageCpu + videoCpu) / os.availableParallelism()).toFixed(0)} s`,
);
if (keep) console.log(`kept ${dir}`);
else await rm(dir, { recursive: true, force: true });
