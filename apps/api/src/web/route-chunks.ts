import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Locale, matchPage, PAGE_LIST } from '@stock/contracts/values';

/** One chunk in Vite's build manifest (dist/.vite/manifest.json), keyed there by its source path. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Every file a chunk loads, itself and what it imports, recursively. */
function filesOf(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, files);
  return files;
}

/** The files a lazily loaded module needs besides the entry's own, which every page loads anyway. */
function chunkFiles(manifest: Manifest, key: string): string[] {
  const entryKey = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  const loadedAnyway = entryKey ? filesOf(manifest, entryKey) : new Set<string>();
  return [...filesOf(manifest, key)].filter((file) => !loadedAnyway.has(file));
}

/** The strings every page shows (the header's and the shared components') and those of the footer of public pages. */
const SHELL_STRINGS = ['common'];
const FOOTER_STRINGS = ['newsletter'];

/** Written by the web build beside its manifest: for each page module, the string namespaces everything in it shows. */
const PAGE_STRINGS_FILE = 'page-strings.json';

async function readJson<T>(file: string, otherwise: T): Promise<T> {
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as T) : otherwise;
}

/**
 * For a page, the script files it will load first besides the entry, as root-relative URLs: hinted in the HTML, they
 * download beside the entry instead of after it has run (a landing page's own code once the router has matched the
 * URL, its strings once that code has asked for them: one round trip after another on a phone). The shell's strings
 * for every page; a landing page's code and all its strings too, in the page's language. Empty when the build has no
 * manifest.
 */
export async function loadRouteChunks(distDir: string): Promise<(pagePath: string, locale: Locale) => string[]> {
  const manifestDir = path.join(distDir, '.vite');
  const manifest = await readJson<Manifest | null>(path.join(manifestDir, 'manifest.json'), null);
  if (!manifest) return () => [];
  const pageStrings = await readJson<Record<string, string[]>>(path.join(manifestDir, PAGE_STRINGS_FILE), {});
  // The landing pages (those a visitor most often lands on from outside) name their module in the page map.
  const scripts = new Map(
    PAGE_LIST.flatMap((page) => (page.chunk ? [[page.name, chunkFiles(manifest, page.chunk).map((file) => `/${file}`)] as const] : [])),
  );
  const stringFiles = (locale: Locale, namespaces: readonly string[]) =>
    [...new Set(namespaces)].flatMap((namespace) => {
      const chunk = manifest[`src/locales/${locale}/${namespace}.json`];
      return chunk ? [`/${chunk.file}`] : [];
    });
  return (pagePath, locale) => {
    const page = matchPage(pagePath)?.page;
    const ownStrings = page?.chunk ? pageStrings[page.chunk] : undefined;
    const strings = ownStrings ? [...SHELL_STRINGS, ...FOOTER_STRINGS, ...ownStrings] : SHELL_STRINGS;
    return [...((page && scripts.get(page.name)) || []), ...stringFiles(locale, strings)];
  };
}
