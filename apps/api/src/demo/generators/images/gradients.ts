import { hex, type Rgb } from '../color';
import { buildKeywords, orientationKeywords } from '../metadata';
import { createRng } from '../prng';
import { dimensionsFor, rgbToJpeg } from '../raster';
import type { DemoImageItem, ImageScene, SceneInput } from '../types';

interface GradientPalette {
  name: string;
  colours: string[];
  stops: string[];
  mood: string[];
}

const PALETTES: GradientPalette[] = [
  {
    name: 'violet and teal',
    colours: ['purple', 'teal', 'blue'],
    stops: ['#5b2a86', '#8e44ad', '#1abc9c', '#16a3b8', '#2c3e91'],
    mood: ['modern', 'cool'],
  },
  {
    name: 'peach and pink',
    colours: ['pink', 'peach', 'orange'],
    stops: ['#ffb199', '#ff8fab', '#ffc3a0', '#f7a1c4', '#ffd6a5'],
    mood: ['soft', 'warm', 'feminine'],
  },
  {
    name: 'orange and red',
    colours: ['orange', 'red', 'yellow'],
    stops: ['#ff512f', '#f09819', '#dd2476', '#ff7e39', '#c81d25'],
    mood: ['vibrant', 'energetic', 'hot'],
  },
  {
    name: 'blue and purple',
    colours: ['blue', 'purple', 'indigo'],
    stops: ['#1e3c72', '#2a5298', '#6a3093', '#4b6cb7', '#8e2de2'],
    mood: ['deep', 'calm', 'tech'],
  },
  {
    name: 'mint and yellow',
    colours: ['green', 'mint', 'yellow'],
    stops: ['#a8e063', '#56ab2f', '#f9f871', '#7bd389', '#d4fc79'],
    mood: ['fresh', 'spring', 'bright'],
  },
  {
    name: 'navy and coral',
    colours: ['blue', 'navy', 'coral', 'orange'],
    stops: ['#0f1c3f', '#ff6f61', '#23395b', '#ff9a76', '#141e46'],
    mood: ['bold', 'contrast', 'stylish'],
  },
  {
    name: 'holographic pastel',
    colours: ['pastel', 'pink', 'blue', 'purple'],
    stops: ['#fbc2eb', '#a6c1ee', '#c2e9fb', '#e0c3fc', '#fdfbfb'],
    mood: ['dreamy', 'iridescent', 'light'],
  },
  {
    name: 'black and gold',
    colours: ['black', 'gold', 'brown'],
    stops: ['#0b0b0b', '#3a2a12', '#c9a04a', '#151008', '#7a5a24'],
    mood: ['luxury', 'elegant', 'dark'],
  },
  {
    name: 'silver grey',
    colours: ['grey', 'white', 'silver'],
    stops: ['#e8e8e8', '#9a9ea6', '#cfd3d8', '#6d7078', '#f4f4f4'],
    mood: ['neutral', 'clean', 'minimal'],
  },
  {
    name: 'earthy brown and beige',
    colours: ['brown', 'beige', 'tan'],
    stops: ['#6b4226', '#c8a27c', '#a0673d', '#e6cfb2', '#4a2c1a'],
    mood: ['earthy', 'natural', 'warm'],
  },
  {
    name: 'emerald and teal',
    colours: ['green', 'teal', 'emerald'],
    stops: ['#004d40', '#00897b', '#2e7d32', '#26c6da', '#0b3d2e'],
    mood: ['fresh', 'deep', 'natural'],
  },
  {
    name: 'magenta and pink',
    colours: ['pink', 'magenta', 'purple'],
    stops: ['#ff0080', '#7928ca', '#ff4d9d', '#b5179e', '#ffafcc'],
    mood: ['vibrant', 'neon', 'bold'],
  },
  {
    name: 'sunny yellow',
    colours: ['yellow', 'orange', 'white'],
    stops: ['#fff3b0', '#ffd23f', '#ffb703', '#fff8dc', '#fcbf49'],
    mood: ['cheerful', 'bright', 'summer'],
  },
  {
    name: 'dark red and black',
    colours: ['red', 'black', 'burgundy'],
    stops: ['#1a0000', '#7f0000', '#c0392b', '#2b0505', '#8b1e3f'],
    mood: ['dark', 'dramatic', 'intense'],
  },
  {
    name: 'icy white and blue',
    colours: ['white', 'light blue', 'blue'],
    stops: ['#ffffff', '#dbeafe', '#93c5fd', '#f0f9ff', '#bfdbfe'],
    mood: ['clean', 'airy', 'cool'],
  },
];

const STYLES = ['mesh', 'fluid', 'aurora', 'radial'] as const;
type Style = (typeof STYLES)[number];
const STYLE_WORDS: Record<Style, string[]> = {
  mesh: ['mesh gradient', 'gradient background', 'smooth gradient'],
  fluid: ['fluid gradient', 'liquid gradient', 'flowing gradient'],
  aurora: ['blurred gradient', 'soft gradient wallpaper', 'aurora gradient'],
  radial: ['radial glow gradient', 'glowing gradient', 'soft light gradient'],
};

function create({ seed, orientation, variant, longEdge }: SceneInput): DemoImageItem {
  const rng = createRng(seed);
  const palette = PALETTES[variant % PALETTES.length] as GradientPalette;
  const style = STYLES[Math.floor(variant / PALETTES.length + seed) % STYLES.length] as Style;
  const { width: W, height: H } = dimensionsFor(orientation, longEdge);
  const styleWords = rng.pick(STYLE_WORDS[style]);
  const lead = rng.pick(
    ['Abstract', 'Smooth', 'Soft', 'Modern', 'Vibrant', 'Dreamy', 'Minimal'].filter((w) => !styleWords.includes(w.toLowerCase())),
  );
  const title = `${lead} ${palette.name} ${styleWords}${rng.chance(0.4) ? ' background' : ''}`
    .replace('background background', 'background')
    .replace('gradient wallpaper background', 'gradient wallpaper');
  const description = `A ${style === 'fluid' ? 'flowing, liquid-like' : style === 'radial' ? 'glowing, radial' : 'smooth, multi-stop'} gradient blending ${palette.colours.slice(0, 3).join(', ')} tones, ideal as a background with copy space.`;
  const keywords = buildKeywords(
    [
      'gradient',
      `${style} gradient`,
      'abstract',
      'background',
      ...palette.colours,
      ...palette.mood,
      'colorful',
      'blurred',
      'smooth',
      'wallpaper',
      'backdrop',
      'copy space',
      'design',
      'template',
      'banner',
      ...orientationKeywords(W, H),
    ],
    ['graphic', 'texture', 'color', 'pattern', 'digital', 'presentation', 'poster', 'cover', 'web'],
  );
  return {
    kind: 'IMAGE',
    title,
    description,
    keywords,
    category: { parent: 'Abstract & Backgrounds', child: 'Gradients' },
    width: W,
    height: H,
    generator: 'gradients',
    seed,
    render: () => renderGradient(seed, palette, style, W, H),
  };
}

function renderGradient(seed: number, p: GradientPalette, style: Style, W: number, H: number): Promise<Buffer> {
  const rng = createRng(seed).fork('draw');
  const w = 400;
  const h = Math.round((w * H) / W);
  const aspect = W / H;
  const colours = rng.shuffled(p.stops.map(hex));
  const points = colours.map((c) => ({ c, x: rng.range(-0.1, 1.1) * aspect, y: rng.range(-0.1, 1.1), s: rng.range(0.25, 0.6) }));
  const base = colours[0] as Rgb;
  const focus = points[0] ?? { x: 0.5, y: 0.5 };
  const f1 = rng.range(2, 5);
  const f2 = rng.range(2, 5);
  const ph = rng.range(0, 6);
  const warp = style === 'fluid' ? 0.22 : style === 'aurora' ? 0.12 : style === 'radial' ? 0.02 : 0.06;
  const out = new Uint8ClampedArray(w * h * 3);
  for (let j = 0; j < h; j++) {
    for (let i = 0; i < w; i++) {
      let x = (i / (w - 1)) * aspect;
      let y = j / (h - 1);
      const wx = Math.sin(y * f1 + ph) * warp + Math.sin((x + y) * f2 * 0.7) * warp * 0.5;
      const wy = Math.cos(x * f2 - ph) * warp + Math.cos((x - y) * f1 * 0.6) * warp * 0.5;
      x += wx;
      y += wy;
      let r = 0;
      let g = 0;
      let b = 0;
      let sum = 0;
      for (const pt of points) {
        const dx = x - pt.x;
        const dy = (y - pt.y) * (style === 'aurora' ? 2.2 : 1);
        const wgt = Math.exp(-(dx * dx + dy * dy) / (pt.s * pt.s)) + 1e-4;
        r += pt.c[0] * wgt;
        g += pt.c[1] * wgt;
        b += pt.c[2] * wgt;
        sum += wgt;
      }
      let cr = r / sum;
      let cg = g / sum;
      let cb = b / sum;
      if (style === 'radial') {
        const d = Math.hypot(x - focus.x, y - focus.y);
        const v = Math.max(0, 1 - d * 0.6);
        cr = base[0] * 0.15 + cr * (0.35 + 0.65 * v);
        cg = base[1] * 0.15 + cg * (0.35 + 0.65 * v);
        cb = base[2] * 0.15 + cb * (0.35 + 0.65 * v);
      }
      const o = (j * w + i) * 3;
      out[o] = cr;
      out[o + 1] = cg;
      out[o + 2] = cb;
    }
  }
  return rgbToJpeg(out, w, h, { width: W, height: H, kernel: 'linear' });
}

export const gradientsScene: ImageScene = {
  name: 'gradients',
  category: { parent: 'Abstract & Backgrounds', child: 'Gradients' },
  create,
};
