import { css, hex, mix } from '../color';
import { buildKeywords, orientationKeywords } from '../metadata';
import { createRng, type Rng } from '../prng';
import { dimensionsFor, r1, ridgeProfile, svgDocument, svgToJpeg } from '../raster';
import type { DemoImageItem, ImageScene, SceneInput } from '../types';

interface NightPalette {
  key: string;
  sky: string[];
  band: string[];
  land: string;
  aurora?: string;
  colours: string[];
  colourWord: string;
}

const PALETTES: NightPalette[] = [
  {
    key: 'deep-blue',
    sky: ['#02040f', '#0a1633', '#1d3563'],
    band: ['#9fb6e8', '#e9dcc8'],
    land: '#02030a',
    colours: ['dark blue', 'navy', 'blue'],
    colourWord: 'deep blue',
  },
  {
    key: 'violet',
    sky: ['#05020f', '#1d0f3a', '#4a2a6e'],
    band: ['#c6a6f0', '#f0c8e0'],
    land: '#05020a',
    colours: ['purple', 'violet', 'indigo'],
    colourWord: 'violet',
  },
  {
    key: 'aurora',
    sky: ['#010608', '#04202a', '#0b3a40'],
    band: ['#9fe8d8', '#d8f0e8'],
    land: '#010405',
    aurora: '#3dff9a',
    colours: ['green', 'teal', 'black'],
    colourWord: 'green',
  },
  {
    key: 'black',
    sky: ['#000000', '#05070c', '#11161f'],
    band: ['#c8ccd8', '#e8e2d6'],
    land: '#000000',
    colours: ['black', 'dark', 'white'],
    colourWord: 'dark',
  },
  {
    key: 'twilight-glow',
    sky: ['#03051a', '#1a1f4a', '#7a4a5e', '#e08a4a'],
    band: ['#a8b8e8', '#f0d8c8'],
    land: '#06040a',
    colours: ['dark blue', 'orange', 'indigo'],
    colourWord: 'twilight',
  },
  {
    key: 'teal-aurora',
    sky: ['#020512', '#0a1a3a', '#183a5a'],
    band: ['#b8c8f0', '#f0e0f0'],
    land: '#02030a',
    aurora: '#c24bff',
    colours: ['purple', 'magenta', 'blue'],
    colourWord: 'purple',
  },
];

type Feature = 'milky way' | 'moon' | 'aurora' | 'stars';

function create({ seed, orientation, variant, longEdge }: SceneInput): DemoImageItem {
  const rng = createRng(seed);
  const palette = PALETTES[variant % PALETTES.length] as NightPalette;
  const { width: W, height: H } = dimensionsFor(orientation, longEdge);
  const feature: Feature = palette.aurora
    ? 'aurora'
    : ((['milky way', 'moon', 'milky way', 'stars'] as const)[Math.floor(variant / PALETTES.length) % 4] ?? 'stars');
  const trees = rng.chance(0.5);
  const land = trees ? rng.pick(['pine forest', 'hilltop pines', 'tree line']) : rng.pick(['hills', 'mountains', 'rolling hills']);
  const subject =
    feature === 'aurora'
      ? rng.pick(['Northern lights', 'Aurora borealis', 'Glowing aurora', `${palette.colourWord === 'green' ? 'Green' : 'Purple'} aurora`])
      : feature === 'moon'
        ? rng.pick(['Full moon', 'Bright moon', 'Moonrise', 'Moonlit night'])
        : feature === 'milky way'
          ? rng.pick(['Milky Way', 'Milky Way galaxy', 'Glowing Milky Way band', 'Starry Milky Way'])
          : rng.pick(['Starry night sky', 'Star field', 'Clear starry sky', 'Countless stars']);
  const forms = [`over the ${land}`, `above the silhouetted ${land}`];
  if (!/sky|green|purple/i.test(subject)) forms.push(`in a ${palette.colourWord} sky over the ${land}`);
  const where = rng.pick(forms);
  const title = `${subject} ${where}`;
  const description = `A ${palette.colourWord} night sky full of stars of varying brightness${feature === 'milky way' ? ' crossed by the Milky Way' : feature === 'moon' ? ' with a glowing moon' : feature === 'aurora' ? ' lit by curtains of aurora' : ''}, above the black silhouette of the ${land}.`;
  const keywords = buildKeywords(
    [
      feature === 'aurora' ? 'aurora borealis' : feature === 'moon' ? 'moon' : feature === 'milky way' ? 'milky way' : 'star field',
      feature === 'aurora' ? 'northern lights' : feature === 'moon' ? 'full moon' : 'galaxy',
      'night sky',
      'stars',
      'starry sky',
      'night',
      'astronomy',
      'silhouette',
      trees ? 'pine trees' : 'hills',
      trees ? 'forest' : 'landscape',
      ...palette.colours,
      'dark',
      'space',
      'cosmos',
      'mysterious',
      'calm',
      ...orientationKeywords(W, H),
    ],
    ['nature', 'universe', 'astrophotography', 'background', 'wallpaper', 'copy space', 'outdoors', 'stargazing', 'midnight'],
  );
  return {
    kind: 'IMAGE',
    title,
    description,
    keywords,
    category: { parent: 'Nature & Landscapes', child: 'Night Sky' },
    width: W,
    height: H,
    generator: 'night-sky',
    seed,
    render: () => svgToJpeg(drawNight(createRng(seed).fork('draw'), palette, feature, trees, W, H)),
  };
}

function drawNight(rng: Rng, p: NightPalette, feature: Feature, trees: boolean, W: number, H: number): string {
  const defs: string[] = [];
  const body: string[] = [];
  const ground = H * rng.range(0.78, 0.86);
  defs.push(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">${p.sky
      .map((c, i) => `<stop offset="${r1((i / (p.sky.length - 1)) * 0.85)}" stop-color="${c}"/>`)
      .join('')}</linearGradient>`,
  );
  defs.push(
    `<radialGradient id="star"><stop offset="0" stop-color="#ffffff"/><stop offset="0.15" stop-color="#ffffff" stop-opacity="0.8"/><stop offset="0.4" stop-color="#cfe0ff" stop-opacity="0.18"/><stop offset="1" stop-color="#cfe0ff" stop-opacity="0"/></radialGradient>`,
  );
  body.push(`<rect width="${W}" height="${H}" fill="url(#sky)"/>`);
  const diag = Math.hypot(W, H);
  const angle = rng.range(-60, -20);
  const bx = W * rng.range(0.35, 0.65);
  const by = ground * rng.range(0.4, 0.6);
  const bandDir = [Math.cos((angle * Math.PI) / 180), Math.sin((angle * Math.PI) / 180)] as const;
  if (feature === 'milky way') {
    defs.push(
      `<radialGradient id="band"><stop offset="0" stop-color="${p.band[1]}" stop-opacity="0.3"/><stop offset="0.4" stop-color="${p.band[0]}" stop-opacity="0.14"/><stop offset="1" stop-color="${p.band[0]}" stop-opacity="0"/></radialGradient>`,
      `<radialGradient id="dust"><stop offset="0" stop-color="${p.sky[0]}" stop-opacity="0.7"/><stop offset="1" stop-color="${p.sky[0]}" stop-opacity="0"/></radialGradient>`,
    );
    body.push(`<g transform="translate(${r1(bx)} ${r1(by)}) rotate(${r1(angle)})">`);
    for (let i = 0; i < 11; i++) {
      const along = rng.range(-0.55, 0.55) * diag;
      const size = rng.range(0.14, 0.24) * H;
      body.push(
        `<ellipse cx="${r1(along)}" cy="${r1(rng.gauss() * H * 0.04)}" rx="${r1(size * rng.range(1.6, 3))}" ry="${r1(size)}" fill="url(#band)"/>`,
      );
    }
    for (let i = 0; i < 7; i++) {
      body.push(
        `<ellipse cx="${r1(rng.range(-0.4, 0.4) * diag)}" cy="${r1(rng.gauss() * H * 0.015)}" rx="${r1(diag * rng.range(0.04, 0.1))}" ry="${r1(H * rng.range(0.012, 0.03))}" fill="url(#dust)"/>`,
      );
    }
    body.push('</g>');
  }
  if (feature === 'aurora' && p.aurora) {
    defs.push(
      `<linearGradient id="au" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.aurora}" stop-opacity="0"/><stop offset="0.55" stop-color="${p.aurora}" stop-opacity="0.22"/><stop offset="0.85" stop-color="${css(mix(hex(p.aurora), hex('#ffffff'), 0.4))}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.aurora}" stop-opacity="0"/></linearGradient>`,
    );
    const curtains = rng.int(2, 3);
    for (let c = 0; c < curtains; c++) {
      const phase = rng.range(0, 6);
      const baseY = ground * rng.range(0.45, 0.7);
      const amp = H * rng.range(0.05, 0.12);
      const strip = W / 140;
      for (let i = 0; i < 140; i++) {
        const x = i * strip;
        const y = baseY + amp * Math.sin(phase + (x / W) * Math.PI * rng.range(1.8, 2.2));
        const h = H * (0.18 + 0.16 * Math.sin(phase * 2 + x / (W * 0.13)) ** 2) * rng.range(0.85, 1.1);
        body.push(
          `<rect x="${r1(x)}" y="${r1(y - h)}" width="${r1(strip * 1.6)}" height="${r1(h)}" fill="url(#au)" fill-opacity="${r1(rng.range(0.5, 1) * 10) / 10}"/>`,
        );
      }
    }
  }
  // Stars: many faint points, fewer bright ones with halos; denser inside the Milky Way band.
  const area = (W * ground) / 1e6;
  const count = Math.round(area * (feature === 'moon' ? 300 : 600));
  // Stars are batched into one path per tint and brightness step: a thousand separate elements would each cost
  // librsvg a compositing pass over the canvas.
  const tints = ['#ffffff', '#ffffff', '#dfe8ff', '#fff2dc', '#ffe0c8'];
  const batches = new Map<string, string[]>();
  for (let i = 0; i < count; i++) {
    let x: number;
    let y: number;
    if (feature === 'milky way' && i % 2 === 0) {
      const along = rng.range(-0.6, 0.6) * diag;
      const across = rng.gauss() * H * 0.08;
      x = bx + along * bandDir[0] - across * bandDir[1];
      y = by + along * bandDir[1] + across * bandDir[0];
    } else {
      x = rng.range(0, W);
      y = rng.range(0, ground) ** 1.0;
    }
    if (x < 0 || x > W || y < 0 || y > ground) continue;
    const m = rng.next() ** 3;
    const r = 0.6 + m * 2.4;
    const o = 0.25 + 0.75 * (rng.next() * 0.5 + m * 0.5);
    const key = `${rng.pick(tints)}|${(Math.round(o * 5) / 5).toFixed(1)}`;
    const dot = `M${r1(x - r)} ${r1(y)}a${r1(r)} ${r1(r)} 0 1 0 ${r1(2 * r)} 0a${r1(r)} ${r1(r)} 0 1 0 ${r1(-2 * r)} 0`;
    const list = batches.get(key);
    if (list) list.push(dot);
    else batches.set(key, [dot]);
  }
  for (const [key, dots] of batches) {
    const [tint, opacity] = key.split('|');
    body.push(`<path d="${dots.join('')}" fill="${tint}" fill-opacity="${opacity}"/>`);
  }
  const bright = rng.int(6, 16);
  for (let i = 0; i < bright; i++) {
    const x = rng.range(0, W);
    const y = rng.range(0, ground * 0.9);
    body.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(W * rng.range(0.004, 0.009))}" fill="url(#star)"/>`);
  }
  if (feature === 'moon') {
    const mx = W * rng.range(0.2, 0.8);
    const my = ground * rng.range(0.2, 0.5);
    const mr = Math.min(W, H) * rng.range(0.04, 0.07);
    defs.push(
      `<radialGradient id="halo"><stop offset="0" stop-color="#fff8e6" stop-opacity="0.5"/><stop offset="0.25" stop-color="#dfe6ff" stop-opacity="0.16"/><stop offset="1" stop-color="#dfe6ff" stop-opacity="0"/></radialGradient>`,
      `<radialGradient id="moon" cx="0.42" cy="0.4"><stop offset="0" stop-color="#fffdf4"/><stop offset="0.8" stop-color="#f2ecd8"/><stop offset="1" stop-color="#d8d2c0"/></radialGradient>`,
    );
    body.push(`<circle cx="${r1(mx)}" cy="${r1(my)}" r="${r1(mr * 9)}" fill="url(#halo)"/>`);
    body.push(`<circle cx="${r1(mx)}" cy="${r1(my)}" r="${r1(mr)}" fill="url(#moon)"/>`);
    for (let i = 0; i < 7; i++) {
      const a = rng.range(0, Math.PI * 2);
      const d = rng.range(0, 0.7) * mr;
      body.push(
        `<circle cx="${r1(mx + Math.cos(a) * d)}" cy="${r1(my + Math.sin(a) * d)}" r="${r1(mr * rng.range(0.08, 0.25))}" fill="#b8b09a" fill-opacity="${r1(rng.range(0.15, 0.35) * 100) / 100}"/>`,
      );
    }
  }
  // Horizon glow, then the land in two silhouetted layers.
  defs.push(
    `<linearGradient id="hz" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[p.sky.length - 1]}" stop-opacity="0"/><stop offset="1" stop-color="${css(mix(hex(p.sky[p.sky.length - 1] ?? '#000000'), hex('#ffffff'), 0.15))}" stop-opacity="0.6"/></linearGradient>`,
  );
  body.push(`<rect y="${r1(ground - H * 0.25)}" width="${W}" height="${r1(H * 0.25)}" fill="url(#hz)"/>`);
  for (let layer = 0; layer < 2; layer++) {
    const prof = ridgeProfile(rng.next, 64, layer === 0 ? 0.58 : 0.5);
    const base = layer === 0 ? ground : ground + H * 0.06;
    const amp = H * (layer === 0 ? 0.09 : 0.07);
    const colour = layer === 0 ? css(mix(hex(p.land), hex(p.sky[p.sky.length - 1] ?? '#000000'), 0.25)) : p.land;
    const ys: number[] = [];
    let d = `M0 ${H}`;
    for (let k = 0; k <= 64; k++) {
      const y = base - amp * (0.5 + 0.5 * (prof[k] ?? 0));
      ys.push(y);
      d += ` L${r1((k / 64) * W)} ${r1(y)}`;
    }
    body.push(`<path d="${d} L${W} ${H} Z" fill="${colour}"/>`);
    if (trees && layer === 1) {
      let x = 0;
      let tree = '';
      while (x < W) {
        const k = Math.min(64, Math.round((x / W) * 64));
        const y = (ys[k] ?? base) + 4;
        const th = H * rng.range(0.03, 0.1);
        const tw = th * rng.range(0.28, 0.38);
        const tiers = 4;
        for (let t = 0; t < tiers; t++) {
          const top = y - th + (th * t) / (tiers + 0.5);
          const bottom = y - th + (th * (t + 1.6)) / (tiers + 0.5);
          const half = (tw / 2) * ((t + 1) / tiers);
          tree += `M${r1(x)} ${r1(top)} L${r1(x + half)} ${r1(bottom)} L${r1(x - half)} ${r1(bottom)} Z `;
        }
        tree += `M${r1(x - tw * 0.05)} ${r1(y - th * 0.2)} h${r1(tw * 0.1)} v${r1(th * 0.3)} h${r1(-tw * 0.1)} Z `;
        x += tw * rng.range(0.35, 1.4) + (rng.chance(0.08) ? W * rng.range(0.02, 0.08) : 0);
      }
      body.push(`<path d="${tree}" fill="${p.land}"/>`);
    }
  }
  return svgDocument(W, H, defs.join(''), body.join(''));
}

export const nightSkyScene: ImageScene = {
  name: 'night-sky',
  category: { parent: 'Nature & Landscapes', child: 'Night Sky' },
  create,
};
