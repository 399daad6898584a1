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

/**
 * For a page, the script files it will load first besides the entry, as root-relative URLs: hinted in the HTML, they
 * download beside the entry instead of after it has run (a landing page's own code once the router has matched the
 * URL, each string namespace once a component asks for it: one round trip after another on a phone). The shell's
 * strings for every page; a landing page's code and strings too. Empty when the build has no manifest.
 */
export async function loadRouteChunks(distDir: string): Promise<(pagePath: string, locale: Locale) => string[]> {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => [];
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
  // The landing pages (those a visitor most often lands on from outside) name in the page map the module the router
  // loads lazily for them.
  const scripts = new Map(
    PAGE_LIST.flatMap((page) => (page.chunk ? [[page.name, chunkFiles(manifest, page.chunk).map((file) => `/${file}`)] as const] : [])),
  );
  const stringFiles = (locale: Locale, namespaces: readonly string[]) =>
    namespaces.flatMap((namespace) => {
      const chunk = manifest[`src/locales/${locale}/${namespace}.json`];
      return chunk ? [`/${chunk.file}`] : [];
    });
  return (pagePath, locale) => {
    const page = matchPage(pagePath)?.page;
    const strings = page?.strings ? [...SHELL_STRINGS, ...FOOTER_STRINGS, ...page.strings] : SHELL_STRINGS;
    return [...((page && scripts.get(page.name)) || []), ...stringFiles(locale, strings)];
  };
}
