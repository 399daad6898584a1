import type { AgeGroup } from '@stock/contracts';
import { buildKeywords, capitalise, orientationKeywords } from '../metadata';
import { createRng, type Rng } from '../prng';
import { dimensionsFor, r1, svgDocument, svgToJpeg } from '../raster';
import type { DemoImageItem, ImageScene, SceneInput } from '../types';
import { ageGroupsOf, drawGroup, type FigureLook, randomLook } from './figures';

interface Situation {
  name: string;
  ages: AgeGroup[];
  words: string[];
  description: string;
}

const SITUATIONS: Situation[] = [
  {
    name: 'business team meeting',
    ages: ['adult', 'young_adult', 'adult', 'senior'],
    words: ['meeting', 'teamwork', 'team', 'colleagues', 'discussion'],
    description: 'colleagues of different ages meet in front of a chart on the office wall',
  },
  {
    name: 'presentation to colleagues',
    ages: ['adult', 'young_adult', 'young_adult'],
    words: ['presentation', 'presenter', 'growth chart', 'report', 'coworkers'],
    description: 'a manager presents a growth chart to two younger colleagues',
  },
  {
    name: 'job interview',
    ages: ['senior', 'young_adult'],
    words: ['job interview', 'recruitment', 'career', 'hiring', 'human resources'],
    description: 'an experienced manager interviews a young candidate in a bright office',
  },
  {
    name: 'startup team brainstorming',
    ages: ['young_adult', 'young_adult', 'adult', 'young_adult', 'adult'],
    words: ['startup', 'brainstorming', 'ideas', 'creative team', 'innovation'],
    description: 'a young startup team brainstorms ideas together in an open office',
  },
  {
    name: 'mentor and intern',
    ages: ['senior', 'young_adult'],
    words: ['mentoring', 'mentor', 'intern', 'training', 'coaching'],
    description: 'a senior mentor coaches a young intern at the office board',
  },
  {
    name: 'office colleagues',
    ages: ['adult', 'adult', 'young_adult'],
    words: ['coworkers', 'office workers', 'employees', 'workplace', 'corporate'],
    description: 'office colleagues stand together at work',
  },
];

const OFFICES = [
  { name: 'bright office', wall: '#eef2f6', floor: '#c9b79c', accent: '#2a9d8f', words: ['bright', 'modern office'] },
  { name: 'blue office', wall: '#dde7f3', floor: '#9aa7b8', accent: '#1d4e89', words: ['blue', 'corporate office'] },
  { name: 'warm coworking space', wall: '#f6eadf', floor: '#b08968', accent: '#e76f51', words: ['coworking', 'warm'] },
  { name: 'green office', wall: '#e8f1e4', floor: '#a3b18a', accent: '#588157', words: ['green', 'sustainable office'] },
];

const SUITS = ['#264653', '#1d3557', '#6d597a', '#e9c46a', '#f4f1de', '#457b9d', '#b56576', '#3d405b', '#81b29a'];

function create({ seed, orientation, variant, longEdge }: SceneInput): DemoImageItem {
  const rng = createRng(seed);
  const situation = SITUATIONS[variant % SITUATIONS.length] as Situation;
  const office = OFFICES[(variant + Math.floor(variant / SITUATIONS.length)) % OFFICES.length] as (typeof OFFICES)[number];
  const { width: W, height: H } = dimensionsFor(orientation, longEdge);
  const looks = situation.ages.map((age) => randomLook(rng, age, SUITS));
  const title = `${capitalise(situation.name)} in a ${office.name}, ${rng.pick(['flat illustration', 'vector illustration'])}`;
  const description = `A flat illustration in which ${situation.description}; ${office.name} tones with space for a headline.`;
  const keywords = buildKeywords(
    [
      ...situation.words,
      'business',
      'office',
      'people',
      'work',
      'professional',
      ...office.words,
      'illustration',
      'flat design',
      'vector',
      'diversity',
      'success',
      'company',
      'businesspeople',
      'cartoon',
      ...orientationKeywords(W, H),
    ],
    ['strategy', 'management', 'collaboration', 'communication', 'job', 'occupation', 'planning'],
  );
  return {
    kind: 'IMAGE',
    title,
    description,
    keywords,
    category: { parent: 'People & Lifestyle', child: 'Business & Office' },
    width: W,
    height: H,
    people: { count: looks.length, ageGroups: ageGroupsOf(looks) },
    generator: 'business',
    seed,
    render: () => svgToJpeg(draw(createRng(seed).fork('draw'), looks, office, W, H)),
  };
}

function draw(rng: Rng, looks: FigureLook[], office: (typeof OFFICES)[number], W: number, H: number): string {
  const floorY = H * 0.8;
  const body: string[] = [`<rect width="${W}" height="${H}" fill="${office.wall}"/>`];
  body.push(`<rect y="${r1(floorY)}" width="${W}" height="${r1(H - floorY)}" fill="${office.floor}"/>`);
  // A window onto the city, a board with a rising chart, a plant: enough to read as an office at thumbnail size.
  const winW = W * 0.3;
  const winX = W * rng.range(0.05, 0.12);
  body.push(
    `<rect x="${r1(winX)}" y="${r1(H * 0.1)}" width="${r1(winW)}" height="${r1(H * 0.42)}" fill="#bcdff5" stroke="#ffffff" stroke-width="${r1(W * 0.006)}"/>`,
  );
  for (let i = 0; i < 7; i++) {
    const bw = winW / 8;
    const bh = H * rng.range(0.1, 0.3);
    body.push(
      `<rect x="${r1(winX + i * bw * 1.1 + bw * 0.2)}" y="${r1(H * 0.52 - bh)}" width="${r1(bw)}" height="${r1(bh)}" fill="#8fb3cc"/>`,
    );
  }
  const boardX = W * 0.55;
  const boardW = W * 0.34;
  const boardY = H * 0.12;
  const boardH = H * 0.36;
  body.push(
    `<rect x="${r1(boardX)}" y="${r1(boardY)}" width="${r1(boardW)}" height="${r1(boardH)}" rx="${r1(W * 0.006)}" fill="#ffffff" stroke="#9aa5b1" stroke-width="${r1(W * 0.003)}"/>`,
  );
  const bars = 6;
  for (let i = 0; i < bars; i++) {
    const bh = boardH * (0.15 + (0.65 * (i + rng.range(0, 0.8))) / bars);
    const bw = (boardW * 0.7) / bars;
    body.push(
      `<rect x="${r1(boardX + boardW * 0.12 + i * bw * 1.1)}" y="${r1(boardY + boardH * 0.9 - bh)}" width="${r1(bw * 0.8)}" height="${r1(bh)}" fill="${office.accent}" fill-opacity="${(0.55 + i * 0.07).toFixed(2)}"/>`,
    );
  }
  const plantX = W * 0.94;
  body.push(
    `<rect x="${r1(plantX - W * 0.025)}" y="${r1(floorY - H * 0.1)}" width="${r1(W * 0.05)}" height="${r1(H * 0.1)}" fill="${office.accent}"/>`,
    `<ellipse cx="${r1(plantX)}" cy="${r1(floorY - H * 0.17)}" rx="${r1(W * 0.045)}" ry="${r1(H * 0.1)}" fill="#4f772d"/>`,
  );
  body.push(drawGroup(looks, { centreX: W / 2, ground: floorY + H * 0.08, scale: H * 0.56, maxWidth: W * 0.75, waving: 0 }));
  const deskY = floorY + H * 0.02;
  body.push(
    `<rect x="${r1(W * 0.2)}" y="${r1(deskY)}" width="${r1(W * 0.6)}" height="${r1(H * 0.03)}" rx="${r1(H * 0.01)}" fill="#5c4033"/>`,
  );
  body.push(
    `<rect x="${r1(W * 0.44)}" y="${r1(deskY - H * 0.06)}" width="${r1(W * 0.1)}" height="${r1(H * 0.06)}" rx="${r1(H * 0.005)}" fill="#3a3a3a"/>`,
  );
  return svgDocument(W, H, '', body.join(''));
}

export const businessScene: ImageScene = {
  name: 'business',
  category: { parent: 'People & Lifestyle', child: 'Business & Office' },
  create,
};
