import { buildKeywords, capitalise, orientationKeywords } from '../metadata';
import { createRng, type Rng } from '../prng';
import { dimensionsFor, r1, svgDocument, svgToJpeg } from '../raster';
import type { DemoImageItem, ImageScene, SceneInput } from '../types';

interface Hour {
  name: string;
  sky: [string, string];
  far: string;
  near: string;
  lit: number;
  window: string;
  words: string[];
}

const HOURS: Hour[] = [
  {
    name: 'at night',
    sky: ['#0b1026', '#2b2d5c'],
    far: '#1c2142',
    near: '#0e1124',
    lit: 0.55,
    window: '#ffd66b',
    words: ['night', 'city lights', 'nightlife', 'illuminated'],
  },
  {
    name: 'at dusk',
    sky: ['#2d3561', '#f8b195'],
    far: '#4a4e7a',
    near: '#2a2c4a',
    lit: 0.35,
    window: '#ffe29a',
    words: ['dusk', 'twilight', 'evening', 'blue hour'],
  },
  {
    name: 'at sunrise',
    sky: ['#f6d365', '#fda085'],
    far: '#c67b6f',
    near: '#7d4e57',
    lit: 0.08,
    window: '#fff1c1',
    words: ['sunrise', 'morning', 'dawn', 'golden'],
  },
  {
    name: 'on a clear day',
    sky: ['#74b9ff', '#dff3ff'],
    far: '#8fa8c4',
    near: '#4f6d8f',
    lit: 0,
    window: '#cfe8ff',
    words: ['daytime', 'blue sky', 'sunny', 'clear sky'],
  },
  {
    name: 'in the fog',
    sky: ['#c9d6df', '#eef2f3'],
    far: '#b3c0ca',
    near: '#7f8f9c',
    lit: 0.05,
    window: '#f4f4f4',
    words: ['fog', 'mist', 'moody', 'overcast'],
  },
];

const VIEWS = [
  { name: 'city skyline', words: ['skyline', 'cityscape', 'downtown', 'skyscrapers'], water: false },
  { name: 'skyline over the river', words: ['skyline', 'river', 'waterfront', 'reflection'], water: true },
  { name: 'financial district towers', words: ['office towers', 'financial district', 'business district', 'high rise'], water: false },
  { name: 'harbour skyline', words: ['harbour', 'bay', 'waterfront', 'skyline'], water: true },
];

function create({ seed, orientation, variant, longEdge }: SceneInput): DemoImageItem {
  const rng = createRng(seed);
  const hour = HOURS[variant % HOURS.length] as Hour;
  const view = VIEWS[(variant + Math.floor(variant / HOURS.length)) % VIEWS.length] as (typeof VIEWS)[number];
  const { width: W, height: H } = dimensionsFor(orientation, longEdge);
  const title = `${capitalise(rng.pick(['modern', 'big', 'vector', 'stylised']))} ${view.name} ${hour.name}`;
  const description = `A graphic ${view.name} ${hour.name}: layered towers and blocks${view.water ? ' mirrored in calm water' : ''}, drawn in flat shapes.`;
  const keywords = buildKeywords(
    [
      ...view.words,
      'city',
      'architecture',
      'urban',
      'buildings',
      'skyline',
      'metropolis',
      ...hour.words,
      'town',
      'travel',
      'illustration',
      'flat design',
      'nobody',
      ...orientationKeywords(W, H),
    ],
    ['real estate', 'construction', 'business', 'modern', 'vector', 'street', 'tower', 'landmark'],
  );
  return {
    kind: 'IMAGE',
    title,
    description,
    keywords,
    category: { parent: 'Cities & Architecture', child: 'Skylines' },
    width: W,
    height: H,
    generator: 'city',
    seed,
    render: () => svgToJpeg(draw(createRng(seed).fork('draw'), hour, view.water, W, H)),
  };
}

interface Layer {
  /** The buildings' outlines alone, which the water mirrors. */
  outline: string;
  /** Dim windows (one pattern fill per building) and the lit ones drawn singly. */
  windows: string;
}

function layer(rng: Rng, W: number, base: number, maxH: number, colour: string, hour: Hour, withWindows: boolean): Layer {
  const outline: string[] = [];
  const windows: string[] = [];
  const pitch = W * 0.016;
  let x = -rng.range(0, W * 0.03);
  while (x < W) {
    const w = W * rng.range(0.035, 0.09);
    const h = maxH * rng.range(0.35, 1);
    const top = base - h;
    outline.push(`<rect x="${r1(x)}" y="${r1(top)}" width="${r1(w)}" height="${r1(h + 2)}" fill="${colour}"/>`);
    if (rng.chance(0.25))
      outline.push(
        `<rect x="${r1(x + w * 0.45)}" y="${r1(top - h * 0.12)}" width="${r1(w * 0.08)}" height="${r1(h * 0.12)}" fill="${colour}"/>`,
      );
    if (withWindows) {
      // A pattern paints the whole grid of dim windows in one element; drawn one by one, thousands of them made a
      // single skyline take minutes to rasterise.
      windows.push(
        `<rect x="${r1(x + w * 0.08)}" y="${r1(top + pitch)}" width="${r1(w * 0.84)}" height="${r1(h - pitch * 1.5)}" fill="url(#windows)"/>`,
      );
      const lit = Math.round(((w * h) / (pitch * pitch)) * hour.lit * 0.5);
      for (let i = 0; i < lit; i++) {
        const wx = x + w * 0.08 + Math.floor(rng.range(0, (w * 0.84) / pitch)) * pitch;
        const wy = top + pitch + Math.floor(rng.range(0, (h - pitch * 1.5) / pitch)) * pitch;
        windows.push(
          `<rect x="${r1(wx + pitch * 0.2)}" y="${r1(wy + pitch * 0.25)}" width="${r1(pitch * 0.55)}" height="${r1(pitch * 0.5)}" fill="${hour.window}"/>`,
        );
      }
    }
    x += w + W * rng.range(0, 0.01);
  }
  return { outline: outline.join(''), windows: windows.join('') };
}

function draw(rng: Rng, hour: Hour, water: boolean, W: number, H: number): string {
  const pitch = W * 0.016;
  const defs =
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hour.sky[0]}"/><stop offset="1" stop-color="${hour.sky[1]}"/></linearGradient>` +
    `<pattern id="windows" width="${r1(pitch)}" height="${r1(pitch)}" patternUnits="userSpaceOnUse"><rect x="${r1(pitch * 0.2)}" y="${r1(pitch * 0.25)}" width="${r1(pitch * 0.55)}" height="${r1(pitch * 0.5)}" fill="${hour.window}" fill-opacity="0.22"/></pattern>`;
  const base = water ? H * 0.68 : H * 0.92;
  const far = layer(rng, W, base, H * 0.35, hour.far, hour, false);
  const near = layer(rng, W, base, H * 0.5, hour.near, hour, true);
  const body = [`<rect width="${W}" height="${H}" fill="url(#sky)"/>`];
  if (hour.lit > 0.3) {
    for (let i = 0; i < 120; i++) {
      body.push(
        `<circle cx="${r1(rng.range(0, W))}" cy="${r1(rng.range(0, H * 0.4))}" r="${r1(rng.range(1, 3))}" fill="#ffffff" fill-opacity="${rng.range(0.3, 0.9).toFixed(2)}"/>`,
      );
    }
  }
  body.push(far.outline, near.outline, near.windows);
  body.push(`<rect y="${r1(base)}" width="${W}" height="${r1(H - base)}" fill="${water ? hour.far : hour.near}"/>`);
  if (water) {
    body.push(
      `<g transform="translate(0 ${r1(base * 2)}) scale(1 -1)">${near.outline.replaceAll('fill="', 'fill-opacity="0.45" fill="')}</g>`,
    );
    for (let i = 0; i < 40; i++) {
      const y = rng.range(base, H);
      body.push(
        `<rect x="${r1(rng.range(0, W))}" y="${r1(y)}" width="${r1(W * rng.range(0.02, 0.1))}" height="${r1(H * 0.003)}" fill="${hour.sky[1]}" fill-opacity="0.35"/>`,
      );
    }
  }
  return svgDocument(W, H, defs, body.join(''));
}

export const cityScene: ImageScene = {
  name: 'city',
  category: { parent: 'Cities & Architecture', child: 'Skylines' },
  create,
};
