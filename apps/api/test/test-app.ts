import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config/config';
import { startJobQueue, startWorkers } from '../src/job-workers';
import type { JobQueue } from '../src/jobs';
import { createStorage } from '../src/storage/create-storage';
import type { Storage } from '../src/storage/storage';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestContext {
  app: App;
  database: TestDatabase;
  config: Config;
  /** The app's storage (local disk under the test's own DATA_DIR). */
  storage: Storage;
  /** Present when the app was asked for with `jobs: true`: a real queue on the test database, with workers unless `workers: false`. */
  jobs?: JobQueue;
}

export async function testConfig(env: Record<string, string> = {}): Promise<Config> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-test-data-'));
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });
}

/**
 * Builds the real app on a fresh database for the calling test file and tears both down after it.
 * Use the returned object's fields inside tests (they are filled in beforeAll).
 */
export function useTestApp(
  options: { env?: Record<string, string>; webDistDir?: string; jobs?: boolean; workers?: boolean } = {},
): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.config = await testConfig(options.env);
    context.storage = createStorage(context.config);
    if (options.jobs) {
      context.jobs = await startJobQueue(context.database.url, context.config, () => {});
      if (options.workers !== false)
        await startWorkers(context.jobs, { db: context.database.db, config: context.config, storage: context.storage });
    }
    context.app = await buildApp({
      config: context.config,
      db: context.database.db,
      storage: context.storage,
      webDistDir: options.webDistDir,
      jobs: context.jobs,
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.jobs?.stop(5);
    await context.database?.drop();
  });
  return context;
}
