import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_APP_DIR } from '../config/paths';

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/** The web app built as the first start builds it, into a folder of its own, with what Vite warned about. */
let outDir: string;
const warnings: string[] = [];

beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'web-build-'));
  const vitePath = createRequire(path.join(WEB_APP_DIR, 'package.json')).resolve('vite');
  const vite = (await import(pathToFileURL(vitePath).href)) as typeof import('vite');
  const logger = vite.createLogger('warn', { allowClearScreen: false });
  const customLogger = {
    ...logger,
    warn: (message: string) => warnings.push(message),
    warnOnce: (message: string) => warnings.push(message),
  };
  // What visitors download is the production build; under the test runner NODE_ENV is "test", which would make
  // Vite bundle React's development build (twice the size) and measure something nobody is sent.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await vite.build({
      root: WEB_APP_DIR,
      configFile: path.join(WEB_APP_DIR, 'vite.config.ts'),
      logLevel: 'warn',
      customLogger,
      build: { outDir },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}, 240_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('the web build', () => {
  it('builds without a warning for the start log to show a newcomer', () => {
    expect(warnings).toEqual([]);
  });

  it('keeps the first page’s JavaScript within 200 KB gzipped (DESIGN.md §10)', async () => {
    const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const initial = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || initial.has(chunk.file)) return;
      initial.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
    let gzipped = 0;
    for (const file of initial) gzipped += gzipSync(await readFile(path.join(outDir, file))).length;
    expect(gzipped).toBeGreaterThan(50_000);
    expect(gzipped).toBeLessThanOrEqual(200 * 1024);
  });

  it('ships every message parsed, so the ICU parser is not downloaded (apps/web/build/precompile-messages.ts)', async () => {
    const scripts = (await readdir(path.join(outDir, 'assets'))).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    for (const name of scripts) {
      // An error name only the parser itself carries.
      expect(await readFile(path.join(outDir, 'assets', name), 'utf8'), name).not.toContain('parser can only be used once');
    }
  });

  it('writes every namespace of every language, parsed, for the server to put into pages (web/route-chunks.ts)', async () => {
    const localesDir = path.join(WEB_APP_DIR, 'src', 'locales');
    for (const language of await readdir(localesDir)) {
      const sources = (await readdir(path.join(localesDir, language))).filter((name) => name.endsWith('.json')).sort();
      expect((await readdir(path.join(outDir, '.vite', 'strings', language))).sort(), language).toEqual(sources);
    }
    // Parsed as the chunks are: a message with a plural is its syntax tree, not its text.
    const source = await readFile(path.join(localesDir, 'en', 'account.json'), 'utf8');
    const written = await readFile(path.join(outDir, '.vite', 'strings', 'en', 'account.json'), 'utf8');
    expect(source).toMatch(/\{\w+, plural,/);
    expect(written).not.toMatch(/\{\w+, plural,/);
    expect(Object.keys(JSON.parse(written))).toEqual(Object.keys(JSON.parse(source)));
  });
});
