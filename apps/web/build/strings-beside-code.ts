import path from 'node:path';
import type { Plugin } from 'vite';
import { ModuleStrings } from './module-strings.ts';

/** Where the server reads, for a page's module, the namespaces it hints beside the page's code. */
export const PAGE_STRINGS_FILE = '.vite/page-strings.json';

const SOURCE = /\.tsx?$/;

/**
 * Strings arrive with the code that shows them. Each `import('./Page')` resolves only once the string namespaces of
 * everything that module renders have loaded too, and `stringsOf('./Page')` becomes that list for a module loaded
 * eagerly. Without it a component asked for its namespace when it first rendered: one that appears after the page has
 * shown (a tile's save button once the files arrive, a dialog) suspended the whole page, which React hid and showed
 * again, taking the focus from a field being typed in.
 */
export function stringsBesideCode(webRoot: string, defaultNamespace = 'common'): Plugin {
  const srcDir = path.join(webRoot, 'src');
  const withStringsModule = path.join(srcDir, 'i18n', 'with-strings.ts');
  const strings = new ModuleStrings(defaultNamespace);
  const pageStrings = new Map<string, string[]>();
  const keyOf = (file: string) => path.relative(webRoot, file).split(path.sep).join('/');

  return {
    name: 'strings-beside-code',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(srcDir) || !SOURCE.test(file) || file === withStringsModule) return null;
      const facts = strings.factsOf(file, code);
      const rewrites = [
        ...facts.lazyImports.map((call) => {
          const namespaces = strings.namespacesOf(call.file);
          pageStrings.set(keyOf(call.file), namespaces);
          return { ...call, text: `__withStrings(${code.slice(call.start, call.end)}, ${JSON.stringify(namespaces)})` };
        }),
        ...facts.stringsOfCalls.map((call) => {
          const namespaces = strings.namespacesOf(call.file);
          pageStrings.set(keyOf(call.file), namespaces);
          return { ...call, text: JSON.stringify(namespaces) };
        }),
      ].sort((a, b) => b.start - a.start);
      if (rewrites.length === 0) return null;
      let rewritten = code;
      for (const { start, end, text } of rewrites) rewritten = rewritten.slice(0, start) + text + rewritten.slice(end);
      // Imports are hoisted: added last, it leaves every line where it was.
      if (facts.lazyImports.length > 0) {
        const specifier = path.relative(path.dirname(file), withStringsModule).split(path.sep).join('/');
        rewritten += `\nimport { withStrings as __withStrings } from ${JSON.stringify(specifier.startsWith('.') ? specifier : `./${specifier}`)};\n`;
      }
      return { code: rewritten, map: null };
    },
    generateBundle() {
      const entries = [...pageStrings].sort(([a], [b]) => a.localeCompare(b));
      this.emitFile({ type: 'asset', fileName: PAGE_STRINGS_FILE, source: `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n` });
    },
  };
}
