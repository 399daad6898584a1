import { css, hex, mix, toYuv } from '../color';
import { buildKeywords } from '../metadata';
import { createRng } from '../prng';
import type { DemoVideoItem, VideoInput, VideoScene } from '../types';
import { ff, renderGraph, shortAt4k } from './ffmpeg';

interface Palette {
  name: string;
  live: string;
  dead: string;
  mold: string;
  colours: string[];
}

const PALETTES: Palette[] = [
  { name: 'neon green', live: '#b6ff3b', dead: '#03140a', mold: '#0f5a3a', colours: ['green', 'lime', 'black'] },
  { name: 'amber', live: '#ffd166', dead: '#120a02', mold: '#8a3b12', colours: ['orange', 'yellow', 'brown'] },
  { name: 'cyan and violet', live: '#5cf2ff', dead: '#0b0620', mold: '#4b1f8a', colours: ['cyan', 'purple', 'blue'] },
  { name: 'hot pink', live: '#ff5cb8', dead: '#14030d', mold: '#6a1240', colours: ['pink', 'magenta', 'black'] },
  { name: 'ice blue', live: '#e6f6ff', dead: '#071426', mold: '#1d4f8a', colours: ['blue', 'white', 'navy'] },
  { name: 'red', live: '#ff4040', dead: '#0d0202', mold: '#5a0a0a', colours: ['red', 'crimson', 'black'] },
];

const LIFE_RULES = [
  { rule: 'B3/S23', name: "Conway's Game of Life", short: 'Game of Life', keyword: 'game of life' },
  { rule: 'B36/S23', name: 'HighLife cellular automaton', short: 'HighLife', keyword: 'highlife' },
  { rule: 'B3678/S34678', name: 'Day and Night cellular automaton', short: 'Day and Night', keyword: 'day and night rule' },
  { rule: 'B3/S12345', name: 'maze-growing cellular automaton', short: 'maze automaton', keyword: 'maze' },
];

const ELEMENTARY_RULES = [30, 90, 110, 150, 105, 73];

function create({ seed, variant, size }: VideoInput): DemoVideoItem {
  const rng = createRng(seed);
  const palette = PALETTES[variant % PALETTES.length] as Palette;
  const elementary = Math.floor(variant / PALETTES.length) % 2 === 1;
  const durationSeconds = shortAt4k(size, rng.pick([6, 7, 8]));
  const fps = 25;
  const life = LIFE_RULES[(variant + Math.floor(variant / 2)) % LIFE_RULES.length] as (typeof LIFE_RULES)[number];
  const rule = ELEMENTARY_RULES[variant % ELEMENTARY_RULES.length] as number;
  const automatonSeed = rng.int(1, 2_000_000_000);
  const title = elementary
    ? `${palette.name.charAt(0).toUpperCase()}${palette.name.slice(1)} Rule ${rule} cellular automaton ${rng.pick(['scrolling pattern', 'unfolding', 'growing downwards', 'animation'])}`
    : `${life.name.charAt(0).toUpperCase()}${life.name.slice(1)} in ${palette.name} ${rng.pick(['with glowing trails', 'on a dark grid', 'evolving', 'with fading mould'])}`;
  const description = elementary
    ? `The elementary cellular automaton Rule ${rule} scrolls down the screen in ${palette.colours.slice(0, 2).join(' and ')}, each row computed from the one above it.`
    : `${life.short} cells are born, live and die on a grid in ${palette.name}, leaving coloured trails where cells have died.`;
  const keywords = buildKeywords(
    [
      'cellular automaton',
      elementary ? `rule ${rule}` : life.keyword,
      elementary ? 'elementary automaton' : 'conway',
      'generative',
      'algorithm',
      'grid',
      'pixels',
      ...palette.colours,
      'simulation',
      'emergence',
      'mathematics',
      'motion graphics',
      'animation',
      'abstract',
      'retro',
      'background',
    ],
    ['digital', 'technology', 'code', 'computer science', 'pattern', 'evolution', 'loop', 'pixel art'],
  );
  let graph: string;
  if (elementary) {
    const live = toYuv(hex(palette.live));
    const dead = toYuv(hex(palette.dead));
    const ramp = (i: 0 | 1 | 2) => `${dead[i].toFixed(1)}+${(live[i] - dead[i]).toFixed(3)}*val/255`;
    graph =
      // Grown from a single live cell, so that the rule's own structure (triangles, chaos, gliders) shows.
      `cellauto=rule=${rule}:s=160x90:r=${fps}:pattern=1:scroll=1:full=1,` +
      'format=gray,scale=640:360:flags=neighbor,format=yuv420p,' +
      `pseudocolor=c0='${ramp(0)}':c1='${ramp(1)}':c2='${ramp(2)}',scale=1280:720:flags=bicubic,setsar=1`;
  } else {
    graph =
      // Half as many generations as frames: calmer to watch, and repeated frames cost the encoder almost nothing.
      // Freshly dead cells take the trail colour and then fade ("mould") to the dark background.
      `life=s=128x72:r=${fps / 2}:rule=${life.rule}:ratio=${rng.range(0.15, 0.35).toFixed(2)}:seed=${automatonSeed}:mold=${rng.int(10, 20)}` +
      `:life_color=${ff(palette.live)}:death_color=${ff(css(mix(hex(palette.dead), hex(palette.mold), 0.9)))}:mold_color=${ff(palette.dead)},` +
      `fps=${fps},scale=640:360:flags=neighbor,format=yuv420p,scale=1280:720:flags=bicubic,setsar=1`;
  }
  return {
    kind: 'VIDEO',
    title,
    description,
    keywords,
    category: { parent: 'Abstract Motion', child: 'Cellular Automata' },
    width: size.width,
    height: size.height,
    durationSeconds,
    fps,
    generator: 'cellular',
    seed,
    render: (outputPath) => renderGraph(graph, durationSeconds, fps, outputPath, size),
  };
}

export const cellularVideo: VideoScene = {
  name: 'cellular',
  category: { parent: 'Abstract Motion', child: 'Cellular Automata' },
  create,
};
