import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaBinaries } from '../../media/binaries';
import { IMAGE_SCENES, planDemoCatalogue, VIDEO_SCENES } from './catalogue-plan';
import { autumnScene } from './images/autumn';
import { businessScene } from './images/business';
import { christmasScene } from './images/christmas';
import { cityScene } from './images/city';
import { familiesScene } from './images/families';
import { foodScene } from './images/food';
import { fractalsScene } from './images/fractals';
import { iconsScene } from './images/icons';
import { mountainsScene } from './images/mountains';
import { texturesScene } from './images/textures';
import { createRng, mulberry32 } from './prng';
import { type DemoCatalogueItem, IMAGE_CATEGORIES, VIDEO_CATEGORIES } from './types';
import { particlesVideo } from './videos/particles';

const run = promisify(execFile);

function metadataOf(item: DemoCatalogueItem) {
  const { render: _render, ...rest } = item;
  return rest;
}

describe('seeded PRNG', () => {
  it('repeats a sequence for a seed and differs between seeds', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const sa = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(sa);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(sa);
    const rng = createRng(7);
    for (let i = 0; i < 1000; i++) {
      const v = rng.int(3, 5);
      expect(v).toBeGreaterThanOrEqual(3);
      expect(v).toBeLessThanOrEqual(5);
    }
  });
});

describe('demo catalogue plan', () => {
  const plan = planDemoCatalogue({ images: 240, videos: 30, seed: 1 });

  it('plans the requested mix, balanced across categories', () => {
    const images = plan.filter((i) => i.kind === 'IMAGE');
    const videos = plan.filter((i) => i.kind === 'VIDEO');
    expect(images).toHaveLength(240);
    expect(videos).toHaveLength(30);
    const perChild = new Map<string, number>();
    for (const item of images) perChild.set(item.category.child, (perChild.get(item.category.child) ?? 0) + 1);
    expect(perChild.size).toBe(16);
    for (const n of perChild.values()) expect(n).toBeGreaterThanOrEqual(15);
    for (const item of images) expect(item.width * item.height).toBeGreaterThanOrEqual(6_000_000);
    expect(new Set(videos.map((v) => v.category.child)).size).toBe(4);
    const ratios = images.map((i) => i.width / i.height);
    expect(ratios.filter((r) => r > 1.1).length).toBeGreaterThan(images.length / 2);
    expect(ratios.some((r) => r < 0.9)).toBe(true);
    expect(ratios.some((r) => r === 1)).toBe(true);
    expect(ratios.some((r) => r >= 2)).toBe(true);
  });

  it('gives every item a unique title, a one-sentence description, 20-40 keywords and a known category', () => {
    const categories: Record<string, readonly string[]> = { ...IMAGE_CATEGORIES, ...VIDEO_CATEGORIES };
    const titles = new Set<string>();
    for (const item of plan) {
      expect(item.title.length).toBeGreaterThan(10);
      expect(item.title).not.toMatch(/\d+$/);
      expect(item.title).toMatch(/^[A-Z0-9]/);
      titles.add(item.title);
      expect(item.description).toMatch(/^[A-Z].*\.$/);
      expect(item.description.slice(0, -1)).not.toMatch(/\.\s/);
      expect(item.keywords.length).toBeGreaterThanOrEqual(20);
      expect(item.keywords.length).toBeLessThanOrEqual(40);
      expect(new Set(item.keywords).size).toBe(item.keywords.length);
      for (const k of item.keywords) expect(k).toBe(k.toLowerCase().trim());
      expect(categories[item.category.parent]).toContain(item.category.child);
    }
    expect(titles.size).toBe(plan.length);
  });

  it('is the same for the same seed and different for another', () => {
    const again = planDemoCatalogue({ images: 240, videos: 30, seed: 1 });
    expect(again.map(metadataOf)).toEqual(plan.map(metadataOf));
    const other = planDemoCatalogue({ images: 240, videos: 30, seed: 2 });
    expect(other.map((i) => i.title)).not.toEqual(plan.map((i) => i.title));
  });

  it('offers Full HD videos of 6 to 10 seconds and short 4K ones', () => {
    const videos = plan.filter((item) => item.kind === 'VIDEO');
    for (const item of videos) {
      expect([25, 30]).toContain(item.fps);
      if (item.width === 3840) {
        expect(item.height).toBe(2160);
        expect(item.durationSeconds).toBe(3);
      } else {
        expect([item.width, item.height]).toEqual([1920, 1080]);
        expect(item.durationSeconds).toBeGreaterThanOrEqual(6);
        expect(item.durationSeconds).toBeLessThanOrEqual(10);
      }
    }
    expect(videos.filter((item) => item.width === 3840)).toHaveLength(5);
  });

  it('says truthfully who is in each picture: people and ages only where figures are drawn', () => {
    const withPeople = plan.filter((item) => item.kind === 'IMAGE' && item.people);
    expect(new Set(withPeople.map((item) => item.generator))).toEqual(new Set(['families', 'business']));
    const ages = new Set(withPeople.flatMap((item) => (item.kind === 'IMAGE' ? (item.people?.ageGroups ?? []) : [])));
    expect([...ages].sort()).toEqual(['adult', 'child', 'senior', 'teen', 'young_adult']);
    for (const item of withPeople) {
      expect(item.kind === 'IMAGE' && item.people && item.people.count >= 2).toBe(true);
      expect(item.keywords).toContain('people');
    }
    // Not even "no people": a search for people would find every empty skyline.
    for (const item of plan) {
      if (!(item.kind === 'IMAGE' && item.people))
        expect(
          item.keywords.filter((k) => /\bpeople\b/.test(k)),
          item.title,
        ).toEqual([]);
    }
  });

  it('has files for the searches a newcomer tries first', () => {
    for (const word of ['people', 'business', 'family', 'city', 'food', 'christmas', 'office', 'texture']) {
      expect(
        plan.some((item) => item.keywords.includes(word)),
        word,
      ).toBe(true);
    }
  });

  it('covers every scene', () => {
    expect(new Set(plan.map((i) => i.generator))).toEqual(new Set([...IMAGE_SCENES, ...VIDEO_SCENES].map((s) => s.name)));
  });
});

describe('image scenes', () => {
  it('render byte-identical JPEGs and metadata for the same seed, and different ones for another seed', async () => {
    for (const scene of [mountainsScene, texturesScene, familiesScene]) {
      const a = scene.create({ seed: 11, orientation: 'landscape', variant: 2 });
      const b = scene.create({ seed: 11, orientation: 'landscape', variant: 2 });
      const c = scene.create({ seed: 12, orientation: 'landscape', variant: 2 });
      expect(metadataOf(b)).toEqual(metadataOf(a));
      const [ja, jb, jc] = await Promise.all([a.render(), b.render(), c.render()]);
      expect(jb.equals(ja)).toBe(true);
      expect(jc.equals(ja)).toBe(false);
    }
  });

  it('decode to the promised size as JPEG', async () => {
    const items = [
      mountainsScene.create({ seed: 3, orientation: 'portrait', variant: 0 }),
      fractalsScene.create({ seed: 4, orientation: 'panorama', variant: 6 }),
      ...[businessScene, cityScene, foodScene, christmasScene, autumnScene, iconsScene].map((scene, i) =>
        scene.create({ seed: 20 + i, orientation: 'square', variant: i }),
      ),
    ];
    for (const item of items) {
      const meta = await sharp(await item.render()).metadata();
      expect(meta.format).toBe('jpeg');
      expect([meta.width, meta.height]).toEqual([item.width, item.height]);
    }
  });

  it('draw a mountain scene that is not a flat colour', async () => {
    const item = mountainsScene.create({ seed: 5, orientation: 'wide', variant: 3 });
    const stats = await sharp(await item.render()).stats();
    const deviation = Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev));
    expect(deviation).toBeGreaterThan(20);
  });
});

describe('video scenes', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'demo-video-test-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('render an H.264 MP4 of the promised size and duration', async () => {
    const item = particlesVideo.create({ seed: 9, variant: 1, size: { width: 1920, height: 1080 } });
    const output = path.join(dir, 'clip.mp4');
    await item.render(output);
    const { stdout } = await run(mediaBinaries().ffprobe, [
      '-v',
      'error',
      '-print_format',
      'json',
      '-show_streams',
      '-show_format',
      output,
    ]);
    const probe = JSON.parse(stdout) as {
      streams: { codec_type: string; codec_name: string; width: number; height: number; pix_fmt: string }[];
      format: { duration: string };
    };
    expect(probe.streams).toHaveLength(1);
    const [video] = probe.streams;
    expect(video).toMatchObject({ codec_type: 'video', codec_name: 'h264', width: 1920, height: 1080, pix_fmt: 'yuv420p' });
    expect(Math.abs(Number(probe.format.duration) - item.durationSeconds)).toBeLessThanOrEqual(0.5);
  });
});
