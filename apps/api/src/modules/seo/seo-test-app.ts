import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type TestContext, useTestApp } from '../../../test/test-app';

/**
 * The real app serving a web build whose page says "Generic", for a site called Northlight at a public address: what
 * the server puts in the page, and the status it answers, show against it.
 */
export async function useSeoTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const distDir = await mkdtemp(path.join(os.tmpdir(), 'seo-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="Generic." /><title>Generic</title></head><body><div id="root"></div></body></html>',
  );
  return useTestApp({ webDistDir: distDir, env: { PUBLIC_URL: 'https://stock.example.com', BRAND_NAME: 'Northlight', ...env } });
}
