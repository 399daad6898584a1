import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { matchPage, PAGE_LIST } from '@stock/contracts/values';

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

/**
 * For a landing page, the script files of its own code, as root-relative URLs: hinted in the HTML, they download
 * beside the entry instead of after it has run and the router has matched the URL (one round trip less before the
 * page renders). Empty for other pages, or when the build has no manifest.
 */
export async function loadRouteChunks(distDir: string): Promise<(pagePath: string) => string[]> {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => [];
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
  // The landing pages (those a visitor most often lands on from outside) name in the page map the module the router
  // loads lazily for them.
  const scripts = new Map(
    PAGE_LIST.flatMap((page) => (page.chunk ? [[page.name, chunkFiles(manifest, page.chunk).map((file) => `/${file}`)] as const] : [])),
  );
  return (pagePath) => {
    const name = matchPage(pagePath)?.page.name;
    return (name && scripts.get(name)) || [];
  };
}
