import { autumnScene } from './images/autumn';
import { bokehScene } from './images/bokeh';
import { businessScene } from './images/business';
import { christmasScene } from './images/christmas';
import { cityScene } from './images/city';
import { familiesScene } from './images/families';
import { foodScene } from './images/food';
import { fractalsScene } from './images/fractals';
import { geometricScene } from './images/geometric';
import { gradientsScene } from './images/gradients';
import { iconsScene } from './images/icons';
import { mountainsScene } from './images/mountains';
import { nightSkyScene } from './images/night-sky';
import { seasScene } from './images/seas';
import { sunsetsScene } from './images/sunsets';
import { texturesScene } from './images/textures';
import { createRng, hashSeed } from './prng';
import type { DemoCatalogueItem, DemoImageItem, DemoVideoItem, ImageScene, Orientation, VideoScene, VideoSize } from './types';
import { animatedGradientVideo } from './videos/animated-gradient';
import { cellularVideo } from './videos/cellular';
import { fractalZoomVideo } from './videos/fractal-zoom';
import { particlesVideo } from './videos/particles';

/** One scene per image category, in the order the planner deals them out. */
export const IMAGE_SCENES: readonly ImageScene[] = [
  familiesScene,
  mountainsScene,
  businessScene,
  cityScene,
  gradientsScene,
  foodScene,
  sunsetsScene,
  christmasScene,
  geometricScene,
  seasScene,
  autumnScene,
  texturesScene,
  iconsScene,
  nightSkyScene,
  fractalsScene,
  bokehScene,
];

export const VIDEO_SCENES: readonly VideoScene[] = [fractalZoomVideo, cellularVideo, animatedGradientVideo, particlesVideo];

/** Mostly horizontal (3:2, then 16:9), some vertical and square, a few panoramas. */
const ORIENTATIONS: readonly (readonly [Orientation, number])[] = [
  ['landscape', 40],
  ['wide', 25],
  ['portrait', 15],
  ['square', 10],
  ['panorama', 10],
];

export interface DemoCatalogueOptions {
  images: number;
  videos: number;
  /** The same seed always plans the same catalogue, with the same pictures. */
  seed: number;
}

const ATTEMPTS = 40;

const FULL_HD: VideoSize = { width: 1920, height: 1080 };
const UHD_4K: VideoSize = { width: 3840, height: 2160 };

/**
 * Every sixth clip is 4K, so that the plans' 4K promise has files to keep it; the rest are Full HD. A catalogue of
 * fewer than six clips (the journeys' and tests') has no 4K one: each costs as much to make as several Full HD clips.
 */
export function videoSizeOf(index: number): VideoSize {
  return index % 6 === 5 ? UHD_4K : FULL_HD;
}

function dealOut<S extends { name: string }, T extends { title: string }>(
  scenes: readonly S[],
  count: number,
  seed: number,
  titles: Set<string>,
  make: (scene: S, index: number, itemSeed: number, variant: number) => T,
): T[] {
  const items: T[] = [];
  const perScene = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const scene = scenes[i % scenes.length] as S;
    const k = perScene.get(scene.name) ?? 0;
    perScene.set(scene.name, k + 1);
    // Each scene starts its cycle of palettes and styles at a seed-dependent point, then walks through all of them.
    const start = hashSeed(seed, scene.name) % 101;
    let chosen: T | undefined;
    for (let attempt = 0; attempt < ATTEMPTS && !chosen; attempt++) {
      const candidate = make(scene, i, hashSeed(seed, scene.name, k, attempt), start + k + Math.floor(attempt / 8));
      if (!titles.has(candidate.title)) chosen = candidate;
    }
    if (!chosen) throw new Error(`could not find a unique title for ${scene.name} item ${k}`);
    titles.add(chosen.title);
    items.push(chosen);
  }
  return items;
}

/**
 * Plans a demo catalogue: `images` pictures dealt evenly across the image scenes (sixteen themes), each walking through its
 * palettes (so that colour filters have something to find), in a mix of orientations; then `videos` clips dealt
 * evenly across the four motion categories, in Full HD and some in 4K. Titles are unique across the whole plan. Nothing is rendered here:
 * call each item's render().
 */
export function planDemoCatalogue(options: DemoCatalogueOptions): DemoCatalogueItem[] {
  const { images, videos, seed } = options;
  const titles = new Set<string>();
  const orientationRng = createRng(hashSeed(seed, 'orientation'));
  const orientations = Array.from({ length: images }, () => orientationRng.weighted(ORIENTATIONS));
  const imageItems: DemoImageItem[] = dealOut(IMAGE_SCENES, images, seed, titles, (scene, index, itemSeed, variant) =>
    scene.create({ seed: itemSeed, orientation: orientations[index] ?? 'landscape', variant }),
  );
  const videoItems: DemoVideoItem[] = dealOut(VIDEO_SCENES, videos, hashSeed(seed, 'video'), titles, (scene, index, itemSeed, variant) =>
    scene.create({ seed: itemSeed, variant, size: videoSizeOf(index) }),
  );
  return [...imageItems, ...videoItems];
}
