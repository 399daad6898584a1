import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import type { KeyUse } from './find-untranslated';

/** language -> namespace -> flat key ("footer.links.faq") -> ICU message. */
export type Catalogue = Record<string, Record<string, Record<string, string>>>;

function flatten(tree: Record<string, unknown>, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') flat[key] = value;
    else Object.assign(flat, flatten(value as Record<string, unknown>, key));
  }
  return flat;
}

/** Every locales/<language>/<namespace>.json under a folder. */
export function readCatalogue(localesDir: string): Catalogue {
  const catalogue: Catalogue = {};
  for (const language of readdirSync(localesDir)) {
    const namespaces: Catalogue[string] = {};
    for (const file of readdirSync(path.join(localesDir, language)).filter((name) => name.endsWith('.json'))) {
      namespaces[file.replace(/\.json$/, '')] = flatten(JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8')));
    }
    catalogue[language] = namespaces;
  }
  return catalogue;
}

/** `file:line: ns:key missing in de, ja` for each key the code uses that a language lacks. */
export function missingKeys(uses: readonly KeyUse[], catalogue: Catalogue): string[] {
  const problems: string[] = [];
  for (const use of uses) {
    const lacking = Object.keys(catalogue).filter((language) => catalogue[language]?.[use.namespace]?.[use.key] === undefined);
    if (lacking.length > 0) problems.push(`${use.file}:${use.line}: ${use.namespace}:${use.key} missing in ${lacking.join(', ')}`);
  }
  return problems;
}

/** Keys a language has that English has not, or lacks that English has: each translation covers exactly the source. */
export function unmatchedKeys(catalogue: Catalogue, source = 'en'): string[] {
  const problems: string[] = [];
  const reference = catalogue[source] ?? {};
  for (const [language, namespaces] of Object.entries(catalogue)) {
    for (const namespace of new Set([...Object.keys(reference), ...Object.keys(namespaces)])) {
      const expected = Object.keys(reference[namespace] ?? {});
      const actual = Object.keys(namespaces[namespace] ?? {});
      for (const key of expected.filter((key) => !actual.includes(key))) problems.push(`${language}/${namespace}: ${key} missing`);
      for (const key of actual.filter((key) => !expected.includes(key))) problems.push(`${language}/${namespace}: ${key} not in ${source}`);
    }
  }
  return problems;
}

/** Messages that are not valid ICU MessageFormat (an unbalanced brace, a plural without `other`). */
export function invalidMessages(catalogue: Catalogue): string[] {
  const problems: string[] = [];
  for (const [language, namespaces] of Object.entries(catalogue)) {
    for (const [namespace, messages] of Object.entries(namespaces)) {
      for (const [key, message] of Object.entries(messages)) {
        try {
          new IntlMessageFormat(message, language);
        } catch (error) {
          problems.push(`${language}/${namespace}: ${key}: ${(error as Error).message}`);
        }
      }
    }
  }
  return problems;
}
