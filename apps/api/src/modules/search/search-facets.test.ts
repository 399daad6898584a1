import { describe, expect, it } from 'vitest';
import type { MatchGroup } from './search.repo';
import { tallyFacets } from './search-facets';

const row = (type: 'IMAGE' | 'VIDEO', category_id: number, orientation: string, n = 1): MatchGroup => ({
  type,
  category_id,
  orientation,
  n,
});
const sample = [row('IMAGE', 1, 'horizontal'), row('IMAGE', 1, 'vertical'), row('IMAGE', 2, 'horizontal'), row('VIDEO', 9, 'horizontal')];
const grouped = [row('IMAGE', 1, 'horizontal', 3), row('IMAGE', 2, 'vertical', 2)];

describe('tallyFacets', () => {
  it('counts each facet as if its own filter were not set, and the type with every filter', () => {
    const tallies = tallyFacets(sample, { type: 'IMAGE', categoryIds: [1], orientations: ['horizontal'] }, 1);
    expect(tallies.matches).toBe(1);
    expect(Object.fromEntries(tallies.type)).toEqual({ IMAGE: 1 });
    expect(Object.fromEntries(tallies.category)).toEqual({ 1: 1, 2: 1 });
    expect(Object.fromEntries(tallies.orientation)).toEqual({ horizontal: 1, vertical: 1 });
  });

  it('scales a sample up to the estimated number of matches', () => {
    const tallies = tallyFacets(sample, { type: 'IMAGE', categoryIds: undefined, orientations: undefined }, 250);
    expect(tallies.matches).toBe(750);
    expect(Object.fromEntries(tallies.type)).toEqual({ IMAGE: 750, VIDEO: 250 });
  });

  it('weighs each group by its number of files', () => {
    const tallies = tallyFacets(grouped, { type: 'IMAGE', categoryIds: [1], orientations: undefined }, 1);
    expect(tallies.matches).toBe(3);
    expect(Object.fromEntries(tallies.category)).toEqual({ 1: 3, 2: 2 });
    expect(Object.fromEntries(tallies.orientation)).toEqual({ horizontal: 3 });
  });
});
