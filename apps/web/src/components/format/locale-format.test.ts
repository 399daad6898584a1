import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from './format-date';
import { formatMoney } from './format-money';
import { formatFileSize } from './format-size';

afterEach(() => i18next.changeLanguage('en'));

describe('formatting in the interface’s language', () => {
  it('writes money, sizes and dates the English way in English', () => {
    expect(formatMoney(123450)).toBe('$1,234.50');
    expect(formatFileSize(4_200_000)).toBe('4.2 MB');
    expect(formatFileSize(52_428_800, 1024)).toBe('50 MB');
    expect(formatFileSize(900)).toBe('900 byte');
    expect(formatDate('2026-11-21T23:30:00Z')).toBe('Nov 21, 2026');
  });

  it('writes English sizes without Intl exactly as Intl writes them, for every unit and both bases', () => {
    const sizes = [0, 1, 999, 1000, 1023, 1024, 1049, 1050, 99_949, 99_950, 999_499, 4_200_000, 52_428_800, 987_654_321, 1.5e12];
    for (const base of [1000, 1024] as const) {
      for (const bytes of sizes) {
        const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
        const power = bytes < base ? 0 : Math.min(3, Math.floor(Math.log(bytes) / Math.log(base)));
        const value = bytes / base ** power;
        const intl = new Intl.NumberFormat('en', {
          style: 'unit',
          unit: units[power],
          unitDisplay: 'short',
          maximumFractionDigits: value >= 100 || power === 0 ? 0 : 1,
        });
        expect(formatFileSize(bytes, base), `${bytes} in base ${base}`).toBe(intl.format(value));
      }
    }
  });

  it('writes English dollars without Intl exactly as Intl writes them', () => {
    const dollars = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });
    for (const cents of [0, -0, 1, 5, 99, 100, 123450, -123450, 99_999_999, -7, 1.5, 2.5, 123456789012345]) {
      expect(formatMoney(cents), String(cents)).toBe(dollars.format(cents / 100));
    }
    expect(formatMoney(123450, 'EUR')).toBe('€1,234.50');
  });

  it('follows a change of language', async () => {
    await i18next.changeLanguage('de');
    expect(formatMoney(123450)).toBe('1.234,50\u00a0$');
    expect(formatFileSize(4_200_000)).toBe('4,2 MB');
    expect(formatDate('2026-11-21T23:30:00Z')).toBe('21.11.2026');
    await i18next.changeLanguage('ja');
    expect(formatDate('2026-11-21T23:30:00Z')).toBe('2026/11/21');
  });
});
