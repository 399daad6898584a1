import { buildKeywords } from '../metadata';
import { createRng } from '../prng';
import type { DemoVideoItem, VideoInput, VideoScene } from '../types';
import { renderGraph, shortAt4k } from './ffmpeg';

interface Target {
  name: string;
  phrase: string;
  x: number;
  y: number;
  endScale: number;
  detail: string;
}

/** Zoom targets checked to stay on the set's boundary (not inside it) all the way down. */
const TARGETS: Target[] = [
  {
    name: 'dendrite',
    phrase: 'a Mandelbrot dendrite',
    x: -0.101096363845622,
    y: 0.956286510809142,
    endScale: 0.02,
    detail: 'branching dendrites',
  },
  {
    name: 'minibrot',
    phrase: 'a miniature Mandelbrot',
    x: -0.16070135,
    y: 1.0375665,
    endScale: 0.02,
    detail: 'a miniature copy of the set',
  },
  {
    name: 'spiral arms',
    phrase: 'the spiral arms of the Mandelbrot set',
    x: -0.774680610626904,
    y: -0.137416885603787,
    endScale: 0.03,
    detail: 'spiralling arms',
  },
  {
    name: 'seahorse valley',
    phrase: 'the Mandelbrot seahorse valley',
    x: -0.743643887037158,
    y: 0.131825904205312,
    endScale: 0.04,
    detail: 'seahorse-shaped curls',
  },
];

/**
 * The source's own rainbow palette, rotated through the hue circle over the clip: every clip shows every colour, so
 * the looks differ in where they start, how saturated they are and how fast they cycle, not in a single hue.
 */
const LOOKS = [
  { name: 'psychedelic', hue: 0, saturation: 1.3, colours: ['multicoloured', 'rainbow', 'vibrant'] },
  { name: 'neon', hue: 180, saturation: 1.5, colours: ['neon', 'multicoloured', 'vivid'] },
  { name: 'rainbow', hue: 260, saturation: 1.2, colours: ['rainbow', 'multicoloured', 'spectrum'] },
  { name: 'colour-shifting', hue: 40, saturation: 1.0, colours: ['multicoloured', 'iridescent', 'gradient'] },
  { name: 'pastel', hue: 120, saturation: 0.7, colours: ['pastel', 'multicoloured', 'soft'] },
];

function create({ seed, variant, size }: VideoInput): DemoVideoItem {
  const rng = createRng(seed);
  const target = TARGETS[variant % TARGETS.length] as Target;
  const look = LOOKS[(variant + Math.floor(variant / TARGETS.length)) % LOOKS.length] as (typeof LOOKS)[number];
  const durationSeconds = shortAt4k(size, 6);
  const fps = 25;
  const cycle = rng.pick([1, 1, 2]);
  const title = `${rng.pick(['Endless', 'Infinite', 'Hypnotic', 'Deep', 'Smooth'])} ${look.name} fractal zoom into ${target.phrase}`;
  const description = `A smooth zoom into the Mandelbrot set towards ${target.detail}, with ${look.name} colours that shift ${cycle > 1 ? 'twice' : 'once'} through the spectrum.`;
  const keywords = buildKeywords(
    [
      'fractal zoom',
      'mandelbrot',
      'fractal',
      target.name,
      'zoom',
      'infinite',
      'psychedelic',
      'hypnotic',
      ...look.colours,
      'color change',
      'mathematics',
      'generative',
      'motion graphics',
      'abstract',
      'loop',
      'animation',
      'background',
    ],
    ['trippy', 'kaleidoscope', 'visuals', 'vj loop', 'digital', 'spiral', 'complex', 'chaos'],
  );
  const startScale = rng.range(2.6, 3.2);
  const maxIter = 110;
  const render = (outputPath: string) =>
    renderGraph(
      [
        // The set is computed small and at half the frame rate (the costly part), blended up to 25 fps, then
        // re-coloured over time and scaled up smoothly. end_pts counts source frames, not seconds.
        `mandelbrot=s=320x180:rate=${fps / 2}:maxiter=${maxIter}:start_scale=${startScale.toFixed(3)}:end_scale=${target.endScale}:end_pts=${(durationSeconds * fps) / 2}`,
        `:start_x=${target.x}:start_y=${target.y}:outer=normalized_iteration_count:inner=black,`,
        `framerate=fps=${fps},`,
        `hue=H=${((look.hue * Math.PI) / 180).toFixed(3)}+2*PI*${cycle}*t/${durationSeconds}:s=${look.saturation},`,
        'format=yuv420p,scale=1280:720:flags=bicubic,setsar=1',
      ].join(''),
      durationSeconds,
      fps,
      outputPath,
      size,
    );
  return {
    kind: 'VIDEO',
    title,
    description,
    keywords,
    category: { parent: 'Abstract Motion', child: 'Fractal Zooms' },
    width: size.width,
    height: size.height,
    durationSeconds,
    fps,
    generator: 'fractal-zoom',
    seed,
    render,
  };
}

export const fractalZoomVideo: VideoScene = {
  name: 'fractal-zoom',
  category: { parent: 'Abstract Motion', child: 'Fractal Zooms' },
  create,
};
