import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDatabase } from '../apps/api/src/db/connection';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded-postgres';
import { assertChromiumInstalled } from './support/chromium';
import { E2E_BASE_URL, E2E_PORT } from './support/environment';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function waitForReady(child: ChildProcess, timeoutMs: number): Promise<void> {
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The marketplace did not start in ${timeoutMs / 1000} s:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The marketplace exited (${code}) before it was ready:\n${output}`));
    });
  });
}

/**
 * A real PostgreSQL and the real server process, built and started as `npm start` does, on a port of its own.
 * The journeys read the database through E2E_DATABASE_URL.
 */
export default async function globalSetup() {
  assertChromiumInstalled();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-e2e-'));
  await chmod(dataDir, 0o755);
  const postgres = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, 'pg'),
    password: 'e2e-password',
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
  });
  const databaseUrl = await ensureDatabase(postgres.url, 'marketplace_e2e');
  process.env.E2E_DATABASE_URL = databaseUrl;

  const server = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'apps/api/src/server.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(E2E_PORT),
      PUBLIC_URL: E2E_BASE_URL,
      LOG_LEVEL: 'warn',
      // A small demo catalogue, made by the same code as the full one, keeps the journeys quick.
      DEMO_DATA: 'true',
      DEMO_IMAGES: '24',
      DEMO_VIDEOS: '4',
      // One demo download earns its contributor cents; the earnings journey withdraws what it earned.
      PAYOUT_MINIMUM_CENTS: process.env.PAYOUT_MINIMUM_CENTS ?? '10',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stderr?.pipe(process.stderr);
  try {
    // The first start may build the web app and makes the demo catalogue; on a busy machine that takes minutes.
    await waitForReady(server, Number(process.env.E2E_START_TIMEOUT_SECONDS ?? 600) * 1000);
  } catch (error) {
    server.kill('SIGKILL');
    await postgres.stop();
    throw error;
  }

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
