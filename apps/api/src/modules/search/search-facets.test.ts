import { describe, expect, it } from 'vitest';
import type { MatchSampleRow } from './search.repo';
import { tallyFacets } from './search-facets';

const row = (type: 'IMAGE' | 'VIDEO', category_id: number, orientation: string): MatchSampleRow => ({ type, category_id, orientation });
const sample = [row('IMAGE', 1, 'horizontal'), row('IMAGE', 1, 'vertical'), row('IMAGE', 2, 'horizontal'), row('VIDEO', 9, 'horizontal')];

describe('tallyFacets', () => {
  it('counts each facet as if its own filter were not set', () => {
    const tallies = tallyFacets(sample, { type: 'IMAGE', categoryIds: [1], orientations: ['horizontal'] }, 1);
    expect(tallies.matches).toBe(1);
    expect(Object.fromEntries(tallies.type)).toEqual({ IMAGE: 2, VIDEO: 1 });
    expect(Object.fromEntries(tallies.category)).toEqual({ 1: 1, 2: 1 });
    expect(Object.fromEntries(tallies.orientation)).toEqual({ horizontal: 1, vertical: 1 });
  });

  it('scales a sample up to the estimated number of matches', () => {
    const tallies = tallyFacets(sample, { type: 'IMAGE', categoryIds: undefined, orientations: undefined }, 250);
    expect(tallies.matches).toBe(750);
    expect(Object.fromEntries(tallies.type)).toEqual({ IMAGE: 750, VIDEO: 250 });
  });
});
