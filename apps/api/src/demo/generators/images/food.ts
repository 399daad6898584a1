import { buildKeywords, capitalise, listWords, orientationKeywords } from '../metadata';
import { createRng, type Rng } from '../prng';
import { dimensionsFor, r1, svgDocument, svgToJpeg } from '../raster';
import type { DemoImageItem, ImageScene, SceneInput } from '../types';

interface Fruit {
  name: string;
  plural: string;
  skin: string;
  flesh: string;
  size: number;
  words: string[];
}

const FRUITS: Fruit[] = [
  { name: 'orange', plural: 'oranges', skin: '#f77f00', flesh: '#fcbf49', size: 1, words: ['citrus', 'vitamin c'] },
  { name: 'lemon', plural: 'lemons', skin: '#f9dc5c', flesh: '#fff3a3', size: 0.85, words: ['citrus', 'sour'] },
  { name: 'apple', plural: 'apples', skin: '#c1121f', flesh: '#fdf0d5', size: 1, words: ['apple', 'orchard'] },
  { name: 'lime', plural: 'limes', skin: '#6a994e', flesh: '#c7e59b', size: 0.75, words: ['citrus', 'green'] },
  { name: 'grapefruit', plural: 'grapefruits', skin: '#f28482', flesh: '#f5cac3', size: 1.2, words: ['citrus', 'pink'] },
  { name: 'blueberry', plural: 'blueberries', skin: '#3a0ca3', flesh: '#4361ee', size: 0.22, words: ['berries', 'antioxidant'] },
  { name: 'tomato', plural: 'tomatoes', skin: '#d62828', flesh: '#f77f00', size: 0.9, words: ['vegetables', 'salad'] },
];

const TABLES = [
  { name: 'rustic wooden table', colour: '#8b5a2b', grain: '#6f4518', words: ['wooden table', 'rustic', 'wood'] },
  { name: 'white marble counter', colour: '#eeeeee', grain: '#cfcfcf', words: ['marble', 'white', 'kitchen counter'] },
  { name: 'dark slate', colour: '#2f3437', grain: '#3d4347', words: ['dark background', 'slate', 'moody'] },
  { name: 'linen tablecloth', colour: '#e9dcc9', grain: '#dccbb3', words: ['linen', 'tablecloth', 'beige'] },
  { name: 'pastel blue table', colour: '#a8dadc', grain: '#94c9cc', words: ['pastel', 'blue', 'bright'] },
];

const DISHES = [
  { name: 'breakfast', words: ['breakfast', 'morning', 'brunch'], bowl: '#f1faee' },
  { name: 'healthy snack', words: ['healthy eating', 'snack', 'diet', 'vegan'], bowl: '#ffffff' },
  { name: 'summer fruit', words: ['summer', 'fresh fruit', 'refreshing'], bowl: '#ffe8d6' },
  { name: 'kitchen still life', words: ['still life', 'kitchen', 'cooking', 'ingredients'], bowl: '#f8edeb' },
];

function create({ seed, orientation, variant, longEdge }: SceneInput): DemoImageItem {
  const rng = createRng(seed);
  const table = TABLES[variant % TABLES.length] as (typeof TABLES)[number];
  const dish = DISHES[(variant + Math.floor(variant / TABLES.length)) % DISHES.length] as (typeof DISHES)[number];
  const fruits = rng.shuffled(FRUITS).slice(0, rng.int(2, 3));
  const { width: W, height: H } = dimensionsFor(orientation, longEdge);
  const names = fruits.map((fruit) => fruit.plural);
  const title = `${capitalise(listWords(names))} on a ${table.name}, ${dish.name} flat lay`;
  const description = `A top-down ${dish.name} still life: a bowl and sliced ${listWords(names)} on a ${table.name}, with free space for a recipe title.`;
  const keywords = buildKeywords(
    [
      ...names,
      'food',
      'fruit',
      'still life',
      'flat lay',
      'top view',
      ...dish.words,
      ...table.words,
      ...fruits.flatMap((fruit) => fruit.words),
      'fresh',
      'organic',
      'healthy',
      'ingredients',
      'copy space',
      'nobody',
      ...orientationKeywords(W, H),
    ],
    ['nutrition', 'vitamins', 'juicy', 'colorful', 'menu', 'recipe', 'restaurant', 'eating'],
  );
  return {
    kind: 'IMAGE',
    title,
    description,
    keywords,
    category: { parent: 'Food & Drink', child: 'Food & Still Life' },
    width: W,
    height: H,
    generator: 'food',
    seed,
    render: () => svgToJpeg(draw(createRng(seed).fork('draw'), table, dish.bowl, fruits, W, H)),
  };
}

function fruitAt(fruit: Fruit, x: number, y: number, r: number, sliced: boolean, rotation: number): string {
  if (!sliced) {
    return `<g><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${fruit.skin}"/><circle cx="${r1(x - r * 0.3)}" cy="${r1(y - r * 0.3)}" r="${r1(r * 0.25)}" fill="#ffffff" fill-opacity="0.25"/></g>`;
  }
  const segments = Array.from({ length: 8 }, (_, k) => {
    const a = (Math.PI / 4) * k + rotation;
    return `<line x1="${r1(x)}" y1="${r1(y)}" x2="${r1(x + Math.cos(a) * r * 0.82)}" y2="${r1(y + Math.sin(a) * r * 0.82)}" stroke="#ffffff" stroke-width="${r1(r * 0.05)}" stroke-opacity="0.7"/>`;
  }).join('');
  return `<g><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${fruit.skin}"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.88)}" fill="${fruit.flesh}"/>${segments}</g>`;
}

function draw(rng: Rng, table: (typeof TABLES)[number], bowlColour: string, fruits: Fruit[], W: number, H: number): string {
  const body: string[] = [`<rect width="${W}" height="${H}" fill="${table.colour}"/>`];
  for (let i = 0; i < 60; i++) {
    const y = rng.range(0, H);
    body.push(
      `<rect y="${r1(y)}" width="${W}" height="${r1(H * rng.range(0.001, 0.006))}" fill="${table.grain}" fill-opacity="${rng.range(0.3, 0.8).toFixed(2)}"/>`,
    );
  }
  const unit = Math.min(W, H);
  const bowlX = W * rng.range(0.3, 0.45);
  const bowlY = H * rng.range(0.4, 0.6);
  const bowlR = unit * 0.26;
  body.push(
    `<circle cx="${r1(bowlX + unit * 0.02)}" cy="${r1(bowlY + unit * 0.025)}" r="${r1(bowlR)}" fill="#000" fill-opacity="0.18"/>`,
    `<circle cx="${r1(bowlX)}" cy="${r1(bowlY)}" r="${r1(bowlR)}" fill="${bowlColour}"/>`,
    `<circle cx="${r1(bowlX)}" cy="${r1(bowlY)}" r="${r1(bowlR * 0.8)}" fill="${bowlColour}" stroke="#000000" stroke-opacity="0.08" stroke-width="${r1(unit * 0.006)}"/>`,
  );
  for (let i = 0; i < 9; i++) {
    const fruit = fruits[i % fruits.length] as Fruit;
    const a = rng.range(0, Math.PI * 2);
    const d = rng.range(bowlR * 0.1, bowlR * 0.55);
    body.push(fruitAt(fruit, bowlX + Math.cos(a) * d, bowlY + Math.sin(a) * d, unit * 0.06 * Math.max(0.4, fruit.size), false, 0));
  }
  for (let i = 0; i < 7; i++) {
    const fruit = rng.pick(fruits);
    const x = W * rng.range(0.55, 0.95);
    const y = H * rng.range(0.1, 0.9);
    const r = unit * 0.08 * Math.max(0.5, fruit.size);
    body.push(`<circle cx="${r1(x + r * 0.12)}" cy="${r1(y + r * 0.15)}" r="${r1(r)}" fill="#000" fill-opacity="0.15"/>`);
    body.push(fruitAt(fruit, x, y, r, rng.chance(0.6), rng.range(0, 1)));
  }
  for (let i = 0; i < 6; i++) {
    const x = W * rng.range(0.05, 0.95);
    const y = H * rng.range(0.05, 0.95);
    const a = rng.range(0, 360);
    body.push(
      `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(unit * 0.035)}" ry="${r1(unit * 0.014)}" fill="#52b788" transform="rotate(${r1(a)} ${r1(x)} ${r1(y)})"/>`,
    );
  }
  return svgDocument(W, H, '', body.join(''));
}

export const foodScene: ImageScene = {
  name: 'food',
  category: { parent: 'Food & Drink', child: 'Food & Still Life' },
  create,
};
