import { hex, type Rgb, ramp } from '../color';
import { buildKeywords, orientationKeywords } from '../metadata';
import { createRng } from '../prng';
import { dimensionsFor, rgbToJpeg } from '../raster';
import type { DemoImageItem, ImageScene, SceneInput } from '../types';

interface FractalPalette {
  name: string;
  colours: string[];
  stops: string[];
  inside: string;
}

const PALETTES: FractalPalette[] = [
  {
    name: 'fiery orange',
    colours: ['orange', 'red', 'black'],
    stops: ['#000000', '#3b0a00', '#b32400', '#ff7b00', '#ffd166', '#fff8e7', '#ff7b00', '#3b0a00'],
    inside: '#000000',
  },
  {
    name: 'electric blue',
    colours: ['blue', 'cyan', 'black'],
    stops: ['#00020a', '#001a4d', '#0059b3', '#19c3ff', '#e6fbff', '#19c3ff', '#003a80'],
    inside: '#00020a',
  },
  {
    name: 'gold on black',
    colours: ['gold', 'yellow', 'black'],
    stops: ['#000000', '#1f1400', '#7a5200', '#e0b040', '#fff2c2', '#9a6b00', '#1f1400'],
    inside: '#000000',
  },
  {
    name: 'emerald green',
    colours: ['green', 'emerald', 'black'],
    stops: ['#000402', '#002b14', '#00804a', '#4dffb0', '#e6fff4', '#00804a', '#002b14'],
    inside: '#000402',
  },
  {
    name: 'violet and pink',
    colours: ['purple', 'pink', 'magenta'],
    stops: ['#07000f', '#2a0052', '#7a1fa2', '#ff4fb0', '#ffd6ef', '#7a1fa2', '#2a0052'],
    inside: '#07000f',
  },
  {
    name: 'psychedelic rainbow',
    colours: ['multicoloured', 'rainbow', 'vibrant'],
    stops: ['#ff0054', '#ff8a00', '#ffe600', '#2bd900', '#00b3ff', '#6a00ff', '#ff0054'],
    inside: '#000000',
  },
  {
    name: 'icy white',
    colours: ['white', 'light blue', 'grey'],
    stops: ['#ffffff', '#d7ecff', '#7fb2e5', '#1b3b6f', '#f4faff', '#b0d4f5'],
    inside: '#0b1a33',
  },
  {
    name: 'teal and copper',
    colours: ['teal', 'copper', 'brown'],
    stops: ['#031c1c', '#0b5959', '#2fb3a6', '#f3d7b0', '#b8643a', '#3d1a0a'],
    inside: '#031c1c',
  },
  {
    name: 'crimson red',
    colours: ['red', 'crimson', 'black'],
    stops: ['#050000', '#400008', '#a0001c', '#ff3355', '#ffe0e6', '#a0001c'],
    inside: '#050000',
  },
];

interface Region {
  kind: 'mandelbrot' | 'julia';
  name: string;
  cx: number;
  cy: number;
  span: number;
  c?: [number, number];
  detail: string;
}

const REGIONS: Region[] = [
  { kind: 'mandelbrot', name: 'seahorse valley', cx: -0.7453, cy: 0.1127, span: 0.012, detail: 'seahorse-shaped spirals' },
  { kind: 'julia', name: 'Julia set', cx: 0, cy: 0, span: 3.2, c: [-0.8, 0.156], detail: 'lace-like filaments' },
  {
    kind: 'mandelbrot',
    name: 'antenna',
    cx: -0.1592,
    cy: 1.0317,
    span: 0.03,
    detail: 'a miniature copy of the set wrapped in branching tendrils',
  },
  { kind: 'julia', name: 'dendrite Julia set', cx: 0, cy: 0, span: 3.0, c: [0.285, 0.01], detail: 'swirling arms' },
  { kind: 'mandelbrot', name: 'spiral', cx: -0.761574, cy: -0.0847596, span: 0.0045, detail: 'double spirals' },
  { kind: 'julia', name: 'Douady rabbit Julia set', cx: 0, cy: 0, span: 3.0, c: [-0.123, 0.745], detail: 'rabbit-eared curls' },
  { kind: 'mandelbrot', name: 'Mandelbrot set', cx: -0.65, cy: 0, span: 3.1, detail: 'the classic cardioid and bulbs' },
  { kind: 'julia', name: 'spiral Julia set', cx: 0, cy: 0, span: 2.8, c: [-0.70176, -0.3842], detail: 'spiralling tendrils' },
  { kind: 'mandelbrot', name: 'minibrot', cx: -1.7549, cy: 0, span: 0.045, detail: 'a tiny copy of the whole set on the real axis' },
  { kind: 'julia', name: 'San Marco Julia set', cx: 0, cy: 0, span: 3.4, c: [-0.75, 0.11], detail: 'cathedral-like symmetry' },
];

function create({ seed, orientation, variant, longEdge }: SceneInput): DemoImageItem {
  const rng = createRng(seed);
  const palette = PALETTES[variant % PALETTES.length] as FractalPalette;
  const region = REGIONS[(variant + Math.floor(variant / PALETTES.length) * 3) % REGIONS.length] as Region;
  const { width: W, height: H } = dimensionsFor(orientation, longEdge);
  const lead = rng.pick(['', 'Intricate ', 'Glowing ', 'Detailed ', 'Infinite ']);
  const noun = region.kind === 'julia' || region.name === 'Mandelbrot set' ? region.name : `Mandelbrot ${region.name}`;
  const title = `${lead}${lead ? palette.name : palette.name.charAt(0).toUpperCase() + palette.name.slice(1)} ${noun}${rng.chance(0.35) ? ' fractal art' : ''}`;
  const description = `A ${palette.name} rendering of the ${noun} with ${region.detail}, computed with smooth colouring.`;
  const keywords = buildKeywords(
    [
      region.kind === 'julia' ? 'julia set' : 'mandelbrot set',
      'fractal',
      'fractal art',
      region.name.toLowerCase(),
      'mathematics',
      'generative art',
      'abstract',
      ...palette.colours,
      'spiral',
      'infinite',
      'complex',
      'psychedelic',
      'digital art',
      'background',
      ...orientationKeywords(W, H),
    ],
    ['pattern', 'science', 'geometry', 'chaos', 'wallpaper', 'futuristic', 'detailed', 'symmetry'],
  );
  return {
    kind: 'IMAGE',
    title,
    description,
    keywords,
    category: { parent: 'Abstract & Backgrounds', child: 'Fractals' },
    width: W,
    height: H,
    generator: 'fractals',
    seed,
    render: () => renderFractal(seed, palette, region, W, H),
  };
}

function renderFractal(seed: number, p: FractalPalette, region: Region, W: number, H: number): Promise<Buffer> {
  const rng = createRng(seed).fork('draw');
  const div = 2.5;
  const w = Math.round(W / div);
  const h = Math.round(H / div);
  const stops = p.stops.map(hex);
  const inside = hex(p.inside);
  // A small table of palette colours, cycled by smooth iteration count.
  const lut = new Uint8Array(256 * 3);
  for (let i = 0; i < 256; i++) {
    const c: Rgb = ramp(stops, i / 255);
    lut[i * 3] = c[0];
    lut[i * 3 + 1] = c[1];
    lut[i * 3 + 2] = c[2];
  }
  const span = region.span * rng.range(0.85, 1.15);
  const rotation = rng.range(-0.4, 0.4);
  const cos = Math.cos(rotation);
  const sin = Math.sin(rotation);
  const scale = span / Math.max(w, h);
  const density = rng.range(0.03, 0.07);
  const offset = rng.range(0, 1);
  const maxIter = region.kind === 'julia' ? 150 : region.span > 1 ? 120 : 200;
  const out = new Uint8Array(w * h * 3);
  const LOG2 = Math.log(2);
  for (let j = 0; j < h; j++) {
    for (let i = 0; i < w; i++) {
      const px = (i - w / 2) * scale;
      const py = (j - h / 2) * scale;
      const x0 = region.cx + px * cos - py * sin;
      const y0 = region.cy + px * sin + py * cos;
      let x: number;
      let y: number;
      let cr: number;
      let ci: number;
      if (region.kind === 'julia' && region.c) {
        x = x0;
        y = y0;
        cr = region.c[0];
        ci = region.c[1];
      } else {
        x = 0;
        y = 0;
        cr = x0;
        ci = y0;
        // Skip the main cardioid and period-2 bulb, which never escape.
        const q = (x0 - 0.25) ** 2 + y0 * y0;
        if (q * (q + (x0 - 0.25)) <= 0.25 * y0 * y0 || (x0 + 1) ** 2 + y0 * y0 <= 0.0625) {
          const o = (j * w + i) * 3;
          out[o] = inside[0];
          out[o + 1] = inside[1];
          out[o + 2] = inside[2];
          continue;
        }
      }
      let n = 0;
      let x2 = x * x;
      let y2 = y * y;
      // Brent-style periodicity check: points caught in a cycle are inside, so stop early.
      let px0 = x;
      let py0 = y;
      let period = 8;
      while (x2 + y2 <= 256 && n < maxIter) {
        y = 2 * x * y + ci;
        x = x2 - y2 + cr;
        x2 = x * x;
        y2 = y * y;
        n++;
        if (Math.abs(x - px0) < 1e-10 && Math.abs(y - py0) < 1e-10) {
          n = maxIter;
          break;
        }
        if (n === period) {
          px0 = x;
          py0 = y;
          period *= 2;
        }
      }
      const o = (j * w + i) * 3;
      if (n >= maxIter) {
        out[o] = inside[0];
        out[o + 1] = inside[1];
        out[o + 2] = inside[2];
      } else {
        const smooth = n + 1 - Math.log(Math.log(x2 + y2) / 2 / LOG2) / LOG2;
        const t = Math.sqrt(Math.max(0, smooth)) * density * 4 + offset;
        const k = Math.floor((t - Math.floor(t)) * 255) * 3;
        out[o] = lut[k] as number;
        out[o + 1] = lut[k + 1] as number;
        out[o + 2] = lut[k + 2] as number;
      }
    }
  }
  return rgbToJpeg(out, w, h, { width: W, height: H, kernel: 'cubic' });
}

export const fractalsScene: ImageScene = {
  name: 'fractals',
  category: { parent: 'Abstract & Backgrounds', child: 'Fractals' },
  create,
};
