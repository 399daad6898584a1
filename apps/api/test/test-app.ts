import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config/config';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestContext {
  app: App;
  database: TestDatabase;
  config: Config;
}

export async function testConfig(env: Record<string, string> = {}): Promise<Config> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-test-data-'));
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });
}

/**
 * Builds the real app on a fresh database for the calling test file and tears both down after it.
 * Use the returned object's fields inside tests (they are filled in beforeAll).
 */
export function useTestApp(options: { env?: Record<string, string>; webDistDir?: string } = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.config = await testConfig(options.env);
    context.app = await buildApp({ config: context.config, db: context.database.db, webDistDir: options.webDistDir });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.drop();
  });
  return context;
}
