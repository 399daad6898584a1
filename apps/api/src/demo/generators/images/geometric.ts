import { css, hex, mix, type Rgb } from '../color';
import { buildKeywords, orientationKeywords } from '../metadata';
import { createRng, type Rng } from '../prng';
import { dimensionsFor, r1, svgDocument, svgToJpeg } from '../raster';
import type { DemoImageItem, ImageScene, SceneInput } from '../types';

interface PatternPalette {
  name: string;
  colours: string[];
  background: string;
  swatches: string[];
}

const PALETTES: PatternPalette[] = [
  {
    name: 'retro orange and teal',
    colours: ['orange', 'teal', 'yellow'],
    background: '#f4ead5',
    swatches: ['#e76f51', '#f4a261', '#e9c46a', '#2a9d8f', '#264653'],
  },
  {
    name: 'ocean blue',
    colours: ['blue', 'navy', 'turquoise'],
    background: '#0b1d3a',
    swatches: ['#03045e', '#0077b6', '#00b4d8', '#90e0ef', '#caf0f8'],
  },
  {
    name: 'pastel',
    colours: ['pastel', 'pink', 'mint', 'lavender'],
    background: '#fdf6f0',
    swatches: ['#ffc8dd', '#ffafcc', '#bde0fe', '#a2d2ff', '#cdb4db'],
  },
  {
    name: 'neon',
    colours: ['black', 'pink', 'cyan', 'purple'],
    background: '#0a0a12',
    swatches: ['#ff00a8', '#00f0ff', '#8a2be2', '#1a1a2e', '#ff2e63'],
  },
  {
    name: 'monochrome grey',
    colours: ['grey', 'black', 'white'],
    background: '#e9e9e9',
    swatches: ['#222222', '#555555', '#888888', '#bbbbbb', '#f2f2f2'],
  },
  {
    name: 'forest green',
    colours: ['green', 'olive', 'beige'],
    background: '#eef0e2',
    swatches: ['#283618', '#606c38', '#a3b18a', '#dda15e', '#fefae0'],
  },
  {
    name: 'red and gold',
    colours: ['red', 'gold', 'burgundy'],
    background: '#2b0a0a',
    swatches: ['#9d0208', '#d00000', '#dc2f02', '#e85d04', '#ffba08'],
  },
  {
    name: 'violet',
    colours: ['purple', 'violet', 'lilac'],
    background: '#1b0f2e',
    swatches: ['#3c096c', '#5a189a', '#7b2cbf', '#9d4edd', '#c77dff'],
  },
  {
    name: 'sunny yellow',
    colours: ['yellow', 'white', 'orange'],
    background: '#fffbea',
    swatches: ['#ffd60a', '#ffc300', '#fff3b0', '#f5b700', '#ffffff'],
  },
  {
    name: 'earthy brown',
    colours: ['brown', 'terracotta', 'beige'],
    background: '#f2e8dc',
    swatches: ['#6f4518', '#8b5e34', '#bc8a5f', '#d4a276', '#e7bc91'],
  },
];

const PATTERNS = ['triangles', 'hexagons', 'cubes', 'circles', 'stripes'] as const;
type Pattern = (typeof PATTERNS)[number];

const PATTERN_WORDS: Record<Pattern, { nouns: string[]; keywords: string[]; description: string }> = {
  triangles: {
    nouns: ['low poly triangle pattern', 'triangle mosaic', 'geometric triangle background'],
    keywords: ['triangles', 'low poly', 'polygon', 'mosaic', 'faceted'],
    description: 'a low-poly mosaic of triangles shading across the frame',
  },
  hexagons: {
    nouns: ['hexagon pattern', 'honeycomb pattern', 'hexagonal tile background'],
    keywords: ['hexagons', 'honeycomb', 'hexagonal', 'tiles', 'grid'],
    description: 'a honeycomb grid of hexagonal tiles',
  },
  cubes: {
    nouns: ['isometric cube pattern', '3d cube pattern', 'isometric block background'],
    keywords: ['isometric', 'cubes', '3d', 'blocks', 'optical illusion'],
    description: 'rows of shaded isometric cubes that read as a 3D surface',
  },
  circles: {
    nouns: ['concentric circle pattern', 'retro circles background', 'ring pattern'],
    keywords: ['concentric circles', 'circles', 'rings', 'retro', 'round'],
    description: 'overlapping sets of concentric rings',
  },
  stripes: {
    nouns: ['diagonal stripe pattern', 'striped background', 'bold stripes'],
    keywords: ['stripes', 'diagonal', 'lines', 'striped', 'bands'],
    description: 'bold diagonal stripes of varying width',
  },
};

function create({ seed, orientation, variant, longEdge }: SceneInput): DemoImageItem {
  const rng = createRng(seed);
  const palette = PALETTES[variant % PALETTES.length] as PatternPalette;
  const pattern = PATTERNS[(variant + Math.floor(variant / PALETTES.length)) % PATTERNS.length] as Pattern;
  const { width: W, height: H } = dimensionsFor(orientation, longEdge);
  const words = PATTERN_WORDS[pattern];
  const noun = rng.pick(words.nouns);
  const title = rng.chance(0.5)
    ? `${palette.name.charAt(0).toUpperCase()}${palette.name.slice(1)} ${noun}`
    : `${noun.charAt(0).toUpperCase()}${noun.slice(1)} in ${palette.name} tones`;
  const description = `A geometric background of ${words.description}, in ${palette.colours.slice(0, 3).join(', ')} colours.`;
  const keywords = buildKeywords(
    [
      ...words.keywords,
      'geometric pattern',
      'geometric',
      'pattern',
      'abstract',
      ...palette.colours,
      'shapes',
      'background',
      'modern',
      'graphic design',
      'wallpaper',
      'texture',
      ...orientationKeywords(W, H),
    ],
    ['design', 'decorative', 'backdrop', 'template', 'print', 'textile', 'minimal', 'colorful'],
  );
  return {
    kind: 'IMAGE',
    title,
    description,
    keywords,
    category: { parent: 'Abstract & Backgrounds', child: 'Geometric Patterns' },
    width: W,
    height: H,
    generator: 'geometric',
    seed,
    render: () => svgToJpeg(drawPattern(createRng(seed).fork('draw'), palette, pattern, W, H)),
  };
}

function shade(c: Rgb, f: number): string {
  return css(f >= 0 ? mix(c, [255, 255, 255], f) : mix(c, [0, 0, 0], -f));
}

function drawPattern(rng: Rng, p: PatternPalette, pattern: Pattern, W: number, H: number): string {
  const sw = p.swatches.map(hex);
  const body: string[] = [`<rect width="${W}" height="${H}" fill="${p.background}"/>`];
  const long = Math.max(W, H);
  const gradientAt = (x: number, y: number) => {
    const t = Math.min(0.999, Math.max(0, (x / W) * 0.6 + (y / H) * 0.4 + rng.range(-0.12, 0.12)));
    return sw[Math.floor(t * sw.length)] as Rgb;
  };
  if (pattern === 'triangles') {
    const cell = long / rng.int(14, 22);
    const rows = Math.ceil(H / (cell * 0.87)) + 3;
    const cols = Math.ceil(W / cell) + 3;
    const pts: [number, number][][] = [];
    for (let j = 0; j <= rows; j++) {
      const row: [number, number][] = [];
      for (let i = 0; i <= cols; i++) {
        row.push([(i - 1 - 0.5 * (j % 2)) * cell + rng.range(-0.25, 0.25) * cell, (j - 1) * cell * 0.87 + rng.range(-0.2, 0.2) * cell]);
      }
      pts.push(row);
    }
    for (let j = 0; j < rows; j++) {
      for (let i = 0; i < cols; i++) {
        const a = pts[j]?.[i];
        const b = pts[j]?.[i + 1];
        const c = pts[j + 1]?.[i];
        const d = pts[j + 1]?.[i + 1];
        if (!a || !b || !c || !d) continue;
        const tris =
          j % 2 === 0
            ? [
                [a, b, d],
                [a, d, c],
              ]
            : [
                [a, b, c],
                [b, d, c],
              ];
        for (const t of tris as [number, number][][]) {
          const cx = t.reduce((sum, p) => sum + p[0], 0) / 3;
          const cy = t.reduce((sum, p) => sum + p[1], 0) / 3;
          const fill = shade(gradientAt(cx, cy), rng.range(-0.18, 0.18));
          body.push(`<path d="M${t.map(([x, y]) => `${r1(x)} ${r1(y)}`).join(' L')} Z" fill="${fill}" stroke="${fill}" stroke-width="1"/>`);
        }
      }
    }
  } else if (pattern === 'hexagons') {
    const r = long / rng.int(18, 30);
    const gap = r * rng.range(0.06, 0.14);
    const dx = Math.sqrt(3) * r;
    const dy = 1.5 * r;
    for (let j = -1; j * dy < H + r; j++) {
      for (let i = -1; i * dx < W + dx; i++) {
        const cx = i * dx + (j % 2 ? dx / 2 : 0);
        const cy = j * dy;
        if (rng.chance(0.08)) continue;
        const rr = r - gap;
        let d = '';
        for (let k = 0; k < 6; k++) {
          const a = (Math.PI / 3) * k + Math.PI / 6;
          d += `${k ? ' L' : 'M'}${r1(cx + rr * Math.cos(a))} ${r1(cy + rr * Math.sin(a))}`;
        }
        const base = rng.chance(0.3) ? (rng.pick(sw) as Rgb) : gradientAt(cx, cy);
        body.push(`<path d="${d} Z" fill="${shade(base, rng.range(-0.1, 0.12))}"/>`);
      }
    }
  } else if (pattern === 'cubes') {
    const s = long / rng.int(12, 20);
    const h = s * Math.sqrt(3);
    const top = rng.int(0, sw.length - 1);
    for (let j = -1; j * 1.5 * s < H + s; j++) {
      for (let i = -1; i * h < W + h; i++) {
        const cx = i * h + (j % 2 ? h / 2 : 0);
        const cy = j * 1.5 * s;
        const band = (((top + Math.floor((cx / W) * 2)) % sw.length) + sw.length) % sw.length;
        const base = rng.chance(0.75) ? (sw[band] as Rgb) : (rng.pick(sw) as Rgb);
        const hh = h / 2;
        body.push(
          `<path d="M${r1(cx)} ${r1(cy - s)} L${r1(cx + hh)} ${r1(cy - s / 2)} L${r1(cx)} ${r1(cy)} L${r1(cx - hh)} ${r1(cy - s / 2)} Z" fill="${shade(base, 0.35)}"/>`,
        );
        body.push(
          `<path d="M${r1(cx - hh)} ${r1(cy - s / 2)} L${r1(cx)} ${r1(cy)} L${r1(cx)} ${r1(cy + s)} L${r1(cx - hh)} ${r1(cy + s / 2)} Z" fill="${shade(base, 0)}"/>`,
        );
        body.push(
          `<path d="M${r1(cx + hh)} ${r1(cy - s / 2)} L${r1(cx)} ${r1(cy)} L${r1(cx)} ${r1(cy + s)} L${r1(cx + hh)} ${r1(cy + s / 2)} Z" fill="${shade(base, -0.35)}"/>`,
        );
      }
    }
  } else if (pattern === 'circles') {
    const cell = long / rng.int(4, 8);
    const rings = rng.int(5, 9);
    const offset = rng.chance(0.5);
    for (let j = -1; j * cell < H + cell; j++) {
      for (let i = -1; i * cell < W + cell; i++) {
        const cx = i * cell + (offset && j % 2 ? cell / 2 : 0);
        const cy = j * cell;
        const shift = rng.int(0, sw.length - 1);
        for (let k = rings; k > 0; k--) {
          const c = sw[(k + shift) % sw.length] as Rgb;
          body.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1((cell * 0.72 * k) / rings)}" fill="${css(c)}"/>`);
        }
      }
    }
  } else {
    const angle = rng.pick([-45, 45, -30, 30, 60]);
    const diag = Math.hypot(W, H);
    let x = -diag;
    body.push(`<g transform="translate(${r1(W / 2)} ${r1(H / 2)}) rotate(${angle})">`);
    let k = rng.int(0, sw.length - 1);
    while (x < diag) {
      const w = long * rng.pick([0.01, 0.02, 0.035, 0.05, 0.08]);
      body.push(
        `<rect x="${r1(x)}" y="${r1(-diag)}" width="${r1(w + 1)}" height="${r1(diag * 2)}" fill="${css(sw[k % sw.length] as Rgb)}"/>`,
      );
      x += w;
      k += rng.int(1, 2);
    }
    body.push('</g>');
  }
  return svgDocument(W, H, '', body.join(''));
}

export const geometricScene: ImageScene = {
  name: 'geometric',
  category: { parent: 'Abstract & Backgrounds', child: 'Geometric Patterns' },
  create,
};
