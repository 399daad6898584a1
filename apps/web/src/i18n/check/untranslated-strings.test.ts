import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findKeyUses, findUntranslated } from './find-untranslated';
import { invalidMessages, missingKeys, readCatalogue, unmatchedKeys } from './locale-catalogue';
import { featureOf, sourceFiles } from './source-files';
import { UNCONVERTED_FEATURES } from './unconverted-features';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const files = sourceFiles(SRC).map((file) => ({ file, source: readFileSync(path.join(SRC, file), 'utf8') }));
const catalogue = readCatalogue(path.join(SRC, 'locales'));

describe('the interface’s strings (docs/i18n.md)', () => {
  it('has no user-facing literal outside the feature folders not yet converted', () => {
    const checked = files.filter(({ file }) => !UNCONVERTED_FEATURES.includes(featureOf(file) ?? ''));
    const findings = checked.flatMap(({ file, source }) => findUntranslated(file, source));
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

  it('lists only feature folders that exist and still have strings to convert', () => {
    const folders = new Set(files.map(({ file }) => featureOf(file)));
    expect(UNCONVERTED_FEATURES.filter((feature) => !folders.has(feature))).toEqual([]);
  });
});
