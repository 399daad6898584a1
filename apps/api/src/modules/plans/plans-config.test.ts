import { describe, expect, it } from 'vitest';
import { EARNINGS_LEVELS, earningsLevelFor, ROYALTY_FLOOR_CENTS, royaltyCentsFor, taxCentsFor } from './plans-config';

describe('earningsLevelFor', () => {
  it('starts at 15% and names the next level', () => {
    expect(earningsLevelFor(0)).toEqual({ name: 'Level 1', rateBp: 1_500, nextLevelAt: 100 });
    expect(earningsLevelFor(99)).toEqual({ name: 'Level 1', rateBp: 1_500, nextLevelAt: 100 });
  });

  it('rises at each threshold and stops at 40%', () => {
    expect(earningsLevelFor(100)).toEqual({ name: 'Level 2', rateBp: 2_000, nextLevelAt: 250 });
    expect(earningsLevelFor(2_500).rateBp).toBe(3_000);
    expect(earningsLevelFor(10_000_000)).toEqual({ name: 'Level 6', rateBp: 4_000, nextLevelAt: null });
  });

  it('treats nonsense counts as none', () => {
    expect(earningsLevelFor(-5).name).toBe('Level 1');
    expect(earningsLevelFor(Number.NaN).name).toBe('Level 1');
  });

  it('has ascending thresholds and rates', () => {
    for (let i = 1; i < EARNINGS_LEVELS.length; i++) {
      expect(EARNINGS_LEVELS[i]?.from).toBeGreaterThan(EARNINGS_LEVELS[i - 1]?.from ?? 0);
      expect(EARNINGS_LEVELS[i]?.rateBp).toBeGreaterThan(EARNINGS_LEVELS[i - 1]?.rateBp ?? 0);
    }
  });
});

describe('royaltyCentsFor', () => {
  it('is the rate share of the value, rounded to the cent', () => {
    expect(royaltyCentsFor(290, 1_500)).toBe(44);
    expect(royaltyCentsFor(1_000, 3_000)).toBe(300);
  });

  it('never goes below the floor, nor above the value', () => {
    expect(royaltyCentsFor(20, 1_500)).toBe(ROYALTY_FLOOR_CENTS);
    expect(royaltyCentsFor(5, 1_500)).toBe(5);
    expect(royaltyCentsFor(0, 1_500)).toBe(0);
  });
});

describe('tax', () => {
  it('taxes at 10% rounded half up', () => {
    expect(taxCentsFor(2_900)).toBe(290);
    expect(taxCentsFor(2_325)).toBe(233);
  });
});
