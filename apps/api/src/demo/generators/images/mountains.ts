import { css, hex, mix } from '../color';
import { buildKeywords, orientationKeywords } from '../metadata';
import { createRng } from '../prng';
import { dimensionsFor, r1, ridgeProfile, svgDocument, svgToJpeg } from '../raster';
import type { DemoImageItem, ImageScene, SceneInput } from '../types';

interface MountainPalette {
  key: string;
  sky: string[];
  haze: string;
  near: string;
  sun?: { disc: string; glow: string; height: number };
  mist: number;
  snow?: boolean;
  colours: string[];
  colourWord: string;
  time: string;
  timePhrases: string[];
  moods: string[];
}

const PALETTES: MountainPalette[] = [
  {
    key: 'dawn',
    sky: ['#3b3f73', '#9a6b9d', '#f0a08a', '#ffd9b0'],
    haze: '#f1b9a8',
    near: '#2a1d3a',
    sun: { disc: '#fff4dc', glow: '#ffd7a0', height: 0.34 },
    mist: 0.55,
    colours: ['pink', 'peach', 'purple'],
    colourWord: 'pink',
    time: 'dawn',
    timePhrases: ['at dawn', 'at first light', 'at sunrise'],
    moods: ['soft', 'calm', 'dreamy'],
  },
  {
    key: 'day',
    sky: ['#2f74b5', '#6fa8d8', '#bcdcf2', '#e8f3fa'],
    haze: '#b9d3e6',
    near: '#1d3a2a',
    mist: 0.3,
    colours: ['blue', 'green'],
    colourWord: 'green',
    time: 'daytime',
    timePhrases: ['under a clear blue sky', 'on a bright day', 'in clear daylight'],
    moods: ['fresh', 'clear', 'peaceful'],
  },
  {
    key: 'dusk',
    sky: ['#17193f', '#4f2f6e', '#b4507a', '#f3935b'],
    haze: '#b86a86',
    near: '#140d22',
    sun: { disc: '#ffe2b5', glow: '#ff9a5c', height: 0.4 },
    mist: 0.4,
    colours: ['purple', 'orange', 'magenta'],
    colourWord: 'purple',
    time: 'dusk',
    timePhrases: ['at dusk', 'after sunset', 'in the evening glow'],
    moods: ['dramatic', 'moody', 'warm'],
  },
  {
    key: 'misty-blue',
    sky: ['#9fb3c8', '#c7d5e2', '#e6edf3'],
    haze: '#c3d1df',
    near: '#1b2c45',
    mist: 0.75,
    colours: ['blue', 'grey', 'white'],
    colourWord: 'blue',
    time: 'morning',
    timePhrases: ['in morning fog', 'on a foggy morning', 'in soft mist'],
    moods: ['serene', 'quiet', 'minimal'],
  },
  {
    key: 'alpine',
    sky: ['#1f6fb8', '#58a3dd', '#a9d3f2', '#e3f1fb'],
    haze: '#c9dcec',
    near: '#283a3c',
    mist: 0.15,
    snow: true,
    colours: ['blue', 'white'],
    colourWord: 'snowy',
    time: 'daytime',
    timePhrases: ['under a clear sky', 'in winter sunshine', 'on a crisp day'],
    moods: ['crisp', 'majestic', 'cold'],
  },
  {
    key: 'golden',
    sky: ['#e9a65a', '#f6c77a', '#fde3a7', '#fff2d1'],
    haze: '#efc38a',
    near: '#3a2416',
    sun: { disc: '#fffbe8', glow: '#ffd98a', height: 0.3 },
    mist: 0.45,
    colours: ['yellow', 'orange', 'brown', 'gold'],
    colourWord: 'golden',
    time: 'golden hour',
    timePhrases: ['at golden hour', 'in warm evening light', 'in late afternoon sun'],
    moods: ['warm', 'glowing', 'tranquil'],
  },
  {
    key: 'red-sunrise',
    sky: ['#2a0c24', '#7a1e32', '#c83a2e', '#f2843a'],
    haze: '#c9524a',
    near: '#1a0808',
    sun: { disc: '#ffe0b0', glow: '#ff6a3a', height: 0.42 },
    mist: 0.35,
    colours: ['red', 'orange', 'crimson'],
    colourWord: 'red',
    time: 'sunrise',
    timePhrases: ['under a fiery sunrise', 'at a blazing sunrise', 'under a red sky'],
    moods: ['dramatic', 'intense', 'bold'],
  },
  {
    key: 'teal-twilight',
    sky: ['#0b1a24', '#143843', '#2a6b73', '#6fb3ad'],
    haze: '#4f9895',
    near: '#061114',
    mist: 0.5,
    colours: ['teal', 'turquoise', 'dark blue'],
    colourWord: 'teal',
    time: 'twilight',
    timePhrases: ['at twilight', 'in the blue hour', 'at nightfall'],
    moods: ['mysterious', 'calm', 'cool'],
  },
  {
    key: 'monochrome',
    sky: ['#bdbdbd', '#dcdcdc', '#f3f3f3'],
    haze: '#d2d2d2',
    near: '#161616',
    mist: 0.65,
    colours: ['black and white', 'grey', 'white', 'black'],
    colourWord: 'monochrome',
    time: 'overcast day',
    timePhrases: ['in black and white', 'in monochrome fog', 'under an overcast sky'],
    moods: ['minimal', 'quiet', 'elegant'],
  },
  {
    key: 'forest',
    sky: ['#8fb8a8', '#c4dccd', '#eef5ea'],
    haze: '#a9c7ad',
    near: '#0f2a1a',
    mist: 0.6,
    colours: ['green', 'sage', 'forest green'],
    colourWord: 'green',
    time: 'morning',
    timePhrases: ['in morning haze', 'after the rain', 'on a humid morning'],
    moods: ['lush', 'fresh', 'peaceful'],
  },
];

const SUBJECTS = ['mountain ridges', 'mountain ranges', 'mountain layers', 'peaks', 'hills and peaks', 'mountain silhouettes'];
const ADJECTIVES = ['layered', 'misty', 'hazy', 'distant', 'receding', 'jagged'];

function create({ seed, orientation, variant, longEdge }: SceneInput): DemoImageItem {
  const rng = createRng(seed);
  const palette = PALETTES[variant % PALETTES.length] as MountainPalette;
  const { width: W, height: H } = dimensionsFor(orientation, longEdge);
  const layers = rng.int(5, 8);
  const birds = rng.chance(0.3);
  const subject = rng.pick(SUBJECTS);
  const adjective = rng.pick(
    palette.snow
      ? ['snow-capped', 'alpine', 'jagged', 'majestic']
      : ADJECTIVES.filter((a) => !(a === 'layered' && subject.includes('layers'))),
  );
  const timePhrase = rng.pick(palette.timePhrases);
  const useColour = rng.chance(0.6);
  const title = `${adjective} ${useColour ? `${palette.colourWord} ` : ''}${subject} ${timePhrase}`;
  const titleCased = title.charAt(0).toUpperCase() + title.slice(1);
  const count = ['Five', 'Six', 'Seven', 'Eight'][layers - 5] ?? 'Several';
  const description = `${count} ${palette.mist > 0.5 ? 'mist-filled' : 'receding'} mountain ridges fade into a ${palette.colours.slice(0, 2).join(' and ')} sky ${timePhrase}, with atmospheric perspective${palette.sun ? ' and a glowing sun' : ''}${birds ? ' and a few birds in flight' : ''}.`;
  const keywords = buildKeywords(
    [
      'mountains',
      'mountain range',
      palette.snow ? 'snow-capped peaks' : 'mountain ridges',
      palette.snow ? 'alpine' : 'layers',
      palette.mist > 0.5 ? 'fog' : 'haze',
      palette.mist > 0.5 ? 'mist' : 'atmospheric perspective',
      palette.time,
      ...palette.colours,
      ...palette.moods,
      palette.sun && 'sun',
      birds && 'birds',
      'landscape',
      'silhouette',
      'scenic',
      'wilderness',
      ...orientationKeywords(W, H),
    ],
    ['nature', 'outdoors', 'travel', 'hiking', 'adventure', 'background', 'wallpaper', 'copy space', 'tranquil', 'horizon'],
  );
  return {
    kind: 'IMAGE',
    title: titleCased,
    description,
    keywords,
    category: { parent: 'Nature & Landscapes', child: 'Mountains' },
    width: W,
    height: H,
    generator: 'mountains',
    seed,
    render: () => svgToJpeg(drawMountains(seed, palette, W, H, layers, birds)),
  };
}

function drawMountains(seed: number, p: MountainPalette, W: number, H: number, layers: number, birds: boolean): string {
  const rng = createRng(seed).fork('draw');
  const haze = hex(p.haze);
  const near = hex(p.near);
  const defs: string[] = [];
  const body: string[] = [];
  const horizon = H * rng.range(0.42, 0.55);
  const bottom = H * 0.9;
  defs.push(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">${p.sky
      .map((c, i) => `<stop offset="${(i / (p.sky.length - 1)) * 0.75}" stop-color="${c}"/>`)
      .join('')}<stop offset="1" stop-color="${p.sky[p.sky.length - 1]}"/></linearGradient>`,
  );
  body.push(`<rect width="${W}" height="${H}" fill="url(#sky)"/>`);
  if (p.sun) {
    const sx = W * rng.range(0.22, 0.78);
    const sy = horizon - H * rng.range(0.16, 0.26);
    const sr = Math.min(W, H) * rng.range(0.035, 0.055);
    defs.push(
      `<radialGradient id="glow"><stop offset="0" stop-color="${p.sun.glow}" stop-opacity="0.85"/><stop offset="0.25" stop-color="${p.sun.glow}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.sun.glow}" stop-opacity="0"/></radialGradient>`,
    );
    body.push(`<circle cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(Math.max(W, H) * 0.38)}" fill="url(#glow)"/>`);
    body.push(`<circle cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(sr)}" fill="${p.sun.disc}"/>`);
  }
  if (birds) {
    const bx = W * rng.range(0.15, 0.7);
    const by = H * rng.range(0.12, 0.3);
    const n = rng.int(3, 7);
    for (let i = 0; i < n; i++) {
      const x = bx + rng.range(-0.08, 0.12) * W;
      const y = by + rng.range(-0.05, 0.05) * H;
      const s = W * rng.range(0.006, 0.011);
      body.push(
        `<path d="M${r1(x - s)} ${r1(y - s * 0.3)} Q${r1(x - s * 0.5)} ${r1(y - s * 0.6)} ${r1(x)} ${r1(y)} Q${r1(x + s * 0.5)} ${r1(y - s * 0.6)} ${r1(x + s)} ${r1(y - s * 0.3)}" fill="none" stroke="${p.near}" stroke-width="${r1(s * 0.18)}" stroke-linecap="round" stroke-opacity="0.8"/>`,
      );
    }
  }
  const points = 128;
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const base = horizon + (bottom - horizon) * t ** 0.85;
    const amp = H * (0.2 - 0.08 * t) * rng.range(0.75, 1.2);
    const raw = ridgeProfile(rng.next, points, t < 0.5 ? rng.range(0.5, 0.58) : rng.range(0.44, 0.54));
    const lo = Math.min(...raw);
    const hi = Math.max(...raw);
    const snowy = p.snow === true && t < 0.6;
    const sharpness = snowy ? 2.1 - 0.8 * t : 1.5 - 0.6 * t;
    const profile = raw.map((v) => ((v - lo) / (hi - lo || 1)) ** sharpness);
    const colour = mix(haze, near, 0.12 + 0.88 * t ** 1.2);
    const lighter = mix(colour, haze, 0.3);
    const id = `r${i}`;
    defs.push(
      // In user space, from the highest possible peak down to the ridge's base: snow only caps the tops.
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${r1(base - amp)}" x2="0" y2="${r1(base + (H - base) * 0.5)}">${
        snowy
          ? `<stop offset="0" stop-color="#f7fafd"/><stop offset="0.12" stop-color="${css(mix(colour, hex('#f7fafd'), 0.6))}"/><stop offset="0.24" stop-color="${css(colour)}"/>`
          : `<stop offset="0" stop-color="${css(lighter)}"/><stop offset="0.6" stop-color="${css(colour)}"/>`
      }<stop offset="1" stop-color="${css(mix(colour, near, 0.3))}"/></linearGradient>`,
    );
    let d = `M0 ${H}`;
    for (let k = 0; k <= points; k++) {
      const x = (k / points) * W;
      const y = base - amp * (profile[k] ?? 0);
      d += ` L${r1(x)} ${r1(y)}`;
    }
    d += ` L${W} ${H} Z`;
    body.push(`<path d="${d}" fill="url(#${id})"/>`);
    if (i < layers - 1) {
      const mistTop = base - amp * 0.25;
      const mistBottom = base + (bottom - horizon) / layers;
      const opacity = Math.min(0.85, p.mist * (0.6 + 0.6 * (1 - t)));
      defs.push(
        `<linearGradient id="m${i}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.haze}" stop-opacity="0"/><stop offset="1" stop-color="${p.haze}" stop-opacity="${r1(opacity * 10) / 10}"/></linearGradient>`,
      );
      body.push(`<rect x="0" y="${r1(mistTop)}" width="${W}" height="${r1(mistBottom - mistTop)}" fill="url(#m${i})"/>`);
    }
  }
  return svgDocument(W, H, defs.join(''), body.join(''));
}

export const mountainsScene: ImageScene = {
  name: 'mountains',
  category: { parent: 'Nature & Landscapes', child: 'Mountains' },
  create,
};

export const MOUNTAIN_PALETTE_COUNT = PALETTES.length;
