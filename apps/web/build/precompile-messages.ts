import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { isPlainText } from '../src/i18n/plain-text.ts';

type Tree = { [name: string]: string | unknown[] | Tree };

const LOCALE_FILE = /[\\/]src[\\/]locales[\\/]([^\\/]+)[\\/][^\\/]+\.json$/;

/**
 * A namespace's messages with every ICU message parsed, as the app's formatter takes them (src/i18n/icu-format.ts).
 * Plain text stays text. Parsed for the language, as IntlMessageFormat would, with tags left as text.
 */
export function compileMessages(tree: Tree, language: string): Tree {
  const locale = new Intl.Locale(language);
  const compile = (node: Tree): Tree =>
    Object.fromEntries(
      Object.entries(node).map(([name, value]) => {
        if (typeof value !== 'string') return [name, Array.isArray(value) ? value : compile(value)];
        return [name, isPlainText(value) ? value : parse(value, { ignoreTag: true, locale })];
      }),
    );
  return compile(tree);
}

/** Where the build leaves each namespace's parsed messages as JSON, for the server to put into the page that shows them. */
export const STRINGS_DIR = '.vite/strings';

/**
 * The strings' JSON ships parsed: the browser skips parsing each message on first use and the ICU parser (about a
 * fifth of the i18n code) leaves the bundle. vite.config.ts swaps the parser for its no-parser build. Each namespace
 * is also written to STRINGS_DIR/<language>/<namespace>.json: the server inlines a landing page's strings in its HTML.
 */
export function precompileMessages(): Plugin {
  const compiled = new Map<string, string>();
  return {
    name: 'precompile-messages',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      const match = LOCALE_FILE.exec(file);
      if (!match?.[1]) return null;
      const json = JSON.stringify(compileMessages(JSON.parse(code) as Tree, path.basename(match[1])));
      compiled.set(`${match[1]}/${path.basename(file)}`, json);
      return { code: json, map: null };
    },
    generateBundle() {
      for (const [name, json] of [...compiled].sort(([a], [b]) => a.localeCompare(b)))
        this.emitFile({ type: 'asset', fileName: `${STRINGS_DIR}/${name}`, source: json });
    },
  };
}
