import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { countOf, formatCount } from './format-count';

describe('formatCount', () => {
  it('groups thousands exactly as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 1_234_567_890, -1, -1234, -1_000_000, Number.MAX_SAFE_INTEGER]) {
      expect(formatCount(value), String(value)).toBe(value.toLocaleString('en-US'));
    }
  });

  it('leaves fractions to Intl', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
  });

  it('groups thousands as the interface’s language does', async () => {
    await i18next.changeLanguage('de');
    try {
      expect(formatCount(1_234_567)).toBe('1.234.567');
      await i18next.changeLanguage('fr');
      expect(formatCount(20_000)).toBe((20_000).toLocaleString('fr'));
    } finally {
      await i18next.changeLanguage('en');
    }
    expect(formatCount(1_234_567)).toBe('1,234,567');
  });
});

describe('countOf', () => {
  it('writes one thing in the singular and every other count in the plural', () => {
    expect(countOf(1, 'image', 'images')).toBe('1 image');
    expect(countOf(0, 'image', 'images')).toBe('0 images');
    expect(countOf(2400, 'video', 'videos')).toBe('2,400 videos');
  });
});
