import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** One chunk in Vite's build manifest (dist/.vite/manifest.json), keyed there by its source path. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The pages a visitor most often lands on from outside (search engines, shared links), each with the source module
 * the web app's router loads lazily for it (apps/web/src/features/catalogue/catalogue-routes.ts).
 */
const LANDING_PAGES: [RegExp, string][] = [
  [/^\/search$/, 'src/features/search/SearchPage.tsx'],
  [/^\/file\/\d+(?:-[^/]*)?$/, 'src/features/files/FilePage.tsx'],
  [/^\/category\/[a-z0-9-]+$/, 'src/features/categories/CategoryPage.tsx'],
  [/^\/collections$/, 'src/features/collections/CollectionsPage.tsx'],
  [/^\/collections\/\d+(?:-[^/]*)?$/, 'src/features/collections/CollectionPage.tsx'],
];

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
  const pages = LANDING_PAGES.map(([pattern, key]) => [pattern, chunkFiles(manifest, key).map((file) => `/${file}`)] as const);
  return (pagePath) => pages.find(([pattern]) => pattern.test(pagePath))?.[1] ?? [];
}
