import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../src/i18n/check/locale-catalogue';
import { compileMessages } from './precompile-messages';

const catalogue = readCatalogue(path.join(import.meta.dirname, '../src/locales'));

/** Values every argument of the catalogue can take: a number formats, a plural picks a form, a select falls to other. */
const values = new Proxy({}, { get: (_target, name) => (typeof name === 'string' ? 3 : undefined), has: () => true });

describe('messages parsed at build time', () => {
  it('keeps plain text as it is and parses every message with ICU syntax', () => {
    const compiled = compileMessages(
      { title: 'Popular images', hint: { count: 'At most {count, plural, one {# file} other {# files}}.' } },
      'en',
    );
    expect(compiled.title).toBe('Popular images');
    expect(Array.isArray((compiled.hint as Record<string, unknown>).count)).toBe(true);
    // A doubled apostrophe is syntax too: it must become one.
    expect(Array.isArray(compileMessages({ empty: "The article''s text" }, 'en').empty)).toBe(true);
  });

  it('formats every message of every language exactly as parsing it in the browser did', () => {
    let parsed = 0;
    for (const [language, namespaces] of Object.entries(catalogue)) {
      for (const [namespace, messages] of Object.entries(namespaces)) {
        const tree = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key.replaceAll('.', '/'), message]));
        const compiled = compileMessages(tree, language);
        for (const [key, message] of Object.entries(tree)) {
          const shipped = compiled[key];
          if (typeof shipped === 'string') {
            expect(shipped, `${language}/${namespace}: ${key}`).toBe(
              new IntlMessageFormat(message, language, undefined, { ignoreTag: true }).format(values),
            );
            continue;
          }
          parsed += 1;
          const fromText = new IntlMessageFormat(message, language, undefined, { ignoreTag: true }).format(values);
          const fromTree = new IntlMessageFormat(shipped as never, language, undefined, { ignoreTag: true }).format(values);
          expect(fromTree, `${language}/${namespace}: ${key}`).toEqual(fromText);
        }
      }
    }
    // The catalogue does use ICU: a check that compared nothing would pass too.
    expect(parsed).toBeGreaterThan(500);
  });
});
