import { LANGUAGES } from '@stock/contracts';
import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES } from './category-names';
import { IMAGE_CATEGORIES, VIDEO_CATEGORIES } from './types';

describe('demo category names', () => {
  it('names every demo category in every language besides English', () => {
    const names = [...Object.entries(IMAGE_CATEGORIES), ...Object.entries(VIDEO_CATEGORIES)].flatMap(([parent, children]) => [
      parent,
      ...children,
    ]);
    for (const name of names) {
      const translated = CATEGORY_NAMES[name] ?? {};
      expect(Object.keys(translated).sort(), name).toEqual(LANGUAGES.filter((lang) => lang !== 'en').sort());
      expect(
        Object.values(translated).every((value) => value.trim().length > 0),
        name,
      ).toBe(true);
    }
  });
});
