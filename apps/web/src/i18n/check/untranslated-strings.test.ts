import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findKeyUses, findUntranslated } from './find-untranslated';
import { invalidMessages, missingKeys, readCatalogue, unmatchedKeys } from './locale-catalogue';
import { sourceFiles } from './source-files';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const files = sourceFiles(SRC).map((file) => ({ file, source: readFileSync(path.join(SRC, file), 'utf8') }));
const catalogue = readCatalogue(path.join(SRC, 'locales'));

describe('the interface’s strings (docs/i18n.md)', () => {
  // One compiler pass over the whole app: seconds on a quiet machine, more under load.
  it('has no user-facing literal anywhere in the app', { timeout: 60_000 }, () => {
    const findings = files.flatMap(({ file, source }) => findUntranslated(file, source));
    expect(findings.map(({ file, line, text }) => `${file}:${line}: ${text}`)).toEqual([]);
  });

  it('finds every key the code uses in every language', () => {
    const uses = files.flatMap(({ file, source }) => findKeyUses(file, source));
    expect(uses.length).toBeGreaterThan(0);
    expect(missingKeys(uses, catalogue)).toEqual([]);
  });

  it('has the same keys in every language as in English, each a valid ICU message', () => {
    expect(Object.keys(catalogue).sort()).toEqual(['de', 'en', 'es', 'fr', 'ja', 'pt-BR']);
    expect(unmatchedKeys(catalogue)).toEqual([]);
    expect(invalidMessages(catalogue)).toEqual([]);
  });
});
