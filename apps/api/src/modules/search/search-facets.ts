import type { MatchGroup } from './search.repo';

/** The filters that facets are about; each facet counts as if its own filter were not set. */
export interface FacetFilters {
  type: 'IMAGE' | 'VIDEO';
  categoryIds: number[] | undefined;
  orientations: string[] | undefined;
}

export interface FacetTallies {
  matches: number;
  type: Map<string, number>;
  category: Map<number, number>;
  orientation: Map<string, number>;
}

function increment<K>(map: Map<K, number>, key: K, by: number) {
  map.set(key, (map.get(key) ?? 0) + by);
}

/**
 * Counts, from one sample of the matches (grouped) that ignores the facet filters, both the matches of the whole search and
 * every facet, then scales them by `scale` (1 when the sample holds every match).
 */
export function tallyFacets(sample: MatchGroup[], filters: FacetFilters, scale: number): FacetTallies {
  const inType = (row: MatchGroup) => row.type === filters.type;
  const inCategory = (row: MatchGroup) =>
    !filters.categoryIds || (row.category_id !== null && filters.categoryIds.includes(row.category_id));
  const inOrientation = (row: MatchGroup) => !filters.orientations || filters.orientations.includes(row.orientation);
  const tallies: FacetTallies = { matches: 0, type: new Map(), category: new Map(), orientation: new Map() };
  for (const row of sample) {
    const type = inType(row);
    const category = inCategory(row);
    const orientation = inOrientation(row);
    // The searched type's tab counts with every filter, so it reads the same as the results beside it.
    if (category && orientation) increment(tallies.type, row.type, row.n);
    if (type && orientation && row.category_id !== null) increment(tallies.category, row.category_id, row.n);
    if (type && category) increment(tallies.orientation, row.orientation, row.n);
    if (type && category && orientation) tallies.matches += row.n;
  }
  if (scale !== 1) {
    tallies.matches = Math.round(tallies.matches * scale);
    for (const map of [tallies.type, tallies.category, tallies.orientation] as Map<unknown, number>[]) {
      for (const [key, value] of map) map.set(key, Math.round(value * scale));
    }
  }
  return tallies;
}
