import { buildKeywords, capitalise, orientationKeywords } from '../metadata';
import { createRng, type Rng } from '../prng';
import { dimensionsFor, r1, svgDocument, svgToJpeg } from '../raster';
import type { DemoImageItem, ImageScene, SceneInput } from '../types';

const PALETTES = [
  { name: 'warm orange', bg: '#fbe8d3', leaves: ['#e85d04', '#f48c06', '#dc2f02', '#ffba08'], words: ['orange', 'warm'] },
  { name: 'deep red', bg: '#f6e2dc', leaves: ['#9d0208', '#d00000', '#6a040f', '#e85d04'], words: ['red', 'burgundy'] },
  { name: 'golden yellow', bg: '#fff8e1', leaves: ['#ffb703', '#fb8500', '#e9c46a', '#bc6c25'], words: ['yellow', 'gold'] },
  { name: 'rustic brown', bg: '#efe6dd', leaves: ['#7f4f24', '#936639', '#a68a64', '#b6ad90'], words: ['brown', 'rustic'] },
  { name: 'dark moody', bg: '#2b2118', leaves: ['#bc4749', '#f2a541', '#a44a3f', '#d08c60'], words: ['dark background', 'moody'] },
];

const LAYOUTS = [
  { name: 'Falling autumn leaves', words: ['falling leaves', 'wind', 'october'] },
  { name: 'Autumn leaves frame', words: ['frame', 'border', 'copy space'] },
  { name: 'Autumn leaf pattern', words: ['pattern', 'seamless look', 'wrapping paper'] },
];

function create({ seed, orientation, variant, longEdge }: SceneInput): DemoImageItem {
  const rng = createRng(seed);
  const palette = PALETTES[variant % PALETTES.length] as (typeof PALETTES)[number];
  const layoutIndex = (variant + Math.floor(variant / PALETTES.length)) % LAYOUTS.length;
  const layout = LAYOUTS[layoutIndex] as (typeof LAYOUTS)[number];
  const { width: W, height: H } = dimensionsFor(orientation, longEdge);
  const title = `${layout.name} in ${palette.name} ${rng.pick(['tones', 'colours', 'shades'])}`;
  const description = `${capitalise(layout.name.toLowerCase())} in ${palette.name} tones: maple and oak leaves for fall campaigns, Thanksgiving and harvest designs.`;
  const keywords = buildKeywords(
    [
      ...layout.words,
      'autumn',
      'fall',
      'leaves',
      'autumn leaves',
      'maple leaf',
      'oak leaf',
      'seasonal',
      'thanksgiving',
      'harvest',
      'november',
      'september',
      ...palette.words,
      'nature',
      'illustration',
      'nobody',
      ...orientationKeywords(W, H),
    ],
    ['foliage', 'season', 'background', 'botanical', 'cozy', 'decoration', 'card'],
  );
  return {
    kind: 'IMAGE',
    title,
    description,
    keywords,
    category: { parent: 'Holidays & Seasons', child: 'Autumn' },
    width: W,
    height: H,
    generator: 'autumn',
    seed,
    render: () => svgToJpeg(draw(createRng(seed).fork('draw'), palette, layoutIndex, W, H)),
  };
}

/** A leaf of unit length pointing up, as a path: a maple's five lobes or an oak's rounded sides. */
function leafPath(maple: boolean): string {
  if (maple) {
    return 'M0 -1 L0.15 -0.55 L0.55 -0.7 L0.4 -0.3 L0.85 -0.2 L0.45 0.1 L0.55 0.4 L0.1 0.25 L0.03 0.6 L0.03 1 L-0.03 1 L-0.03 0.6 L-0.1 0.25 L-0.55 0.4 L-0.45 0.1 L-0.85 -0.2 L-0.4 -0.3 L-0.55 -0.7 L-0.15 -0.55 Z';
  }
  return 'M0 -1 C0.3 -0.8 0.2 -0.6 0.35 -0.45 C0.5 -0.3 0.25 -0.15 0.35 0 C0.45 0.2 0.2 0.35 0.1 0.55 L0.03 1 L-0.03 1 L-0.1 0.55 C-0.2 0.35 -0.45 0.2 -0.35 0 C-0.25 -0.15 -0.5 -0.3 -0.35 -0.45 C-0.2 -0.6 -0.3 -0.8 0 -1 Z';
}

function draw(rng: Rng, palette: (typeof PALETTES)[number], layout: number, W: number, H: number): string {
  const unit = Math.min(W, H);
  const body = [`<rect width="${W}" height="${H}" fill="${palette.bg}"/>`];
  const leaf = (x: number, y: number, size: number) => {
    const maple = rng.chance(0.55);
    return `<path d="${leafPath(maple)}" fill="${rng.pick(palette.leaves)}" transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(rng.range(0, 360))}) scale(${r1(size)})"/>`;
  };
  if (layout === 2) {
    const step = unit * 0.14;
    for (let y = step / 2; y < H + step; y += step) {
      for (let x = step / 2; x < W + step; x += step)
        body.push(leaf(x + rng.range(-0.2, 0.2) * step, y + rng.range(-0.2, 0.2) * step, step * 0.38));
    }
  } else if (layout === 1) {
    for (let i = 0; i < 90; i++) {
      const edge = rng.int(0, 3);
      const t = rng.range(0, 1);
      const inset = rng.range(0, unit * 0.14);
      const x = edge === 0 ? inset : edge === 1 ? W - inset : t * W;
      const y = edge === 2 ? inset : edge === 3 ? H - inset : t * H;
      body.push(leaf(x, y, unit * rng.range(0.04, 0.08)));
    }
  } else {
    for (let i = 0; i < 60; i++) body.push(leaf(rng.range(0, W), rng.range(0, H), unit * rng.range(0.025, 0.07)));
  }
  return svgDocument(W, H, '', body.join(''));
}

export const autumnScene: ImageScene = {
  name: 'autumn',
  category: { parent: 'Holidays & Seasons', child: 'Autumn' },
  create,
};
