import { describe, expect, it } from 'vitest';
import { colorFamiliesOf, colorFamilyOf } from './color-families';

describe('colorFamilyOf', () => {
  it.each([
    ['#d62828', 'red'],
    ['#f77f00', 'orange'],
    ['#f4d03f', 'yellow'],
    ['#2a9d3f', 'green'],
    ['#1a9c9c', 'teal'],
    ['#1e4fd8', 'blue'],
    ['#7b2cbf', 'purple'],
    ['#f7a1c4', 'pink'],
    ['#6b4226', 'brown'],
    ['#0a0a0a', 'black'],
    ['#fafafa', 'white'],
    ['#808080', 'grey'],
  ])('%s is %s', (hex, family) => {
    expect(colorFamilyOf(hex)).toBe(family);
  });

  it('lists each family once, most dominant first', () => {
    expect(colorFamiliesOf(['#1e4fd8', '#2050e0', '#f77f00'])).toEqual(['blue', 'orange']);
  });
});
