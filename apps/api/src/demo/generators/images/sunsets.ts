import { css, hex, mix } from '../color';
import { buildKeywords, capitalise, orientationKeywords } from '../metadata';
import { createRng, type Rng } from '../prng';
import { dimensionsFor, r1, ridgeProfile, svgDocument, svgToJpeg } from '../raster';
import type { DemoImageItem, ImageScene, SceneInput } from '../types';

interface SunsetPalette {
  key: string;
  sky: string[];
  sun: string;
  glow: string;
  water: string[];
  land: string;
  cloud: string;
  colours: string[];
  colourWords: string[];
  event: 'sunset' | 'sunrise';
  moods: string[];
}

const PALETTES: SunsetPalette[] = [
  {
    key: 'golden',
    sky: ['#3d5a8a', '#c9865a', '#f7b955', '#ffe29a'],
    sun: '#fff6d8',
    glow: '#ffd27a',
    water: ['#f2b45a', '#8a5a4a', '#2e2a3a'],
    land: '#2a1a14',
    cloud: '#f5a25d',
    colours: ['gold', 'orange', 'yellow'],
    colourWords: ['golden', 'warm golden'],
    event: 'sunset',
    moods: ['warm', 'peaceful', 'romantic'],
  },
  {
    key: 'fiery',
    sky: ['#2b0f2f', '#8c1c2c', '#e2442f', '#ff9a3c'],
    sun: '#ffe8b0',
    glow: '#ff5a2a',
    water: ['#e0502e', '#5a1a22', '#1a0a12'],
    land: '#120608',
    cloud: '#c2334a',
    colours: ['red', 'orange', 'crimson'],
    colourWords: ['fiery red', 'scarlet', 'crimson'],
    event: 'sunset',
    moods: ['dramatic', 'intense', 'bold'],
  },
  {
    key: 'pastel',
    sky: ['#8fa8d8', '#d7a6c8', '#f7c1b8', '#ffe3c4'],
    sun: '#fffaf0',
    glow: '#ffd0c0',
    water: ['#f3c3be', '#a98fb5', '#5b5f8a'],
    land: '#3c3050',
    cloud: '#f6b2c0',
    colours: ['pink', 'pastel', 'lavender', 'peach'],
    colourWords: ['pastel pink', 'soft pink', 'cotton candy'],
    event: 'sunrise',
    moods: ['soft', 'dreamy', 'gentle'],
  },
  {
    key: 'violet',
    sky: ['#140f36', '#45206b', '#a13a7a', '#f0785a'],
    sun: '#ffe0c0',
    glow: '#ff7a6a',
    water: ['#c05a7a', '#3a1f5a', '#120c26'],
    land: '#0d0818',
    cloud: '#7a3a8a',
    colours: ['purple', 'violet', 'magenta', 'orange'],
    colourWords: ['violet', 'purple', 'magenta'],
    event: 'sunset',
    moods: ['moody', 'vibrant', 'dramatic'],
  },
  {
    key: 'morning',
    sky: ['#5b8ec8', '#a8c6e0', '#f4dcb0', '#fff1c8'],
    sun: '#ffffff',
    glow: '#fff0b8',
    water: ['#f2e2b8', '#7fa3c0', '#345a7a'],
    land: '#24364a',
    cloud: '#f7e3c0',
    colours: ['yellow', 'light blue', 'cream'],
    colourWords: ['pale yellow', 'soft yellow', 'hazy'],
    event: 'sunrise',
    moods: ['fresh', 'hopeful', 'calm'],
  },
  {
    key: 'amber',
    sky: ['#4a2a1a', '#a8502a', '#e8883a', '#ffc46a'],
    sun: '#fff2c8',
    glow: '#ffa040',
    water: ['#e88c3a', '#6a3a1e', '#24140c'],
    land: '#1a0e08',
    cloud: '#d8703a',
    colours: ['orange', 'amber', 'brown'],
    colourWords: ['amber', 'burnt orange', 'orange'],
    event: 'sunset',
    moods: ['warm', 'nostalgic', 'cosy'],
  },
];

type Foreground = 'sea' | 'hills' | 'lake';
const FOREGROUND_PHRASES: Record<Foreground, string[]> = {
  sea: ['over a calm sea', 'over the ocean', 'over still water', 'on the sea horizon'],
  hills: ['over rolling hills', 'behind layered hills', 'over the hills', 'above a hilly horizon'],
  lake: ['over a quiet lake', 'over a lake with hills', 'reflected in a lake', 'over a mountain lake'],
};

function create({ seed, orientation, variant, longEdge }: SceneInput): DemoImageItem {
  const rng = createRng(seed);
  const palette = PALETTES[variant % PALETTES.length] as SunsetPalette;
  const foreground = (['sea', 'hills', 'lake'] as const)[Math.floor(variant / PALETTES.length) % 3] as Foreground;
  const { width: W, height: H } = dimensionsFor(orientation, longEdge);
  const clouds = rng.chance(0.65);
  const colourWord = rng.pick(palette.colourWords);
  const phrase = rng.pick(FOREGROUND_PHRASES[foreground]);
  const noun = rng.pick([palette.event, palette.event, palette.event === 'sunset' ? 'evening sky' : 'morning sun', 'sun']);
  const lead = rng.pick(['', 'Beautiful ', 'Glowing ', 'Serene ', 'Vivid ', 'Quiet ']);
  const title = lead
    ? `${lead}${colourWord} ${noun} ${phrase}`
    : `${colourWord.charAt(0).toUpperCase()}${colourWord.slice(1)} ${noun} ${phrase}`;
  const description = `A ${palette.colours[0]} and ${palette.colours[1]} ${palette.event} with a bright sun disc and soft glow ${phrase}${clouds ? ', with drifting clouds lit from below' : ''}.`;
  const keywords = buildKeywords(
    [
      palette.event,
      palette.event === 'sunset' ? 'evening' : 'morning',
      'sun',
      'sky',
      foreground === 'hills' ? 'hills' : foreground === 'sea' ? 'sea' : 'lake',
      foreground === 'hills' ? 'silhouette' : 'reflection',
      foreground === 'sea' ? 'ocean' : foreground === 'lake' ? 'water' : 'countryside',
      'horizon',
      ...palette.colours,
      ...palette.moods,
      clouds && 'clouds',
      'golden hour',
      'dusk',
      'twilight',
      'landscape',
      ...orientationKeywords(W, H),
    ],
    ['nature', 'scenic', 'beauty in nature', 'tranquil', 'background', 'wallpaper', 'copy space', 'travel', 'outdoors'],
  );
  return {
    kind: 'IMAGE',
    title: capitalise(title),
    description,
    keywords,
    category: { parent: 'Nature & Landscapes', child: 'Sunsets & Sunrises' },
    width: W,
    height: H,
    generator: 'sunsets',
    seed,
    render: () => svgToJpeg(drawSunset(createRng(seed).fork('draw'), palette, foreground, clouds, W, H)),
  };
}

function gradient(id: string, stops: readonly string[], opacity = 1): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map((c, i) => `<stop offset="${r1(i / Math.max(1, stops.length - 1))}" stop-color="${c}" stop-opacity="${opacity}"/>`)
    .join('')}</linearGradient>`;
}

export function drawSunset(rng: Rng, p: SunsetPalette, fg: Foreground, clouds: boolean, W: number, H: number): string {
  const defs: string[] = [];
  const body: string[] = [];
  const horizon = H * rng.range(fg === 'hills' ? 0.62 : 0.55, fg === 'hills' ? 0.72 : 0.66);
  const sx = W * rng.range(0.3, 0.7);
  const sr = Math.min(W, H) * rng.range(0.045, 0.07);
  const sy = horizon - sr * rng.range(-0.2, 2.4);
  defs.push(gradient('sky', p.sky));
  defs.push(
    `<radialGradient id="glow"><stop offset="0" stop-color="${p.glow}" stop-opacity="0.95"/><stop offset="0.2" stop-color="${p.glow}" stop-opacity="0.45"/><stop offset="0.55" stop-color="${p.glow}" stop-opacity="0.12"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>`,
  );
  for (let i = 0; i < 3; i++) {
    const c = css(mix(hex(p.cloud), hex(p.sun), i * 0.3));
    defs.push(
      `<radialGradient id="cloud${i}"><stop offset="0" stop-color="${c}" stop-opacity="0.75"/><stop offset="0.55" stop-color="${c}" stop-opacity="0.4"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`,
    );
  }
  body.push(`<rect width="${W}" height="${r1(horizon + 2)}" fill="url(#sky)"/>`);
  body.push(`<ellipse cx="${r1(sx)}" cy="${r1(sy)}" rx="${r1(W * 0.55)}" ry="${r1(H * 0.5)}" fill="url(#glow)"/>`);
  if (clouds) {
    const bands = rng.int(4, 9);
    for (let i = 0; i < bands; i++) {
      const cy = horizon * rng.range(0.12, 0.85);
      const cw = W * rng.range(0.25, 0.7);
      const ch = H * rng.range(0.015, 0.05);
      const lit = Math.min(2, Math.floor(Math.max(0, 1 - Math.abs(cy - sy) / (H * 0.5)) * 3));
      const cx = rng.range(-0.1, 1.1) * W;
      for (let k = 0; k < 3; k++) {
        body.push(
          `<ellipse cx="${r1(cx + rng.range(-0.5, 0.5) * cw)}" cy="${r1(cy + rng.range(-1, 1) * ch)}" rx="${r1((cw / 2) * rng.range(0.5, 1))}" ry="${r1(ch * rng.range(0.8, 2))}" fill="url(#cloud${lit})"/>`,
        );
      }
    }
  }
  body.push(`<circle cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(sr)}" fill="${p.sun}"/>`);
  if (fg === 'hills') {
    const layers = rng.int(3, 4);
    for (let i = 0; i < layers; i++) {
      const t = i / (layers - 1);
      const base = horizon + (H - horizon) * (0.05 + 0.75 * t);
      const amp = H * (0.2 - 0.06 * t);
      const prof = ridgeProfile(rng.next, 32, 0.55);
      const colour = mix(mix(hex(p.land), hex(p.glow), 0.35), hex(p.land), 0.25 + 0.75 * t);
      let d = `M0 ${H}`;
      for (let k = 0; k <= 32; k++) {
        const x = (k / 32) * W;
        d += ` L${r1(x)} ${r1(base - amp * (0.5 + 0.45 * (prof[k] ?? 0)))}`;
      }
      body.push(
        `<path d="${d} L${W} ${H} Z" fill="${css(colour)}" stroke="${css(colour)}" stroke-linejoin="round" stroke-width="${r1(W * 0.01)}"/>`,
      );
    }
  } else {
    defs.push(gradient('water', p.water));
    body.push(`<rect y="${r1(horizon)}" width="${W}" height="${r1(H - horizon)}" fill="url(#water)"/>`);
    // The sun's reflection: broken horizontal strokes, narrowing with distance.
    const rows = 70;
    for (let i = 0; i < rows; i++) {
      const t = i / rows;
      const y = horizon + (H - horizon) * t ** 1.6 + 1;
      const spread = sr * (1.2 + 5 * t) * rng.range(0.5, 1.3);
      const x = sx + rng.range(-0.4, 0.4) * spread * 0.5;
      const th = Math.max(1.5, (H - horizon) * 0.012 * (0.3 + 2 * t) * rng.range(0.4, 1));
      body.push(
        `<rect x="${r1(x - spread / 2)}" y="${r1(y)}" width="${r1(spread)}" height="${r1(th)}" rx="${r1(th / 2)}" fill="${p.sun}" fill-opacity="${r1((1 - t) * rng.range(0.35, 0.9) * 10) / 10}"/>`,
      );
    }
    for (let i = 0; i < 40; i++) {
      const t = rng.next();
      const y = horizon + (H - horizon) * t ** 1.4;
      const w = W * rng.range(0.05, 0.25) * (0.3 + t);
      body.push(
        `<rect x="${r1(rng.range(-0.1, 1) * W)}" y="${r1(y)}" width="${r1(w)}" height="${r1(1 + 4 * t)}" fill="${p.glow}" fill-opacity="${r1(rng.range(0.08, 0.25) * 100) / 100}"/>`,
      );
    }
    body.push(`<rect y="${r1(horizon - 1)}" width="${W}" height="2" fill="${p.glow}" fill-opacity="0.5"/>`);
    if (fg === 'lake') {
      const side = rng.chance(0.5);
      for (let i = 0; i < 2; i++) {
        const prof = ridgeProfile(rng.next, 32, 0.5);
        const x0 = side ? 0 : W * 0.45;
        const x1 = side ? W * 0.55 : W;
        const amp = H * (0.16 - i * 0.06);
        const colour = i === 0 ? mix(hex(p.land), hex(p.glow), 0.3) : hex(p.land);
        let d = `M${r1(x0)} ${r1(horizon + 1)}`;
        for (let k = 0; k <= 32; k++) {
          const f = k / 32;
          const taper = side ? (1 - f) ** 0.7 : f ** 0.7;
          d += ` L${r1(x0 + (x1 - x0) * f)} ${r1(horizon + 1 - amp * taper * (0.6 + 0.4 * (prof[k] ?? 0)))}`;
        }
        body.push(`<path d="${d} L${r1(x1)} ${r1(horizon + 1)} Z" fill="${css(colour)}"/>`);
        body.push(
          `<path d="${d} L${r1(x1)} ${r1(horizon + 1)} Z" fill="${css(colour)}" fill-opacity="0.35" transform="translate(0 ${r1(2 * horizon + 2)}) scale(1 -1)"/>`,
        );
      }
    }
  }
  return svgDocument(W, H, defs.join(''), body.join(''));
}

export const sunsetsScene: ImageScene = {
  name: 'sunsets',
  category: { parent: 'Nature & Landscapes', child: 'Sunsets & Sunrises' },
  create,
};
