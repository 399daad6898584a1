import type { Db } from '../db/connection';
import { mulberry32 } from './generators/prng';

/**
 * A week of searches as buyers would type them, weighted toward the catalogue's strongest themes, so that trending
 * keywords mean something on a fresh installation.
 */
const SEARCHES: [query: string, weight: number][] = [
  ['business', 44],
  ['people', 38],
  ['christmas', 36],
  ['mountains', 40],
  ['family', 28],
  ['city skyline', 25],
  ['office', 22],
  ['food', 21],
  ['autumn', 16],
  ['icons', 11],
  ['sunset', 34],
  ['night sky', 26],
  ['abstract background', 24],
  ['gradient', 20],
  ['ocean', 18],
  ['stars', 15],
  ['geometric pattern', 12],
  ['fractal', 10],
  ['bokeh', 9],
  ['texture', 8],
  ['misty mountains', 7],
  ['milky way', 6],
  ['golden hour', 6],
  ['marble texture', 4],
];

export async function logDemoSearches(db: Db, seed: number): Promise<void> {
  const random = mulberry32(seed);
  const rows = SEARCHES.flatMap(([query, weight]) =>
    Array.from({ length: weight }, () => ({
      query,
      type: query === 'fractal' && random() < 0.5 ? ('VIDEO' as const) : ('IMAGE' as const),
      result_count: 1 + Math.floor(random() * 60),
      searched_at: new Date(Date.now() - random() * 7 * 86_400_000),
    })),
  );
  await db.insertInto('search_log').values(rows).execute();
}
