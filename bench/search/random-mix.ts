import { AGE_GROUPS, COLOR_FAMILIES, SEARCH_SORTS, UPLOADED_WITHIN, VIDEO_RESOLUTIONS } from '@stock/contracts';
import type { BenchQuery } from './query-mix';
import { HEAD_WORDS, tailWord } from './vocabulary';

export interface CatalogueCategory {
  id: number;
  type: 'IMAGE' | 'VIDEO';
  parent_id: number | null;
}

type Random = () => number;
type Draw = (random: Random) => string;

const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
const head = (random: Random, max = 40) => HEAD_WORDS[Math.floor(random() * max)] as string;

/** What a buyer types, from nothing to quoted phrases with an exclusion; each draws its own words on every run. */
const QUERY_KINDS: Record<string, Draw | undefined> = {
  'no words': undefined,
  'frequent word': (random) => head(random, 10),
  'rare word': (random) => tailWord(10_000 + Math.floor(random() * 29_000)),
  'two words': (random) => `${head(random)} ${head(random, 150)}`,
  'three words': (random) => `${head(random)} ${head(random)} ${head(random, 150)}`,
  phrase: (random) => `"${head(random)} ${head(random)}"`,
  'phrase and exclusion': (random) => `"${head(random)} ${head(random)}" -${head(random, 80)}`,
  'word and exclusion': (random) => `${head(random, 20)} -${head(random, 40)}`,
};

interface Filter {
  name: string;
  /** Only for that media type (video filters on images would answer nothing without a query). */
  only?: 'VIDEO' | 'IMAGE';
  params: (random: Random, categories: CatalogueCategory[], type: string | undefined) => string[];
}

const FILTERS: Filter[] = [
  {
    name: 'category',
    params: (random, categories, type) => {
      const fitting = categories.filter((category) => !type || category.type === type);
      return [`category_id=${pick(random, fitting).id}`];
    },
  },
  {
    name: 'orientation',
    params: (random) => {
      const values = ['horizontal', 'vertical', 'square', 'panoramic'];
      const first = pick(random, values);
      const second = random() < 0.3 ? pick(random, values) : undefined;
      return [...new Set([first, second].filter(Boolean))].map((value, index) => `orientation[${index}]=${value}`);
    },
  },
  {
    name: 'colour',
    params: (random) => {
      const first = pick(random, COLOR_FAMILIES);
      const second = random() < 0.3 ? pick(random, COLOR_FAMILIES) : undefined;
      return [...new Set([first, second].filter(Boolean))].map((value, index) => `color[${index}]=${value}`);
    },
  },
  { name: 'people', params: (random) => [`people=${encodeURIComponent(pick(random, ['0', '1', '2', '3+']))}`] },
  { name: 'age group', params: (random) => [`age_group[0]=${pick(random, AGE_GROUPS)}`] },
  { name: 'megapixels', only: 'IMAGE', params: (random) => [`min_megapixels=${pick(random, [4, 12, 24, 40])}`] },
  {
    name: 'duration',
    only: 'VIDEO',
    params: (random) => {
      const min = pick(random, [0, 5, 10, 20]);
      return [`min_duration=${min}`, `max_duration=${min + pick(random, [10, 20, 40])}`];
    },
  },
  { name: 'fps', only: 'VIDEO', params: (random) => [`fps=${pick(random, [24, 25, 30, 60])}`] },
  { name: 'resolution', only: 'VIDEO', params: (random) => [`resolution=${pick(random, VIDEO_RESOLUTIONS)}`] },
  { name: 'uploaded within', params: (random) => [`uploaded_within=${pick(random, UPLOADED_WITHIN)}`] },
  { name: 'unsafe', params: () => ['safe_search=false'] },
];

/** Pages a buyer reaches: the first, a few clicks in, or deep (the last pages of a frequent word). */
const DEPTHS: Record<string, (random: Random) => number> = {
  'page 1': () => 1,
  'pages 2-10': (random) => 2 + Math.floor(random() * 9),
  'pages 20-200': (random) => 20 + Math.floor(random() * 181),
};

export interface SearchClass {
  name: string;
  draw: (random: Random) => BenchQuery;
}

/**
 * `count` classes of searches drawn at random over every filter, sort and page depth: each class fixes which words,
 * type, filters, sort and depth it uses, and each run of it draws new values for them.
 */
export function randomClasses(random: Random, count: number, categories: CatalogueCategory[]): SearchClass[] {
  const classes = new Map<string, SearchClass>();
  for (let attempt = 0; classes.size < count && attempt < count * 20; attempt++) {
    const queryKind = pick(random, Object.keys(QUERY_KINDS));
    const type = pick(random, [undefined, undefined, 'IMAGE', 'VIDEO'] as const);
    const filters = FILTERS.filter((filter) => (!filter.only || filter.only === type) && random() < 0.3);
    const sort = pick(random, SEARCH_SORTS);
    const depth = pick(random, Object.keys(DEPTHS));
    const name = [queryKind, type ?? 'any type', filters.map((f) => f.name).join('+') || 'no filters', sort, depth].join(' · ');
    const words = QUERY_KINDS[queryKind];
    const pageOf = DEPTHS[depth] as (random: Random) => number;
    classes.set(name, {
      name,
      draw: (runRandom) => {
        const params = [
          ...(words ? [`query=${encodeURIComponent(words(runRandom))}`] : []),
          ...(type ? [`type=${type}`] : []),
          ...filters.flatMap((filter) => filter.params(runRandom, categories, type)),
          `sort=${sort}`,
          `page_no=${pageOf(runRandom)}`,
          'limit=48',
        ];
        return { kind: name, url: `/api/fetch?${params.join('&')}` };
      },
    });
  }
  return [...classes.values()];
}
