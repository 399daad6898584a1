import { css, hex, mix } from '../color';
import { buildKeywords, orientationKeywords } from '../metadata';
import { createRng, type Rng } from '../prng';
import { dimensionsFor, r1, svgDocument, svgToJpeg } from '../raster';
import type { DemoImageItem, ImageScene, SceneInput } from '../types';

interface BokehPalette {
  name: string;
  background: string[];
  lights: string[];
  colours: string[];
  theme: string[];
  phrases: string[];
}

const PALETTES: BokehPalette[] = [
  {
    name: 'golden',
    background: ['#120a02', '#2a1604', '#0a0601'],
    lights: ['#ffd27a', '#ffb347', '#fff1c1', '#ffcf5c'],
    colours: ['gold', 'yellow', 'black'],
    theme: ['christmas', 'festive', 'holiday', 'celebration'],
    phrases: ['golden bokeh lights', 'warm golden holiday lights', 'gold glitter bokeh'],
  },
  {
    name: 'city night',
    background: ['#050818', '#10163a', '#070a1c'],
    lights: ['#4d8cff', '#b05cff', '#ff5cad', '#5ce1ff'],
    colours: ['blue', 'purple', 'pink'],
    theme: ['city lights', 'night', 'urban', 'nightlife'],
    phrases: ['blurred city lights at night', 'blue and purple night bokeh', 'defocused city lights'],
  },
  {
    name: 'pink',
    background: ['#2a0716', '#4a0f2a', '#1a0410'],
    lights: ['#ff7eb6', '#ffb3d1', '#ff4d94', '#ffd6e7'],
    colours: ['pink', 'magenta', 'rose'],
    theme: ['romantic', 'valentine', 'love', 'party'],
    phrases: ['soft pink bokeh', 'romantic pink blurred lights', 'pink sparkle bokeh'],
  },
  {
    name: 'emerald',
    background: ['#021410', '#06281f', '#010a08'],
    lights: ['#3cffb0', '#7dffd4', '#1fd18a', '#c8ffe9'],
    colours: ['green', 'teal', 'emerald'],
    theme: ['spring', 'magic', 'fresh', 'forest'],
    phrases: ['green bokeh lights', 'emerald sparkling bokeh', 'magical green light orbs'],
  },
  {
    name: 'warm white',
    background: ['#0b0b0d', '#18171a', '#050506'],
    lights: ['#fff8ea', '#ffe9c7', '#f3f3f3', '#ffffff'],
    colours: ['white', 'black', 'silver'],
    theme: ['elegant', 'wedding', 'party', 'sparkle'],
    phrases: ['white bokeh on black', 'silver sparkle lights', 'elegant white light bokeh'],
  },
  {
    name: 'red',
    background: ['#1a0204', '#3a060a', '#0d0102'],
    lights: ['#ff3b3b', '#ff7a59', '#ffb199', '#ff1f4b'],
    colours: ['red', 'crimson', 'orange'],
    theme: ['christmas', 'festive', 'warm', 'celebration'],
    phrases: ['red bokeh lights', 'festive red and orange bokeh', 'glowing red defocused lights'],
  },
  {
    name: 'sunlit',
    background: ['#f6b26b', '#f9d29d', '#e98b5a'],
    lights: ['#fffbe6', '#ffffff', '#ffe3a3', '#fff0d6'],
    colours: ['orange', 'peach', 'yellow'],
    theme: ['summer', 'sunlight', 'lens flare', 'bright'],
    phrases: ['sunlit bokeh on a warm orange glow', 'summer sunlight bokeh', 'bright peach bokeh'],
  },
  {
    name: 'aqua',
    background: ['#0e4f6e', '#1a8fb0', '#0a3550'],
    lights: ['#bff6ff', '#7fe8ff', '#ffffff', '#4fd1e8'],
    colours: ['teal', 'blue', 'turquoise'],
    theme: ['underwater', 'fresh', 'bubbles', 'calm'],
    phrases: ['aqua bokeh bubbles', 'turquoise light bokeh', 'underwater-like blue bokeh'],
  },
];

function create({ seed, orientation, variant, longEdge }: SceneInput): DemoImageItem {
  const rng = createRng(seed);
  const palette = PALETTES[variant % PALETTES.length] as BokehPalette;
  const { width: W, height: H } = dimensionsFor(orientation, longEdge);
  const phrase = rng.pick(palette.phrases);
  const tail = /(bokeh|lights)$/.test(phrase) ? rng.pick(['', ' background', ' backdrop', ' wallpaper']) : '';
  const title = `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}${tail}`;
  const description = `Soft, out-of-focus circles of ${palette.colours.slice(0, 2).join(' and ')} light glowing over a ${palette.background[0] && hex(palette.background[0])[0] > 128 ? 'warm, bright' : 'dark'} background.`;
  const keywords = buildKeywords(
    [
      'bokeh',
      'lights',
      'defocused',
      'blurred',
      'glowing',
      ...palette.colours,
      ...palette.theme,
      'abstract',
      'background',
      'sparkle',
      'glitter',
      'shiny',
      'copy space',
      'backdrop',
      ...orientationKeywords(W, H),
    ],
    ['light', 'bright', 'magic', 'wallpaper', 'texture', 'circles', 'illuminated', 'decoration'],
  );
  return {
    kind: 'IMAGE',
    title,
    description,
    keywords,
    category: { parent: 'Abstract & Backgrounds', child: 'Bokeh & Light' },
    width: W,
    height: H,
    generator: 'bokeh',
    seed,
    render: () => svgToJpeg(drawBokeh(createRng(seed).fork('draw'), palette, W, H)),
  };
}

function drawBokeh(rng: Rng, p: BokehPalette, W: number, H: number): string {
  const defs: string[] = [];
  const body: string[] = [];
  const angle = rng.range(0, 360);
  defs.push(
    `<linearGradient id="bg" gradientTransform="rotate(${r1(angle)} 0.5 0.5)">${p.background
      .map((c, i) => `<stop offset="${r1(i / (p.background.length - 1))}" stop-color="${c}"/>`)
      .join('')}</linearGradient>`,
  );
  body.push(`<rect width="${W}" height="${H}" fill="url(#bg)"/>`);
  p.lights.forEach((c, i) => {
    // Lens-like discs: a flat translucent body and a slightly brighter rim, or a soft glow for far-out-of-focus lights.
    defs.push(
      `<radialGradient id="d${i}"><stop offset="0" stop-color="${c}" stop-opacity="0.28"/><stop offset="0.82" stop-color="${c}" stop-opacity="0.38"/><stop offset="0.93" stop-color="${c}" stop-opacity="0.6"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`,
      `<radialGradient id="s${i}"><stop offset="0" stop-color="${c}" stop-opacity="0.55"/><stop offset="0.4" stop-color="${c}" stop-opacity="0.25"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`,
    );
  });
  const long = Math.max(W, H);
  // Lights gather along a loose diagonal band, as strings of lights do.
  const slope = rng.range(-0.6, 0.6);
  const bandY = rng.range(0.3, 0.7) * H;
  const glowCount = rng.int(4, 7);
  for (let i = 0; i < glowCount; i++) {
    const k = rng.int(0, p.lights.length - 1);
    body.push(
      `<circle cx="${r1(rng.range(0, W))}" cy="${r1(rng.range(0, H))}" r="${r1(long * rng.range(0.12, 0.3))}" fill="url(#s${k})"/>`,
    );
  }
  const layers = [
    { n: rng.int(9, 14), min: 0.06, max: 0.11, o: [0.35, 0.7] },
    { n: rng.int(25, 40), min: 0.025, max: 0.06, o: [0.5, 0.9] },
    { n: rng.int(40, 70), min: 0.006, max: 0.018, o: [0.6, 1] },
  ];
  for (const layer of layers) {
    for (let i = 0; i < layer.n; i++) {
      const x = rng.range(-0.05, 1.05) * W;
      const y = bandY + (x - W / 2) * slope + rng.gauss() * H * 0.22;
      const r = long * rng.range(layer.min, layer.max);
      const k = rng.int(0, p.lights.length - 1);
      body.push(
        `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="url(#d${k})" fill-opacity="${r1(rng.range(layer.o[0] ?? 0.5, layer.o[1] ?? 1) * 10) / 10}"/>`,
      );
    }
  }
  // A few crisp specks of light in front.
  const hl = css(mix(hex(p.lights[0] ?? '#ffffff'), [255, 255, 255], 0.6));
  for (let i = 0; i < 40; i++) {
    body.push(
      `<circle cx="${r1(rng.range(0, W))}" cy="${r1(bandY + rng.gauss() * H * 0.3)}" r="${r1(rng.range(1.5, 4))}" fill="${hl}" fill-opacity="${r1(rng.range(0.3, 0.9) * 10) / 10}"/>`,
    );
  }
  return svgDocument(W, H, defs.join(''), body.join(''));
}

export const bokehScene: ImageScene = {
  name: 'bokeh',
  category: { parent: 'Abstract & Backgrounds', child: 'Bokeh & Light' },
  create,
};
