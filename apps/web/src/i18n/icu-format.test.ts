import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { IcuFormat, isPlainText } from './icu-format';

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

  it('shows a parsed message it cannot format by its key, not as an object', () => {
    const format = new IcuFormat();
    expect(format.parse(parse(PLURAL), {}, 'de', 'search', 'found')).toBe('found');
  });
});
