import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT, WEB_APP_DIR, WEB_DIST_DIR } from '../config/paths';
import { precompressAssets } from './precompress';

const SOURCE_ROOTS = [path.join(WEB_APP_DIR, 'src'), path.join(WEB_APP_DIR, 'public'), path.join(PROJECT_ROOT, 'packages/contracts/src')];
const SOURCE_FILES = ['index.html', 'vite.config.ts', 'package.json'].map((name) => path.join(WEB_APP_DIR, name));
const STAMP_FILE = path.join(WEB_DIST_DIR, '.source-hash');

async function listFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** A hash of the web app's sources by content, not by time: a fresh clone has new mtimes but the same build. */
export async function hashWebSources(): Promise<string> {
  const files = [...SOURCE_FILES.filter((file) => existsSync(file)), ...(await Promise.all(SOURCE_ROOTS.map(listFiles))).flat()].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(PROJECT_ROOT, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex');
}

/** Builds the web app when the build is missing or older than its sources; otherwise does nothing. */
export async function ensureWebBuild(log: (message: string) => void): Promise<void> {
  const sourceHash = await hashWebSources();
  const current = existsSync(STAMP_FILE) ? (await readFile(STAMP_FILE, 'utf8')).trim() : undefined;
  if (current === sourceHash && existsSync(path.join(WEB_DIST_DIR, 'index.html'))) return;

  log('Building the web app (first start or changed sources)...');
  const started = Date.now();
  // Resolve Vite from the web app's own dependencies: it is the web app's build tool, not the API's.
  const vitePath = createRequire(path.join(WEB_APP_DIR, 'package.json')).resolve('vite');
  const vite = (await import(pathToFileURL(vitePath).href)) as typeof import('vite');
  await vite.build({ root: WEB_APP_DIR, configFile: path.join(WEB_APP_DIR, 'vite.config.ts'), logLevel: 'warn' });
  await precompressAssets(WEB_DIST_DIR);
  await writeFile(STAMP_FILE, `${sourceHash}\n`);
  log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
