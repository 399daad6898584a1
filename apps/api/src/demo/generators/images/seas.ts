import { css, hex, mix } from '../color';
import { buildKeywords, capitalise, orientationKeywords } from '../metadata';
import { createRng, type Rng } from '../prng';
import { dimensionsFor, r1, ridgeProfile, svgDocument, svgToJpeg } from '../raster';
import type { DemoImageItem, ImageScene, SceneInput } from '../types';

interface SeaPalette {
  key: string;
  sky: string[];
  sea: string[];
  foam: string;
  sand: string[];
  cloud: string;
  colours: string[];
  seaWord: string;
  moods: string[];
  weather: string;
}

const PALETTES: SeaPalette[] = [
  {
    key: 'tropical',
    sky: ['#3d9be0', '#8ccbf0', '#d6effa'],
    sea: ['#1b8fb0', '#25b5b8', '#58d6c8'],
    foam: '#ffffff',
    sand: ['#f3e3bf', '#e8cf9c'],
    cloud: '#ffffff',
    colours: ['turquoise', 'teal', 'blue'],
    seaWord: 'turquoise',
    moods: ['tropical', 'summer', 'paradise', 'vacation'],
    weather: 'sunny',
  },
  {
    key: 'deep-blue',
    sky: ['#2c5d9e', '#7aa7d6', '#cfe2f3'],
    sea: ['#0e3a6a', '#175a8e', '#2a78a8'],
    foam: '#eaf4fb',
    sand: ['#d9c9a8', '#bfa983'],
    cloud: '#ffffff',
    colours: ['blue', 'navy', 'white'],
    seaWord: 'deep blue',
    moods: ['fresh', 'open', 'freedom'],
    weather: 'clear',
  },
  {
    key: 'stormy',
    sky: ['#4a525c', '#7d868f', '#aab1b7'],
    sea: ['#2c3a42', '#3e4f58', '#56676f'],
    foam: '#dfe5e8',
    sand: ['#9a9285', '#7d766a'],
    cloud: '#5d656d',
    colours: ['grey', 'slate', 'dark'],
    seaWord: 'stormy grey',
    moods: ['moody', 'dramatic', 'wild'],
    weather: 'overcast',
  },
  {
    key: 'pastel-morning',
    sky: ['#c9d9ee', '#f1dde4', '#fbeee6'],
    sea: ['#9fb8d4', '#b9cfe0', '#d9e4ec'],
    foam: '#ffffff',
    sand: ['#f2e6d8', '#e6d3bd'],
    cloud: '#ffffff',
    colours: ['white', 'pastel', 'light blue', 'pink'],
    seaWord: 'pale',
    moods: ['calm', 'airy', 'minimal', 'soft'],
    weather: 'hazy',
  },
  {
    key: 'emerald',
    sky: ['#4fa3c7', '#a3d5df', '#e2f3ef'],
    sea: ['#0f5a4a', '#17806a', '#3aa889'],
    foam: '#f3fff9',
    sand: ['#e7dcc0', '#cbbd97'],
    cloud: '#ffffff',
    colours: ['green', 'emerald', 'teal'],
    seaWord: 'emerald',
    moods: ['fresh', 'clean', 'natural'],
    weather: 'sunny',
  },
  {
    key: 'evening-coast',
    sky: ['#4a3a6a', '#d98a7a', '#ffd2a0'],
    sea: ['#3a3f6a', '#7a6a8e', '#d79a8a'],
    foam: '#ffe8d8',
    sand: ['#c9a88e', '#a78670'],
    cloud: '#f2a58a',
    colours: ['orange', 'peach', 'purple'],
    seaWord: 'glowing',
    moods: ['warm', 'romantic', 'peaceful'],
    weather: 'evening',
  },
];

type Shot = 'horizon' | 'beach' | 'cliffs';
const SHOT_PHRASES: Record<Shot, string[]> = {
  horizon: ['sea horizon', 'open ocean', 'ocean waves to the horizon', 'seascape'],
  beach: ['Sandy beach', 'Empty beach', 'Quiet shoreline', 'Beach with gentle surf', 'Sandy shore'],
  cliffs: ['Rocky coastline', 'Coastal cliffs', 'Rocky headlands', 'Headland coast'],
};

function create({ seed, orientation, variant, longEdge }: SceneInput): DemoImageItem {
  const rng = createRng(seed);
  const palette = PALETTES[variant % PALETTES.length] as SeaPalette;
  const shot = (['beach', 'horizon', 'cliffs'] as const)[Math.floor(variant / PALETTES.length) % 3] as Shot;
  const { width: W, height: H } = dimensionsFor(orientation, longEdge);
  const clouds = palette.weather !== 'hazy' && rng.chance(0.7);
  const phrase = rng.pick(SHOT_PHRASES[shot]);
  const adj = rng.pick(['', 'Peaceful ', 'Quiet ', 'Wide ', 'Minimal ', 'Bright ']);
  const skyPart = rng.pick(
    palette.weather === 'overcast'
      ? ['under a grey sky', 'under heavy clouds', 'on a stormy day']
      : palette.weather === 'evening'
        ? ['in evening light', 'at sundown', 'under a peach sky']
        : palette.weather === 'hazy'
          ? ['on a hazy morning', 'in soft morning light', 'in pastel light']
          : ['under a blue sky', 'on a summer day', 'in bright sunshine'],
  );
  const title = shot === 'horizon' ? `${adj}${palette.seaWord} ${phrase} ${skyPart}` : `${phrase} and ${palette.seaWord} water ${skyPart}`;
  const description = `A ${shot === 'horizon' ? `${palette.seaWord} ${phrase}` : `${phrase.toLowerCase()} by ${palette.seaWord} water`} ${skyPart}, with rolling waves${shot === 'beach' ? ', white foam and smooth sand' : shot === 'cliffs' ? ' and dark rocky headlands' : ' stretching to a straight horizon'}.`;
  const keywords = buildKeywords(
    [
      shot === 'beach' ? 'beach' : shot === 'cliffs' ? 'coastline' : 'seascape',
      'sea',
      'ocean',
      'waves',
      shot === 'beach' ? 'sand' : shot === 'cliffs' ? 'cliffs' : 'horizon',
      shot === 'beach' ? 'shore' : 'coast',
      shot === 'beach' && 'surf',
      shot === 'beach' && 'foam',
      'water',
      ...palette.colours,
      ...palette.moods,
      palette.weather,
      clouds && 'clouds',
      'sky',
      'seaside',
      ...orientationKeywords(W, H),
    ],
    ['nature', 'landscape', 'travel', 'holiday', 'background', 'wallpaper', 'copy space', 'outdoors', 'coastal', 'marine'],
  );
  return {
    kind: 'IMAGE',
    title: capitalise(title),
    description,
    keywords,
    category: { parent: 'Nature & Landscapes', child: 'Seas & Coasts' },
    width: W,
    height: H,
    generator: 'seas',
    seed,
    render: () => svgToJpeg(drawSea(createRng(seed).fork('draw'), palette, shot, clouds, W, H)),
  };
}

function vGradient(id: string, stops: readonly string[]): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map((c, i) => `<stop offset="${r1(i / Math.max(1, stops.length - 1))}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;
}

function wavePath(rng: Rng, W: number, y: number, amp: number, wavelength: number, close?: number): string {
  const phase = rng.range(0, Math.PI * 2);
  const steps = Math.ceil(W / (wavelength / 6));
  let d = `M0 ${r1(y)}`;
  for (let i = 1; i <= steps; i++) {
    const x = (i / steps) * W;
    d += ` L${r1(x)} ${r1(y + amp * Math.sin(phase + (x / wavelength) * Math.PI * 2) + amp * 0.4 * Math.sin(phase * 2 + x / (wavelength * 0.37)))}`;
  }
  if (close !== undefined) d += ` L${W} ${r1(close)} L0 ${r1(close)} Z`;
  return d;
}

function drawSea(rng: Rng, p: SeaPalette, shot: Shot, clouds: boolean, W: number, H: number): string {
  const defs: string[] = [];
  const body: string[] = [];
  const horizon = H * rng.range(0.38, 0.5);
  defs.push(vGradient('sky', p.sky), vGradient('sea', p.sea));
  defs.push(
    `<radialGradient id="cl"><stop offset="0" stop-color="${p.cloud}" stop-opacity="0.9"/><stop offset="0.5" stop-color="${p.cloud}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.cloud}" stop-opacity="0"/></radialGradient>`,
  );
  body.push(`<rect width="${W}" height="${r1(horizon + 2)}" fill="url(#sky)"/>`);
  if (clouds) {
    const groups = rng.int(3, 7);
    for (let g = 0; g < groups; g++) {
      const cx = rng.range(0, 1) * W;
      const cy = horizon * rng.range(0.15, 0.8);
      const size = W * rng.range(0.05, 0.12) * (0.5 + cy / horizon);
      for (let k = 0; k < 6; k++) {
        body.push(
          `<ellipse cx="${r1(cx + rng.range(-1.6, 1.6) * size)}" cy="${r1(cy + rng.range(-0.3, 0.25) * size)}" rx="${r1(size * rng.range(0.7, 1.3))}" ry="${r1(size * rng.range(0.3, 0.55))}" fill="url(#cl)"/>`,
        );
      }
    }
  }
  body.push(`<rect y="${r1(horizon)}" width="${W}" height="${r1(H - horizon)}" fill="url(#sea)"/>`);
  const light = css(mix(hex(p.sea[2] ?? '#ffffff'), hex(p.foam), 0.5));
  const dark = css(mix(hex(p.sea[0] ?? '#000000'), hex('#000000'), 0.2));
  // Wave crests: many thin bands, denser and flatter towards the horizon.
  const rows = 60;
  for (let i = 0; i < rows; i++) {
    const t = (i + rng.next()) / rows;
    const y = horizon + (H - horizon) * t ** 1.8;
    const amp = 1 + H * 0.006 * t;
    const wl = W * (0.02 + 0.1 * t) * rng.range(0.7, 1.3);
    const sw = r1(1 + H * 0.004 * t);
    body.push(
      `<path d="${wavePath(rng, W, y, amp, wl)}" fill="none" stroke="${rng.chance(0.6) ? light : dark}" stroke-width="${sw}" stroke-opacity="${r1(rng.range(0.15, 0.45) * 100) / 100}"/>`,
    );
  }
  body.push(`<rect y="${r1(horizon - 1)}" width="${W}" height="2" fill="${p.sky[p.sky.length - 1]}" fill-opacity="0.6"/>`);
  if (shot === 'beach') {
    const shore = H * rng.range(0.72, 0.82);
    defs.push(vGradient('sand', p.sand));
    const wet = css(mix(hex(p.sand[1] ?? '#000000'), hex(p.sea[1] ?? '#000000'), 0.35));
    body.push(`<path d="${wavePath(rng, W, shore - H * 0.02, H * 0.012, W * 0.35, H)}" fill="${wet}"/>`);
    body.push(`<path d="${wavePath(rng, W, shore, H * 0.014, W * 0.4, H)}" fill="url(#sand)"/>`);
    for (let k = 0; k < 3; k++) {
      body.push(
        `<path d="${wavePath(rng, W, shore - H * (0.012 + 0.03 * k), H * 0.01, W * rng.range(0.2, 0.4))}" fill="none" stroke="${p.foam}" stroke-width="${r1(H * (0.006 - 0.0015 * k))}" stroke-opacity="${0.85 - k * 0.2}" stroke-linecap="round"/>`,
      );
    }
  } else if (shot === 'cliffs') {
    const left = rng.chance(0.5);
    for (let layer = 0; layer < 2; layer++) {
      const far = layer === 0;
      const prof = ridgeProfile(rng.next, 48, 0.55);
      const waterline = far ? horizon + H * 0.01 : H * rng.range(0.78, 0.9);
      const height = far ? H * rng.range(0.05, 0.09) : H * rng.range(0.3, 0.42);
      const reach = W * (far ? rng.range(0.45, 0.7) : rng.range(0.22, 0.38));
      const colour = far
        ? mix(hex(p.sea[0] ?? '#333333'), hex(p.sky[1] ?? '#999999'), 0.5)
        : mix(hex(p.sea[0] ?? '#333333'), hex('#141414'), 0.55);
      const face = mix(colour, hex(p.sky[2] ?? '#ffffff'), far ? 0.12 : 0.18);
      const xAt = (f: number) => (left ? f * reach : W - f * reach);
      let d = `M${xAt(0)} ${r1(waterline - height)}`;
      for (let k = 1; k <= 48; k++) {
        const f = k / 48;
        const slope = f < 0.7 ? f * 0.25 : 0.175 + ((f - 0.7) / 0.3) ** 1.6 * 0.825;
        const y = waterline - height * (1 - slope) + height * 0.08 * (prof[k] ?? 0) * (1 - f);
        d += ` L${r1(xAt(f))} ${r1(Math.min(waterline, y))}`;
      }
      d += ` L${r1(xAt(1))} ${r1(waterline)} L${xAt(0)} ${r1(waterline)} Z`;
      body.push(`<path d="${d}" fill="${css(colour)}"/>`);
      // A sunlit cliff face near the tip, and foam where it meets the water.
      body.push(
        `<path d="M${r1(xAt(0.72))} ${r1(waterline - height * 0.8)} L${r1(xAt(0.98))} ${r1(waterline - height * 0.06)} L${r1(xAt(0.98))} ${r1(waterline)} L${r1(xAt(0.7))} ${r1(waterline)} Z" fill="${css(face)}" fill-opacity="0.5"/>`,
      );
      body.push(
        `<rect x="${r1(Math.min(xAt(0), xAt(1.04)))}" y="${r1(waterline - 1)}" width="${r1(reach * 1.04)}" height="${r1(far ? 2 : H * 0.008)}" rx="3" fill="${p.foam}" fill-opacity="0.7"/>`,
      );
    }
  }
  return svgDocument(W, H, defs.join(''), body.join(''));
}

export const seasScene: ImageScene = {
  name: 'seas',
  category: { parent: 'Nature & Landscapes', child: 'Seas & Coasts' },
  create,
};
