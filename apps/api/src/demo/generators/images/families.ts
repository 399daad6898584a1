import type { AgeGroup } from '@stock/contracts';
import { buildKeywords, capitalise, orientationKeywords } from '../metadata';
import { createRng, type Rng } from '../prng';
import { dimensionsFor, r1, svgDocument, svgToJpeg } from '../raster';
import type { DemoImageItem, ImageScene, SceneInput } from '../types';
import { ageGroupsOf, drawGroup, type FigureLook, randomLook } from './figures';

interface Group {
  name: string;
  ages: AgeGroup[];
  words: string[];
}

/** Who is in the picture: the title, the keywords and the age filter all follow from this list. */
const GROUPS: Group[] = [
  { name: 'young family with two children', ages: ['adult', 'adult', 'child', 'child'], words: ['family', 'parents', 'children', 'kids'] },
  {
    name: 'grandparents with their grandchildren',
    ages: ['senior', 'senior', 'child', 'teen'],
    words: ['grandparents', 'grandchildren', 'generations', 'family', 'seniors'],
  },
  {
    name: 'three generations of a family',
    ages: ['senior', 'adult', 'adult', 'child'],
    words: ['family', 'three generations', 'multigenerational'],
  },
  { name: 'mother and daughter', ages: ['adult', 'child'], words: ['mother', 'daughter', 'parent', 'family', 'child'] },
  { name: 'father with his teenage son', ages: ['adult', 'teen'], words: ['father', 'son', 'teenager', 'parent', 'family'] },
  {
    name: 'group of young friends',
    ages: ['young_adult', 'young_adult', 'young_adult'],
    words: ['friends', 'friendship', 'young adults', 'together'],
  },
  { name: 'senior couple', ages: ['senior', 'senior'], words: ['senior couple', 'retirement', 'elderly', 'seniors', 'couple'] },
  { name: 'big family', ages: ['senior', 'adult', 'adult', 'teen', 'child'], words: ['family', 'big family', 'generations', 'reunion'] },
];

const SETTINGS = [
  { name: 'in the park', sky: ['#bfe6ff', '#eaf7ff'], ground: '#8cc46b', hill: '#6fae55', words: ['park', 'outdoors', 'summer', 'nature'] },
  { name: 'at the beach', sky: ['#9fd8f5', '#fdf3d8'], ground: '#f2d9a0', hill: '#5bb8d6', words: ['beach', 'holiday', 'vacation', 'sea'] },
  {
    name: 'on an autumn walk',
    sky: ['#f7d9b5', '#fff4e6'],
    ground: '#c98b4a',
    hill: '#b5651d',
    words: ['autumn', 'fall', 'walk', 'outdoors'],
  },
  {
    name: 'in the garden at sunset',
    sky: ['#ffb88c', '#ffe5c4'],
    ground: '#7aa95c',
    hill: '#55883f',
    words: ['garden', 'sunset', 'evening', 'home'],
  },
];

const CLOTHES = ['#e76f51', '#2a9d8f', '#e9c46a', '#f4a261', '#264653', '#8ab17d', '#d62828', '#457b9d', '#9b5de5', '#f15bb5'];

function create({ seed, orientation, variant, longEdge }: SceneInput): DemoImageItem {
  const rng = createRng(seed);
  const group = GROUPS[variant % GROUPS.length] as Group;
  const setting = SETTINGS[(variant + Math.floor(variant / GROUPS.length)) % SETTINGS.length] as (typeof SETTINGS)[number];
  const { width: W, height: H } = dimensionsFor(orientation, longEdge);
  const looks = group.ages.map((age) => randomLook(rng, age, CLOTHES));
  const style = rng.pick(['flat illustration', 'vector illustration', 'flat vector scene']);
  const title = `${capitalise(group.name)} ${setting.name}, ${style}`;
  const description = `A ${style} of a ${group.name} standing together ${setting.name}, smiling, with room around them for text.`;
  const keywords = buildKeywords(
    [
      ...group.words,
      'people',
      'family',
      'happy',
      'smiling',
      'together',
      ...setting.words,
      'illustration',
      'flat design',
      'vector',
      'lifestyle',
      'diversity',
      'love',
      'leisure',
      'cartoon',
      ...orientationKeywords(W, H),
    ],
    ['group', 'togetherness', 'relationship', 'weekend', 'joy', 'care', 'community'],
  );
  return {
    kind: 'IMAGE',
    title,
    description,
    keywords,
    category: { parent: 'People & Lifestyle', child: 'Families & Generations' },
    width: W,
    height: H,
    people: { count: looks.length, ageGroups: ageGroupsOf(looks) },
    generator: 'families',
    seed,
    render: () => svgToJpeg(draw(createRng(seed).fork('draw'), looks, setting, W, H)),
  };
}

function draw(rng: Rng, looks: FigureLook[], setting: (typeof SETTINGS)[number], W: number, H: number): string {
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${setting.sky[0]}"/><stop offset="1" stop-color="${setting.sky[1]}"/></linearGradient>`;
  const ground = H * 0.78;
  const body: string[] = [`<rect width="${W}" height="${H}" fill="url(#sky)"/>`];
  body.push(
    `<circle cx="${r1(W * rng.range(0.7, 0.9))}" cy="${r1(H * 0.18)}" r="${r1(Math.min(W, H) * 0.07)}" fill="#fff3b0" fill-opacity="0.9"/>`,
  );
  for (let i = 0; i < 4; i++) {
    const cx = W * rng.range(0, 1);
    const cy = H * rng.range(0.08, 0.3);
    const s = Math.min(W, H) * rng.range(0.04, 0.07);
    body.push(
      `<g fill="#ffffff" fill-opacity="0.85"><ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(s * 2)}" ry="${r1(s)}"/><ellipse cx="${r1(cx + s)}" cy="${r1(cy - s * 0.5)}" rx="${r1(s * 1.3)}" ry="${r1(s)}"/></g>`,
    );
  }
  body.push(`<ellipse cx="${r1(W * 0.3)}" cy="${r1(ground + H * 0.05)}" rx="${r1(W * 0.6)}" ry="${r1(H * 0.22)}" fill="${setting.hill}"/>`);
  body.push(`<rect y="${r1(ground)}" width="${W}" height="${r1(H - ground)}" fill="${setting.ground}"/>`);
  for (let i = 0; i < 5; i++) {
    const tx = W * rng.range(0.02, 0.98);
    const th = H * rng.range(0.18, 0.3);
    body.push(
      `<rect x="${r1(tx - th * 0.04)}" y="${r1(ground - th * 0.55)}" width="${r1(th * 0.08)}" height="${r1(th * 0.55)}" fill="#6b4226"/>`,
      `<circle cx="${r1(tx)}" cy="${r1(ground - th * 0.7)}" r="${r1(th * 0.3)}" fill="${setting.hill}"/>`,
    );
  }
  body.push(
    drawGroup(looks, {
      centreX: W / 2,
      ground: ground + H * 0.06,
      scale: H * 0.5,
      maxWidth: W * 0.8,
      waving: rng.int(0, looks.length - 1),
    }),
  );
  return svgDocument(W, H, defs, body.join(''));
}

export const familiesScene: ImageScene = {
  name: 'families',
  category: { parent: 'People & Lifestyle', child: 'Families & Generations' },
  create,
};
