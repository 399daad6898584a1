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

/** The files a lazily loaded module needs besides the entry's own, which the page loads anyway. */
function chunkFiles(manifest: Manifest, key: string): string[] {
  const files = new Set<string>();
  const visit = (chunkKey: string) => {
    const chunk = manifest[chunkKey];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...files];
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
