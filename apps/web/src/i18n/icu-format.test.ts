import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it, vi } from 'vitest';
import { IcuFormat } from './icu-format';
import { isPlainText } from './plain-text';

const PLURAL = '{count, plural, one {# Datei} other {# Dateien}} gefunden';

describe('the ICU message formatter', () => {
  it('returns plain text untouched, apostrophes and tags included', () => {
    const format = new IcuFormat();
    expect(format.parse("Don't miss <0>new files</0>", {}, 'en', 'common', 'a')).toBe("Don't miss <0>new files</0>");
    expect(isPlainText("Don't")).toBe(true);
    expect(isPlainText("The article''s text")).toBe(false);
    expect(isPlainText('{count} files')).toBe(false);
  });

  it('formats a parsed message as it formats its text, for the language', () => {
    const format = new IcuFormat();
    expect(format.parse(PLURAL, { count: 1 }, 'de', 'search', 'text')).toBe('1 Datei gefunden');
    expect(format.parse(parse(PLURAL, { ignoreTag: true }), { count: 1234 }, 'de', 'search', 'tree')).toBe('1.234 Dateien gefunden');
    expect(format.parse(parse("The article''s text", { ignoreTag: true }), {}, 'en', 'blog', 'empty')).toBe("The article's text");
  });

  it('formats again when the message under a key changes (a language reloaded)', () => {
    const format = new IcuFormat();
    expect(format.parse('{n, number} files', { n: 2 }, 'en', 'common', 'count')).toBe('2 files');
    expect(format.parse('{n, number} items', { n: 2 }, 'en', 'common', 'count')).toBe('2 items');
  });

  it('writes the numbers of English messages as Intl does, whole or not', () => {
    const format = new IcuFormat();
    const english = '{count, plural, one {# file} other {# files}}, {n, number} in all';
    const numbers = [0, 1, 7, 999, 1000, 1234, -45678, 1234567, 12345678901, 2.5, 1234.5678, Number.MAX_SAFE_INTEGER + 2];
    for (const value of numbers) {
      const intl = new Intl.NumberFormat('en').format(value);
      expect(format.parse(english, { count: value, n: value }, 'en', 'common', 'numbers')).toBe(
        `${intl} ${value === 1 ? 'file' : 'files'}, ${intl} in all`,
      );
    }
  });

  it('builds no Intl.NumberFormat for the numbers of English messages, and one for other languages', async () => {
    const english = '{count, plural, one {# file} other {# files}}, {n, number} in all';
    const created: unknown[] = [];
    const RealNumberFormat = Intl.NumberFormat;
    // A function, not an arrow: the formatter calls it with `new`.
    function countedNumberFormat(...args: ConstructorParameters<typeof Intl.NumberFormat>): Intl.NumberFormat {
      created.push(args);
      return new RealNumberFormat(...args);
    }
    const counting = vi.spyOn(Intl, 'NumberFormat').mockImplementation(countedNumberFormat);
    try {
      // A fresh module: formatters are shared across messages, and other tests have built some already.
      vi.resetModules();
      const { IcuFormat: FreshFormat } = await import('./icu-format');
      expect(new FreshFormat().parse(english, { count: 2400, n: 3 }, 'en', 'common', 'whole')).toBe('2,400 files, 3 in all');
      expect(new FreshFormat().parse('{mp, number, ::.0} MP', { mp: 24.25 }, 'en', 'files', 'megapixels')).toBe('24.3 MP');
      expect(new FreshFormat().parse('{n, number} fps', { n: 29.97 }, 'en', 'files', 'fps')).toBe('29.97 fps');
      expect(created).toEqual([]);
      expect(new FreshFormat().parse('{share, number, percent}', { share: 0.5 }, 'en', 'earnings', 'share')).toBe('50%');
      expect(created).toHaveLength(1);
      expect(new FreshFormat().parse(english, { count: 2, n: 1234 }, 'de', 'common', 'german')).toBe('2 files, 1.234 in all');
      expect(created.length).toBeGreaterThan(0);
    } finally {
      counting.mockRestore();
    }
  });

  it('shows a parsed message it cannot format by its key, not as an object', () => {
    const format = new IcuFormat();
    expect(format.parse(parse(PLURAL), {}, 'de', 'search', 'found')).toBe('found');
  });
});
