import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '../src/config/paths';

export interface RunningServer {
  process: ChildProcess;
  output: () => string;
  /** Sends the signal and resolves with the exit code once the process has ended. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const TSX = path.join(PROJECT_ROOT, 'node_modules/.bin/tsx');
const SERVER = path.join(PROJECT_ROOT, 'apps/api/src/server.ts');

/** Runs `server.ts` as `npm start` does, and resolves once it says it is ready. */
export function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<RunningServer> {
  // Its own process group, so that a crash can be simulated by killing tsx and the server it runs together.
  const child = spawn(TSX, [SERVER], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: RunningServer = {
    process: child,
    output: () => output,
    stop(signal = 'SIGTERM') {
      // tsx passes SIGINT and SIGTERM on to the server; SIGKILL cannot be passed on, so it goes to the whole group.
      if (signal === 'SIGKILL' && child.pid) process.kill(-child.pid, 'SIGKILL');
      else child.kill(signal);
      return exited;
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server not ready in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const check = () => {
      if (output.includes('Ready at')) {
        clearTimeout(timer);
        child.stdout?.off('data', check);
        resolve(server);
      }
    };
    child.stdout?.on('data', check);
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready:\n${output}`));
    });
  });
}
