import sharp, { type Sharp } from 'sharp';
import { css, hex, mix, type Rgb } from '../color';
import { buildKeywords, orientationKeywords } from '../metadata';
import { createRng, type Rng } from '../prng';
import { createValueNoise, dimensionsFor, fbm, jpeg, r1, svgDocument, svgToJpeg } from '../raster';
import type { DemoImageItem, ImageScene, SceneInput } from '../types';

type Material = 'marble' | 'paper' | 'sand' | 'metal' | 'terrazzo' | 'concrete';

interface Finish {
  material: Material;
  name: string;
  base: string;
  accent: string;
  extra?: string[];
  colours: string[];
  keywords: string[];
}

const FINISHES: Finish[] = [
  {
    material: 'marble',
    name: 'white Carrara marble',
    base: '#efece6',
    accent: '#8d8f94',
    colours: ['white', 'grey'],
    keywords: ['carrara', 'veins', 'stone', 'luxury'],
  },
  {
    material: 'paper',
    name: 'cream paper',
    base: '#efe6d2',
    accent: '#b9a98a',
    colours: ['beige', 'cream', 'white'],
    keywords: ['paper', 'parchment', 'vintage', 'fibres'],
  },
  {
    material: 'metal',
    name: 'brushed steel',
    base: '#a9adb3',
    accent: '#e6e8ec',
    colours: ['grey', 'silver'],
    keywords: ['brushed metal', 'steel', 'stainless', 'industrial'],
  },
  {
    material: 'sand',
    name: 'golden sand',
    base: '#d9b77e',
    accent: '#a8824a',
    colours: ['yellow', 'beige', 'gold'],
    keywords: ['sand', 'dune', 'ripples', 'desert'],
  },
  {
    material: 'terrazzo',
    name: 'pastel terrazzo',
    base: '#f3ece4',
    accent: '#e7a59a',
    extra: ['#e7a59a', '#9cc5b4', '#f2c879', '#7d8fb3', '#c4c0bb'],
    colours: ['white', 'pink', 'mint'],
    keywords: ['terrazzo', 'chips', 'speckled', 'flooring'],
  },
  {
    material: 'marble',
    name: 'black marble',
    base: '#17171a',
    accent: '#d8d4cc',
    colours: ['black', 'white'],
    keywords: ['nero marquina', 'veins', 'stone', 'luxury'],
  },
  {
    material: 'concrete',
    name: 'grey concrete',
    base: '#8e8c88',
    accent: '#5a5854',
    colours: ['grey'],
    keywords: ['concrete', 'cement', 'wall', 'urban'],
  },
  {
    material: 'metal',
    name: 'brushed gold',
    base: '#c9a24a',
    accent: '#f7e3a1',
    colours: ['gold', 'yellow', 'brown'],
    keywords: ['brushed metal', 'gold foil', 'metallic', 'luxury'],
  },
  {
    material: 'marble',
    name: 'green marble',
    base: '#1f4a3a',
    accent: '#d9e8df',
    colours: ['green', 'emerald', 'white'],
    keywords: ['verde marble', 'veins', 'stone', 'luxury'],
  },
  {
    material: 'paper',
    name: 'kraft paper',
    base: '#b08a5e',
    accent: '#7a5a38',
    colours: ['brown', 'tan'],
    keywords: ['kraft paper', 'cardboard', 'recycled', 'packaging'],
  },
  {
    material: 'terrazzo',
    name: 'dark terrazzo',
    base: '#2b2d33',
    accent: '#e0e0e0',
    extra: ['#e0e0e0', '#c2553a', '#d9a441', '#6f8f8a', '#8a8f99'],
    colours: ['black', 'grey', 'orange'],
    keywords: ['terrazzo', 'chips', 'speckled', 'flooring'],
  },
  {
    material: 'metal',
    name: 'brushed copper',
    base: '#b5653a',
    accent: '#f0b48a',
    colours: ['orange', 'copper', 'brown'],
    keywords: ['brushed metal', 'copper', 'metallic', 'bronze'],
  },
  {
    material: 'marble',
    name: 'rose pink marble',
    base: '#ecd0c8',
    accent: '#a67a76',
    colours: ['pink', 'rose', 'white'],
    keywords: ['rose quartz', 'veins', 'stone', 'feminine'],
  },
  {
    material: 'sand',
    name: 'white beach sand',
    base: '#eee4d2',
    accent: '#c2b29a',
    colours: ['white', 'beige'],
    keywords: ['sand', 'beach', 'ripples', 'summer'],
  },
  {
    material: 'paper',
    name: 'grey recycled paper',
    base: '#d3d1cc',
    accent: '#8e8b84',
    colours: ['grey', 'white'],
    keywords: ['paper', 'recycled', 'cardboard', 'fibres'],
  },
  {
    material: 'marble',
    name: 'blue marble',
    base: '#22384f',
    accent: '#e2c784',
    colours: ['blue', 'navy', 'gold'],
    keywords: ['lapis', 'gold veins', 'stone', 'luxury'],
  },
];

const NOUNS: Record<Material, string[]> = {
  marble: ['texture', 'surface', 'stone background', 'slab texture'],
  paper: ['texture', 'background', 'sheet texture', 'surface'],
  sand: ['texture', 'ripples close-up', 'surface', 'background'],
  metal: ['texture', 'plate background', 'surface', 'sheet texture'],
  terrazzo: ['texture', 'floor pattern', 'surface', 'background'],
  concrete: ['wall texture', 'surface', 'background', 'texture'],
};

function create({ seed, orientation, variant, longEdge }: SceneInput): DemoImageItem {
  const rng = createRng(seed);
  const finish = FINISHES[variant % FINISHES.length] as Finish;
  const { width: W, height: H } = dimensionsFor(orientation, longEdge);
  const noun = rng.pick(NOUNS[finish.material]);
  const lead = rng.pick(['', '', 'Polished ', 'Natural ', 'Close-up of ', 'Detailed ', 'Fine ']);
  const fixedLead = finish.material === 'marble' || lead !== 'Polished ' ? lead : '';
  const title = `${fixedLead}${fixedLead ? finish.name : finish.name.charAt(0).toUpperCase() + finish.name.slice(1)} ${noun}`;
  const description = `A full-frame ${finish.name} texture with natural, seamless-looking detail, suited to backgrounds and overlays.`;
  const keywords = buildKeywords(
    [
      ...finish.keywords,
      finish.material,
      'texture',
      'surface',
      ...finish.colours,
      'background',
      'material',
      'close-up',
      'detail',
      'natural',
      'full frame',
      'backdrop',
      'abstract',
      ...orientationKeywords(W, H),
    ],
    ['pattern', 'textured', 'design element', 'overlay', 'wallpaper', 'copy space', 'rough', 'organic'],
  );
  return {
    kind: 'IMAGE',
    title,
    description,
    keywords,
    category: { parent: 'Abstract & Backgrounds', child: 'Textures' },
    width: W,
    height: H,
    generator: 'textures',
    seed,
    render: () => renderTexture(createRng(seed).fork('draw'), finish, W, H),
  };
}

/** Grey noise around 128 that, blended with 'overlay', adds fine grain at full resolution. */
function grainTile(rng: Rng, amount: number): Buffer {
  const size = 256;
  const buf = Buffer.alloc(size * size * 3);
  for (let i = 0; i < size * size; i++) {
    const v = 128 + Math.round((rng.next() + rng.next() - 1) * amount);
    buf[i * 3] = v;
    buf[i * 3 + 1] = v;
    buf[i * 3 + 2] = v;
  }
  return buf;
}

function withGrain(image: Sharp, rng: Rng, amount: number): Promise<Buffer> {
  return jpeg(
    image.composite([{ input: grainTile(rng, amount), raw: { width: 256, height: 256, channels: 3 }, tile: true, blend: 'overlay' }]),
  );
}

function renderTexture(rng: Rng, f: Finish, W: number, H: number): Promise<Buffer> {
  if (f.material === 'terrazzo') return svgToJpeg(terrazzo(rng, f, W, H));
  const base = hex(f.base);
  const accent = hex(f.accent);
  const noise = createValueNoise(rng.next);
  if (f.material === 'metal') {
    // Streaks: noise that changes fast down the plate and slowly across it, then stretched horizontally.
    const w = 96;
    const h = H;
    const out = new Uint8ClampedArray(w * h * 3);
    const hx = rng.range(0.3, 0.7);
    for (let y = 0; y < h; y++) {
      const rowBias = (rng.next() - 0.5) * 0.08;
      for (let x = 0; x < w; x++) {
        const u = x / w;
        const streak = noise(u * 6, y * 0.9) * 0.6 + noise(u * 2 + 40, y * 0.15) * 0.4;
        const glint = Math.exp(-(((u - hx) * 3) ** 2)) * 0.35 + (y / h) * 0.08;
        const c = mix(mix(base, [0, 0, 0], 0.15), accent, Math.min(1, Math.max(0, 0.25 + glint + (streak - 0.5) * 0.5 + rowBias)));
        const o = (y * w + x) * 3;
        out[o] = c[0];
        out[o + 1] = c[1];
        out[o + 2] = c[2];
      }
    }
    return jpeg(sharp(out, { raw: { width: w, height: h, channels: 3 } }).resize(W, H, { kernel: 'linear', fit: 'fill' }));
  }
  const div = 4;
  const w = Math.round(W / div);
  const h = Math.round(H / div);
  const out = new Uint8ClampedArray(w * h * 3);
  const s = 1 / 105;
  const angle = rng.range(0, Math.PI);
  const ca = Math.cos(angle);
  const sa = Math.sin(angle);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let c: Rgb;
      if (f.material === 'marble') {
        const n = fbm(noise, x * s, y * s, 4);
        const u = (x * ca + y * sa) * s;
        const v = Math.sin(u * 3.2 + n * 9);
        const vein = (1 - Math.abs(v)) ** 10;
        const fine = (1 - Math.abs(Math.sin(u * 7 + n * 12 + 1.3))) ** 40;
        const cloud = noise(x * s * 0.7 + 50, y * s * 0.7);
        c = mix(mix(base, accent, (cloud - 0.5) * 0.25 + 0.05), accent, Math.min(1, vein * 0.85 + fine * 0.35));
      } else if (f.material === 'paper') {
        const n = fbm(noise, x * s * 2, y * s * 2, 4);
        const fibre = noise(x * 1.2, y * 0.1) * noise(x * 0.1 + 30, y * 1.2);
        c = mix(base, accent, Math.max(0, (n - 0.45) * 0.35) + fibre * 0.12);
      } else if (f.material === 'sand') {
        const n = fbm(noise, x * s, y * s, 4);
        const u = (x * ca + y * sa) * s;
        const ripple = Math.sin(u * 22 + n * 10);
        const shadeF = 0.5 + 0.5 * ripple;
        c = mix(mix(base, [255, 250, 240], 0.18 * shadeF), accent, (1 - shadeF) ** 3 * 0.45 + (n - 0.5) * 0.2);
      } else {
        const n = fbm(noise, x * s * 1.5, y * s * 1.5, 4);
        const pore = noise(x * 0.45, y * 0.45) > 0.94 ? 0.3 : 0;
        c = mix(base, n > 0.5 ? [230, 228, 224] : accent, Math.abs(n - 0.5) * 0.7 + pore);
      }
      const o = (y * w + x) * 3;
      out[o] = c[0];
      out[o + 1] = c[1];
      out[o + 2] = c[2];
    }
  }
  const upscaled = sharp(out, { raw: { width: w, height: h, channels: 3 } }).resize(W, H, { kernel: 'linear', fit: 'fill' });
  // Grain where the material has it; marble is polished and smooth.
  const grain = f.material === 'sand' ? 34 : f.material === 'concrete' ? 28 : f.material === 'paper' ? 14 : 0;
  return grain ? withGrain(upscaled, rng, grain) : jpeg(upscaled);
}

function terrazzo(rng: Rng, f: Finish, W: number, H: number): string {
  const chips: string[] = [];
  const colours = f.extra ?? [f.accent];
  const long = Math.max(W, H);
  const count = Math.round(((W * H) / 1e6) * 110);
  for (let i = 0; i < count; i++) {
    const cx = rng.range(0, W);
    const cy = rng.range(0, H);
    const r = long * (rng.chance(0.15) ? rng.range(0.02, 0.04) : rng.range(0.004, 0.015));
    const n = rng.int(4, 7);
    let d = '';
    const rot = rng.range(0, Math.PI * 2);
    for (let k = 0; k < n; k++) {
      const a = rot + (k / n) * Math.PI * 2 + rng.range(-0.3, 0.3);
      const rr = r * rng.range(0.55, 1.1);
      d += `${k ? ' L' : 'M'}${r1(cx + Math.cos(a) * rr)} ${r1(cy + Math.sin(a) * rr * rng.range(0.6, 1))}`;
    }
    const c = hex(rng.pick(colours));
    chips.push(`<path d="${d} Z" fill="${css(mix(c, [0, 0, 0], rng.range(0, 0.12)))}"/>`);
  }
  for (let i = 0; i < count * 3; i++) {
    chips.push(
      `<circle cx="${r1(rng.range(0, W))}" cy="${r1(rng.range(0, H))}" r="${r1(rng.range(1, 3.5))}" fill="${rng.pick(colours)}"/>`,
    );
  }
  return svgDocument(W, H, '', `<rect width="${W}" height="${H}" fill="${f.base}"/>${chips.join('')}`);
}

export const texturesScene: ImageScene = {
  name: 'textures',
  category: { parent: 'Abstract & Backgrounds', child: 'Textures' },
  create,
};
