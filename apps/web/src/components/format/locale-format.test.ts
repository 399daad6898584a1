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

  it('follows a change of language', async () => {
    await i18next.changeLanguage('de');
    expect(formatMoney(123450)).toBe('1.234,50\u00a0$');
    expect(formatFileSize(4_200_000)).toBe('4,2 MB');
    expect(formatDate('2026-11-21T23:30:00Z')).toBe('21.11.2026');
    await i18next.changeLanguage('ja');
    expect(formatDate('2026-11-21T23:30:00Z')).toBe('2026/11/21');
  });
});
