import { hex, toYuv } from '../color';
import { buildKeywords } from '../metadata';
import { createRng } from '../prng';
import type { DemoVideoItem, VideoInput, VideoScene } from '../types';
import { renderGraph, shortAt4k } from './ffmpeg';

interface ParticleLook {
  name: string;
  noun: string;
  /** Particle colour at full brightness, and the background at zero. */
  light: string;
  background: string;
  direction: 'up' | 'down' | 'left';
  colours: string[];
  keywords: string[];
}

const LOOKS: ParticleLook[] = [
  {
    name: 'rising golden sparks',
    noun: 'sparks',
    light: '#ffb347',
    background: '#0a0402',
    direction: 'up',
    colours: ['orange', 'gold', 'black'],
    keywords: ['sparks', 'embers', 'fire', 'warm'],
  },
  {
    name: 'gently falling snow',
    noun: 'snowflakes',
    light: '#f4f8ff',
    background: '#0b1a33',
    direction: 'down',
    colours: ['white', 'blue', 'navy'],
    keywords: ['snow', 'snowfall', 'winter', 'christmas'],
  },
  {
    name: 'floating teal bubbles',
    noun: 'bubbles',
    light: '#7ff5e6',
    background: '#031a1f',
    direction: 'up',
    colours: ['teal', 'turquoise', 'dark'],
    keywords: ['bubbles', 'underwater', 'aqua', 'calm'],
  },
  {
    name: 'drifting stardust',
    noun: 'stars',
    light: '#dfe6ff',
    background: '#05030f',
    direction: 'left',
    colours: ['white', 'black', 'purple'],
    keywords: ['stardust', 'space', 'stars', 'galaxy'],
  },
  {
    name: 'glowing pink particles',
    noun: 'particles',
    light: '#ff6fb5',
    background: '#12030b',
    direction: 'up',
    colours: ['pink', 'magenta', 'black'],
    keywords: ['glow', 'romantic', 'valentine', 'dreamy'],
  },
  {
    name: 'green firefly lights',
    noun: 'fireflies',
    light: '#b6ff5c',
    background: '#030a04',
    direction: 'left',
    colours: ['green', 'lime', 'black'],
    keywords: ['fireflies', 'magic', 'forest', 'night'],
  },
  {
    name: 'red glowing embers',
    noun: 'embers',
    light: '#ff4a2a',
    background: '#0d0201',
    direction: 'up',
    colours: ['red', 'orange', 'black'],
    keywords: ['embers', 'fire', 'heat', 'campfire'],
  },
];

function create({ seed, variant, size }: VideoInput): DemoVideoItem {
  const rng = createRng(seed);
  const look = LOOKS[variant % LOOKS.length] as ParticleLook;
  const durationSeconds = shortAt4k(size, rng.pick([6, 7, 8]));
  const fps = 25;
  const title = `${look.name.charAt(0).toUpperCase()}${look.name.slice(1)} ${rng.pick(['on a dark background', 'in slow motion', 'with soft bokeh', 'background loop', 'overlay'])}`;
  const description = `Two layers of soft, glowing ${look.noun} drift ${look.direction === 'left' ? 'sideways' : look.direction} at different speeds over a dark background, giving gentle depth.`;
  const keywords = buildKeywords(
    [
      ...look.keywords,
      'particles',
      look.noun,
      'glowing',
      'floating',
      'bokeh',
      ...look.colours,
      'motion graphics',
      'animation',
      'abstract',
      'background',
      'overlay',
      'loop',
      'dark background',
    ],
    ['light', 'magic', 'dust', 'celebration', 'festive', 'cinematic', 'title background', 'vj loop'],
  );
  const light = toYuv(hex(look.light));
  const dark = toYuv(hex(look.background));
  const slow = rng.range(50, 80);
  const fast = slow * rng.range(1.8, 2.4);
  // A tall (or wide) still of sparse soft dots is made once (geq with a deterministic hash, at a small size), held in
  // memory by `loop`, and only cropped per frame, which costs almost nothing. The two layers are screened together on
  // luma, then pseudocolor maps luma to the palette in one lookup.
  const sideways = look.direction === 'left';
  const bigW = sideways ? 3840 : 1280;
  const bigH = sideways ? 720 : 2880;
  const travel = sideways ? bigW - 1280 : bigH - 720;
  const position = (speed: number) => {
    if (look.direction === 'up') return `x=0:y='${travel}-mod(t*${speed.toFixed(1)},${travel})'`;
    if (look.direction === 'down') return `x=0:y='mod(t*${speed.toFixed(1)},${travel})'`;
    return `x='mod(t*${speed.toFixed(1)},${travel})':y=0`;
  };
  const layer = (label: string, cells: number, density: number, sigma: number, gain: number, speed: number) => {
    const w = Math.round(bigW / cells);
    const h = Math.round(bigH / cells);
    const a = rng.range(10, 20).toFixed(4);
    const b = rng.range(60, 90).toFixed(4);
    const hash = (k: number) => `mod(abs(sin(X*${a}+Y*${b}+${k})*43758.5453),1)`;
    return (
      `color=c=black:s=${w}x${h}:r=${fps}:d=${(1 / fps).toFixed(3)},format=yuv420p,` +
      `geq=lum='lt(${hash(rng.int(1, 999))},${density})*(70+185*${hash(rng.int(1, 999))})':cb=128:cr=128,` +
      `scale=${bigW}:${bigH}:flags=bicubic,gblur=sigma=${sigma},lutyuv=y='min(255,val*${gain})',` +
      `loop=loop=-1:size=1,crop=1280:720:${position(speed)}[${label}]`
    );
  };
  const ramp = (i: 0 | 1 | 2) => `${dark[i].toFixed(1)}+${(light[i] - dark[i]).toFixed(3)}*val/255`;
  const graph = [
    layer('a', 10, 0.02, 2, 3.2, slow),
    layer('b', 32, 0.03, 8, 2.6, fast),
    `[a][b]blend=c0_mode=screen,pseudocolor=c0='${ramp(0)}':c1='${ramp(1)}':c2='${ramp(2)}'`,
  ].join(';');
  return {
    kind: 'VIDEO',
    title,
    description,
    keywords,
    category: { parent: 'Abstract Motion', child: 'Particles' },
    width: size.width,
    height: size.height,
    durationSeconds,
    fps,
    generator: 'particles',
    seed,
    render: (outputPath) => renderGraph(graph, durationSeconds, fps, outputPath, size),
  };
}

export const particlesVideo: VideoScene = {
  name: 'particles',
  category: { parent: 'Abstract Motion', child: 'Particles' },
  create,
};
