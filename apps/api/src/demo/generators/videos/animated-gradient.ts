import { hex, type Rgb } from '../color';
import { buildKeywords } from '../metadata';
import { createRng } from '../prng';
import type { DemoVideoItem, VideoInput, VideoScene } from '../types';
import { renderGraph, shortAt4k } from './ffmpeg';

interface Palette {
  name: string;
  stops: [string, string, string];
  colours: string[];
}

const PALETTES: Palette[] = [
  { name: 'violet and teal', stops: ['#5b2a86', '#1abc9c', '#2c3e91'], colours: ['purple', 'teal', 'blue'] },
  { name: 'sunset orange and pink', stops: ['#ff512f', '#dd2476', '#ffb347'], colours: ['orange', 'pink', 'red'] },
  { name: 'ocean blue', stops: ['#0f2c67', '#1fa2ff', '#12d8fa'], colours: ['blue', 'cyan', 'navy'] },
  { name: 'mint and lemon', stops: ['#56ab2f', '#f9f871', '#2ec4b6'], colours: ['green', 'yellow', 'mint'] },
  { name: 'pastel', stops: ['#fbc2eb', '#a6c1ee', '#fdfbfb'], colours: ['pastel', 'pink', 'light blue'] },
  { name: 'deep purple and magenta', stops: ['#240046', '#ff0080', '#7928ca'], colours: ['purple', 'magenta', 'pink'] },
  { name: 'golden', stops: ['#3a2a12', '#f7b733', '#fc4a1a'], colours: ['gold', 'orange', 'brown'] },
  { name: 'aurora green', stops: ['#051937', '#00c9a7', '#a8eb12'], colours: ['green', 'teal', 'dark blue'] },
];

const STYLES = [
  { name: 'flowing', noun: 'flowing gradient', description: 'soft waves of colour flow diagonally across the frame' },
  { name: 'swirling', noun: 'liquid gradient', description: 'blobs of colour slowly swirl and blend like liquid' },
  { name: 'rippling', noun: 'glowing gradient', description: 'soft rings of colour drift past and slowly change hue' },
] as const;

function create({ seed, variant, size }: VideoInput): DemoVideoItem {
  const rng = createRng(seed);
  const palette = PALETTES[variant % PALETTES.length] as Palette;
  const style = STYLES[(variant + Math.floor(variant / PALETTES.length)) % STYLES.length] as (typeof STYLES)[number];
  const durationSeconds = shortAt4k(size, rng.pick([6, 7, 8]));
  const fps = 25;
  const title = `${rng.pick(['Smooth', 'Slow', 'Soft', 'Dreamy', 'Calm'])} ${style.name} ${palette.name} ${rng.pick(['gradient background', 'gradient animation', 'gradient loop', 'motion background'])}`;
  const description = `An animated ${palette.name} gradient in which ${style.description}, made for calm backgrounds and title cards.`;
  const keywords = buildKeywords(
    [
      'animated gradient',
      'gradient',
      style.noun,
      style.name,
      ...palette.colours,
      'smooth',
      'motion background',
      'abstract',
      'animation',
      'loop',
      'colorful',
      'calm',
      'soft',
      'backdrop',
      'copy space',
      'motion graphics',
    ],
    ['background', 'wallpaper', 'presentation', 'title background', 'modern', 'blurred', 'dreamy', 'video background'],
  );
  // geq is far too slow to evaluate per frame at any useful size, so the colour field is computed once on a 256x144
  // grid, scaled up to twice the frame, held in memory by `loop`, and a 1280x720 window glides over it along a
  // Lissajous path while the hue sways a little: per frame that is only a crop and a chroma rotation.
  const [c0, c1, c2] = palette.stops.map(hex) as [Rgb, Rgb, Rgb];
  const k = (lo: number, hi: number) => rng.range(lo, hi).toFixed(3);
  const w1 =
    style.name === 'flowing'
      ? `(0.5+0.5*sin((X+Y*${k(0.6, 1.2)})/${k(14, 22)}+${k(0, 6)}))`
      : style.name === 'swirling'
        ? `(0.5+0.25*sin(X/${k(10, 16)}+${k(0, 6)})+0.25*cos(Y/${k(8, 12)}+sin(X/${k(16, 24)})))`
        : `(0.5+0.5*sin(hypot(X-128,Y-72)/${k(9, 14)}+${k(0, 6)}))`;
  const w2 = `(0.5+0.5*sin(Y/${k(12, 20)}+X/${k(40, 80)}+${k(0, 6)}))`;
  // Written out in full rather than with st()/ld(): geq runs on several threads, which share those variables.
  const channel = (i: 0 | 1 | 2) => `${c0[i]}+(${c1[i] - c0[i]})*${w1}*(1-0.6*${w2})+(${c2[i] - c0[i]})*0.6*${w2}*(1-${w1})`;
  const period = durationSeconds;
  const x = `640+620*sin(2*PI*t/${period}*${rng.pick([1, 2])}+${k(0, 6)})`;
  const y = `360+350*sin(2*PI*t/${period}+${k(0, 6)})`;
  const hueSwing = rng.range(0.3, 0.6).toFixed(2);
  const graph =
    `nullsrc=s=256x144:r=${fps}:d=${(1 / fps).toFixed(3)},format=gbrp,geq=r='${channel(0)}':g='${channel(1)}':b='${channel(2)}',` +
    'format=yuv420p,scale=2560:1440:flags=bicubic,loop=loop=-1:size=1,' +
    `crop=1280:720:x='${x}':y='${y}',hue=H='${hueSwing}*sin(2*PI*t/${period})',setsar=1`;
  return {
    kind: 'VIDEO',
    title,
    description,
    keywords,
    category: { parent: 'Abstract Motion', child: 'Animated Gradients' },
    width: size.width,
    height: size.height,
    durationSeconds,
    fps,
    generator: 'animated-gradient',
    seed,
    render: (outputPath) => renderGraph(graph, durationSeconds, fps, outputPath, size),
  };
}

export const animatedGradientVideo: VideoScene = {
  name: 'animated-gradient',
  category: { parent: 'Abstract Motion', child: 'Animated Gradients' },
  create,
};
