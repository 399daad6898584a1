import { buildKeywords, capitalise, orientationKeywords } from '../metadata';
import { createRng, type Rng } from '../prng';
import { dimensionsFor, r1, svgDocument, svgToJpeg } from '../raster';
import type { DemoImageItem, ImageScene, SceneInput } from '../types';

const PALETTES = [
  {
    name: 'classic red and green',
    bg: ['#7a0c12', '#b3151f'],
    tree: '#1b5e20',
    balls: ['#ffd54f', '#ffffff', '#e53935'],
    words: ['red', 'green', 'gold'],
  },
  {
    name: 'snowy blue',
    bg: ['#0d1b3e', '#29487d'],
    tree: '#2e7d5b',
    balls: ['#e3f2fd', '#90caf9', '#ffd54f'],
    words: ['blue', 'snow', 'silver'],
  },
  {
    name: 'gold and cream',
    bg: ['#f3e9d2', '#e6d3a7'],
    tree: '#2f5d50',
    balls: ['#c9a227', '#b23a48', '#ffffff'],
    words: ['gold', 'cream', 'elegant'],
  },
  {
    name: 'midnight green',
    bg: ['#06261d', '#0f4c3a'],
    tree: '#1e7a57',
    balls: ['#f94144', '#f9c74f', '#ffffff'],
    words: ['dark green', 'night', 'festive lights'],
  },
];

const MOTIFS = [
  { name: 'Christmas tree with gifts', words: ['christmas tree', 'gifts', 'presents', 'decorations'] },
  { name: 'Christmas card background with ornaments', words: ['christmas card', 'ornaments', 'baubles', 'greeting card'] },
  { name: 'Snowy Christmas night', words: ['snowfall', 'snowflakes', 'winter night', 'christmas eve'] },
];

function create({ seed, orientation, variant, longEdge }: SceneInput): DemoImageItem {
  const rng = createRng(seed);
  const palette = PALETTES[variant % PALETTES.length] as (typeof PALETTES)[number];
  const motif = MOTIFS[(variant + Math.floor(variant / PALETTES.length)) % MOTIFS.length] as (typeof MOTIFS)[number];
  const { width: W, height: H } = dimensionsFor(orientation, longEdge);
  const title = `${motif.name} in ${palette.name}${rng.chance(0.5) ? ', festive illustration' : ''}`;
  const description = `A festive ${palette.name} illustration: ${motif.name.toLowerCase()}, baubles and falling snow, with room for a seasonal greeting.`;
  const keywords = buildKeywords(
    [
      ...motif.words,
      'christmas',
      'xmas',
      'holiday',
      'winter holidays',
      'festive',
      'december',
      'new year',
      'celebration',
      'seasonal',
      'snow',
      ...palette.words,
      'illustration',
      'nobody',
      ...orientationKeywords(W, H),
    ],
    ['winter', 'season greetings', 'merry christmas', 'card', 'decoration', 'star', 'magic'],
  );
  return {
    kind: 'IMAGE',
    title: capitalise(title),
    description,
    keywords,
    category: { parent: 'Holidays & Seasons', child: 'Christmas & Winter Holidays' },
    width: W,
    height: H,
    generator: 'christmas',
    seed,
    render: () => svgToJpeg(draw(createRng(seed).fork('draw'), palette, W, H)),
  };
}

function tree(x: number, ground: number, h: number, colour: string, balls: string[], rng: Rng): string {
  const parts = [
    `<rect x="${r1(x - h * 0.04)}" y="${r1(ground - h * 0.12)}" width="${r1(h * 0.08)}" height="${r1(h * 0.12)}" fill="#5d4037"/>`,
  ];
  for (let k = 0; k < 3; k++) {
    const top = ground - h + k * h * 0.22;
    const bottom = top + h * 0.4;
    const w = h * (0.2 + k * 0.1);
    parts.push(`<path d="M${r1(x)} ${r1(top)} L${r1(x + w)} ${r1(bottom)} L${r1(x - w)} ${r1(bottom)} Z" fill="${colour}"/>`);
  }
  for (let i = 0; i < 14; i++) {
    const t = rng.range(0.15, 0.8);
    const y = ground - h + t * h;
    const x0 = x + rng.range(-1, 1) * t * h * 0.3;
    parts.push(`<circle cx="${r1(x0)}" cy="${r1(y)}" r="${r1(h * 0.022)}" fill="${rng.pick(balls)}"/>`);
  }
  const s = h * 0.06;
  parts.push(`<path d="${star(x, ground - h - s * 0.2, s)}" fill="#ffd54f"/>`);
  return parts.join('');
}

function star(cx: number, cy: number, r: number): string {
  return `${Array.from({ length: 10 }, (_, k) => {
    const a = -Math.PI / 2 + (Math.PI / 5) * k;
    const rr = k % 2 ? r * 0.45 : r;
    return `${k ? 'L' : 'M'}${r1(cx + Math.cos(a) * rr)} ${r1(cy + Math.sin(a) * rr)}`;
  }).join(' ')} Z`;
}

function draw(rng: Rng, palette: (typeof PALETTES)[number], W: number, H: number): string {
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.bg[0]}"/><stop offset="1" stop-color="${palette.bg[1]}"/></linearGradient>`;
  const ground = H * 0.85;
  const body = [`<rect width="${W}" height="${H}" fill="url(#bg)"/>`];
  body.push(`<ellipse cx="${r1(W / 2)}" cy="${r1(H * 1.02)}" rx="${r1(W * 0.8)}" ry="${r1(H * 0.2)}" fill="#ffffff" fill-opacity="0.9"/>`);
  const trees = rng.int(1, 3);
  for (let i = 0; i < trees; i++) {
    const x = W * (trees === 1 ? 0.5 : 0.25 + (0.5 * i) / (trees - 1));
    body.push(tree(x, ground, H * rng.range(0.45, 0.62), palette.tree, palette.balls, rng));
  }
  for (let i = 0; i < 4; i++) {
    const gx = W * rng.range(0.15, 0.85);
    const size = H * rng.range(0.06, 0.1);
    const colour = rng.pick(palette.balls);
    body.push(
      `<rect x="${r1(gx)}" y="${r1(ground - size * 0.6)}" width="${r1(size)}" height="${r1(size)}" fill="${colour}"/>`,
      `<rect x="${r1(gx + size * 0.42)}" y="${r1(ground - size * 0.6)}" width="${r1(size * 0.16)}" height="${r1(size)}" fill="${palette.tree}"/>`,
    );
  }
  for (let i = 0; i < 220; i++) {
    body.push(
      `<circle cx="${r1(rng.range(0, W))}" cy="${r1(rng.range(0, H))}" r="${r1(rng.range(2, Math.min(W, H) * 0.008))}" fill="#ffffff" fill-opacity="${rng.range(0.4, 0.95).toFixed(2)}"/>`,
    );
  }
  return svgDocument(W, H, defs, body.join(''));
}

export const christmasScene: ImageScene = {
  name: 'christmas',
  category: { parent: 'Holidays & Seasons', child: 'Christmas & Winter Holidays' },
  create,
};
