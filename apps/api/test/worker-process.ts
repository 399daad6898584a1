import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '../src/config/paths';

const WORKER = path.join(PROJECT_ROOT, 'apps/api/src/worker.ts');

/** Runs `worker.ts` as operations.md says (one process: SIGKILL ends it at once, as a lost machine would). */
export function spawnWorker(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', WORKER], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}
