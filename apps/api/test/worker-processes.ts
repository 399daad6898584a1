import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll } from 'vitest';
import { PROJECT_ROOT } from '../src/config/paths';
import type { TestContext } from './test-app';

/**
 * Separate `worker.ts` processes on the test's database and storage, as at scale; each is killed after the file.
 * `start` spawns one (one media job at a time); `all` lists every one spawned.
 */
export function useWorkerProcesses(ctx: TestContext, env: Record<string, string> = {}) {
  const workers: ChildProcess[] = [];
  afterAll(() => {
    for (const child of workers) if (child.exitCode === null) child.kill('SIGKILL');
  });
  return {
    all: workers,
    start(): ChildProcess {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'apps/api/src/worker.ts')], {
        cwd: PROJECT_ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_URL: ctx.database.url,
          DATA_DIR: ctx.config.dataDir,
          MEDIA_JOB_CONCURRENCY: '1',
          ...env,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      workers.push(child);
      return child;
    },
  };
}
