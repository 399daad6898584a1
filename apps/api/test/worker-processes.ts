import type { ChildProcess } from 'node:child_process';
import { afterAll } from 'vitest';
import type { TestContext } from './test-app';
import { spawnWorker } from './worker-process';

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
      const child = spawnWorker({
        NODE_ENV: 'test',
        DATABASE_URL: ctx.database.url,
        DATA_DIR: ctx.config.dataDir,
        MEDIA_JOB_CONCURRENCY: '1',
        ...env,
      });
      workers.push(child);
      return child;
    },
  };
}
