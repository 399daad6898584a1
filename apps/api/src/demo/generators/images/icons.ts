import { buildKeywords, capitalise, orientationKeywords } from '../metadata';
import { createRng, type Rng } from '../prng';
import { dimensionsFor, r1, svgDocument, svgToJpeg } from '../raster';
import type { DemoImageItem, ImageScene, SceneInput } from '../types';

/** Icons on a 100-unit grid centred on 0, drawn as strokes: the line-icon style of app and web design kits. */
const ICONS: Record<string, string> = {
  home: 'M-35 0 L0 -32 L35 0 M-25 -8 L-25 32 L25 32 L25 -8 M-8 32 L-8 10 L8 10 L8 32',
  heart: 'M0 30 C-45 0 -35 -35 0 -15 C35 -35 45 0 0 30 Z',
  mail: 'M-35 -22 L35 -22 L35 22 L-35 22 Z M-35 -22 L0 6 L35 -22',
  chat: 'M-35 -25 L35 -25 L35 15 L-5 15 L-20 30 L-18 15 L-35 15 Z',
  cloud: 'M-30 20 C-45 20 -45 0 -28 -2 C-28 -22 0 -28 8 -10 C20 -20 38 -10 32 5 C45 8 42 20 30 20 Z',
  bell: 'M-25 18 L25 18 L18 8 L18 -8 C18 -22 -18 -22 -18 -8 L-18 8 Z M-6 24 L6 24',
  search: 'M-5 -5 m-20 0 a20 20 0 1 0 40 0 a20 20 0 1 0 -40 0 M10 10 L32 32',
  user: 'M0 -30 a14 14 0 1 0 0.1 0 M-28 32 C-28 5 28 5 28 32',
  cart: 'M-38 -25 L-25 -25 L-15 15 L25 15 L32 -12 L-20 -12 M-12 27 a4 4 0 1 0 0.1 0 M20 27 a4 4 0 1 0 0.1 0',
  star: 'M0 -32 L9 -10 L32 -10 L14 4 L20 28 L0 14 L-20 28 L-14 4 L-32 -10 L-9 -10 Z',
  chart: 'M-32 30 L-32 -30 M-32 30 L32 30 M-20 18 L-5 0 L8 10 L28 -18',
  gear: 'M0 -12 a12 12 0 1 0 0.1 0 M0 -32 L0 -22 M0 22 L0 32 M-32 0 L-22 0 M22 0 L32 0 M-22 -22 L-15 -15 M15 15 L22 22 M22 -22 L15 -15 M-15 15 L-22 22',
};

const PALETTES = [
  { name: 'blue', bg: '#eaf2ff', tile: '#ffffff', line: '#1f5eff', words: ['blue', 'white'] },
  { name: 'dark mode', bg: '#111827', tile: '#1f2937', line: '#a5b4fc', words: ['dark', 'dark mode', 'night'] },
  { name: 'coral', bg: '#fff1ec', tile: '#ffffff', line: '#ef5b3c', words: ['coral', 'orange'] },
  { name: 'mint', bg: '#e9fbf3', tile: '#ffffff', line: '#0f9d73', words: ['mint', 'green'] },
  { name: 'monochrome', bg: '#f4f4f4', tile: '#ffffff', line: '#222222', words: ['black and white', 'monochrome', 'minimal'] },
];

const LAYOUTS = [
  { name: 'line icon set', words: ['icon set', 'ui kit', 'app icons'] },
  { name: 'web icons pattern', words: ['pattern', 'doodle', 'web'] },
  { name: 'social media icons', words: ['social media', 'communication', 'network'] },
];

function create({ seed, orientation, variant, longEdge }: SceneInput): DemoImageItem {
  const rng = createRng(seed);
  const palette = PALETTES[variant % PALETTES.length] as (typeof PALETTES)[number];
  const layoutIndex = (variant + Math.floor(variant / PALETTES.length)) % LAYOUTS.length;
  const layout = LAYOUTS[layoutIndex] as (typeof LAYOUTS)[number];
  const names = rng.shuffled(Object.keys(ICONS)).slice(0, rng.int(6, 12));
  const { width: W, height: H } = dimensionsFor(orientation, longEdge);
  const title = `${capitalise(palette.name)} ${layout.name} ${rng.pick(['for apps and websites', 'in outline style', 'for user interfaces'])}`;
  const description = `${capitalise(layout.name)} in ${palette.name}: outline icons of ${names.slice(0, 5).join(', ')} and more, evenly spaced.`;
  const keywords = buildKeywords(
    [
      ...layout.words,
      'icons',
      'icon',
      'symbols',
      'line icons',
      'outline',
      'flat design',
      'user interface',
      'website',
      'app',
      'pictogram',
      ...palette.words,
      ...names.map((name) => `${name} icon`),
      'vector',
      'nobody',
      ...orientationKeywords(W, H),
    ],
    ['button', 'digital', 'internet', 'technology', 'sign', 'collection', 'business'],
  );
  return {
    kind: 'IMAGE',
    title,
    description,
    keywords,
    category: { parent: 'Abstract & Backgrounds', child: 'Icons & Symbols' },
    width: W,
    height: H,
    generator: 'icons',
    seed,
    render: () => svgToJpeg(draw(createRng(seed).fork('draw'), palette, names, layoutIndex === 1, W, H)),
  };
}

function draw(rng: Rng, palette: (typeof PALETTES)[number], names: string[], scattered: boolean, W: number, H: number): string {
  const body = [`<rect width="${W}" height="${H}" fill="${palette.bg}"/>`];
  const cols = Math.max(3, Math.round(Math.sqrt((names.length * W) / H)));
  const rows = Math.ceil(names.length / cols);
  const cell = Math.min(W / (cols + 0.6), H / (rows + 0.6));
  const ox = (W - cols * cell) / 2;
  const oy = (H - rows * cell) / 2;
  const icon = (name: string, x: number, y: number, size: number, angle: number) =>
    `<path d="${ICONS[name]}" fill="none" stroke="${palette.line}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round" transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)}) scale(${r1(size / 100)})"/>`;
  if (scattered) {
    const step = Math.min(W, H) / 6;
    let k = 0;
    for (let y = step / 2; y < H; y += step) {
      for (let x = step / 2 + ((y / step) % 2) * (step / 2); x < W; x += step) {
        body.push(icon(names[k++ % names.length] as string, x, y, step * 0.55, rng.range(-20, 20)));
      }
    }
  } else {
    names.forEach((name, i) => {
      const x = ox + (i % cols) * cell + cell / 2;
      const y = oy + Math.floor(i / cols) * cell + cell / 2;
      body.push(
        `<rect x="${r1(x - cell * 0.4)}" y="${r1(y - cell * 0.4)}" width="${r1(cell * 0.8)}" height="${r1(cell * 0.8)}" rx="${r1(cell * 0.16)}" fill="${palette.tile}"/>`,
        icon(name, x, y, cell * 0.5, 0),
      );
    });
  }
  return svgDocument(W, H, '', body.join(''));
}

export const iconsScene: ImageScene = {
  name: 'icons',
  category: { parent: 'Abstract & Backgrounds', child: 'Icons & Symbols' },
  create,
};
