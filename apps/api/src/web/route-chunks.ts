import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCALES, type Locale, matchPage, PAGE_LIST } from '@stock/contracts/values';

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

/** Written by the web build too: each namespace's parsed messages, strings/<language>/<namespace>.json. */
const STRINGS_DIR = 'strings';

async function readJson<T>(file: string, otherwise: T): Promise<T> {
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as T) : otherwise;
}

/** Every namespace the build wrote, as its JSON text, by `<language>/<namespace>`. */
async function readStrings(stringsDir: string): Promise<Map<string, string>> {
  const strings = new Map<string, string>();
  for (const locale of LOCALES) {
    const dir = path.join(stringsDir, locale);
    if (!existsSync(dir)) continue;
    for (const file of await readdir(dir)) {
      if (file.endsWith('.json')) strings.set(`${locale}/${file.slice(0, -'.json'.length)}`, await readFile(path.join(dir, file), 'utf8'));
    }
  }
  return strings;
}

/** What a page is sent for its first screen: script files to hint, and its strings as the JSON of the inline block. */
export interface FirstLoad {
  scripts: string[];
  /** `{"language":…,"namespaces":{…}}`, or undefined when the build wrote no strings for the page. */
  stringsJson: string | undefined;
}

/**
 * For a page, what it needs first besides the entry. Its strings (the shell's for every page; for a landing page also
 * the footer's and all its own) come in the HTML, in the page's language: each namespace was a request of its own, and
 * on a phone's connection the browser opens only a few at a time. A landing page's code is hinted, as root-relative
 * URLs, so it downloads beside the entry instead of after it has run. A namespace the build wrote no JSON for is
 * hinted as its chunk instead. Nothing when the build has no manifest.
 */
export async function loadRouteChunks(distDir: string): Promise<(pagePath: string, locale: Locale) => FirstLoad> {
  const manifestDir = path.join(distDir, '.vite');
  const manifest = await readJson<Manifest | null>(path.join(manifestDir, 'manifest.json'), null);
  if (!manifest) return () => ({ scripts: [], stringsJson: undefined });
  const pageStrings = await readJson<Record<string, string[]>>(path.join(manifestDir, PAGE_STRINGS_FILE), {});
  const builtStrings = await readStrings(path.join(manifestDir, STRINGS_DIR));
  // The landing pages (those a visitor most often lands on from outside) name their module in the page map.
  const scripts = new Map(
    PAGE_LIST.flatMap((page) => (page.chunk ? [[page.name, chunkFiles(manifest, page.chunk).map((file) => `/${file}`)] as const] : [])),
  );
  const stringFiles = (locale: Locale, namespaces: readonly string[]) =>
    namespaces.flatMap((namespace) => {
      const chunk = manifest[`src/locales/${locale}/${namespace}.json`];
      return chunk ? [`/${chunk.file}`] : [];
    });
  const firstLoads = new Map<string, FirstLoad>();
  return (pagePath, locale) => {
    const page = matchPage(pagePath)?.page;
    const key = `${page?.name ?? ''}/${locale}`;
    const known = firstLoads.get(key);
    if (known) return known;
    const ownStrings = page?.chunk ? pageStrings[page.chunk] : undefined;
    const namespaces = [...new Set(ownStrings ? [...SHELL_STRINGS, ...FOOTER_STRINGS, ...ownStrings] : SHELL_STRINGS)];
    const inline = namespaces.filter((namespace) => builtStrings.has(`${locale}/${namespace}`));
    const hinted = namespaces.filter((namespace) => !inline.includes(namespace));
    // Each namespace's text is JSON already: joined as it is, without parsing and writing it again per request.
    const stringsJson =
      inline.length === 0
        ? undefined
        : `{"language":${JSON.stringify(locale)},"namespaces":{${inline
            .map((namespace) => `${JSON.stringify(namespace)}:${builtStrings.get(`${locale}/${namespace}`)}`)
            .join(',')}}}`;
    const firstLoad = { scripts: [...((page && scripts.get(page.name)) || []), ...stringFiles(locale, hinted)], stringsJson };
    firstLoads.set(key, firstLoad);
    return firstLoad;
  };
}
