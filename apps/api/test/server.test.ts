import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { NEWSLETTER_MESSAGES } from '@stock/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/db/embedded-postgres';
import { startServer } from './server-process';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-server-'));
await chmod(dataDir, 0o755);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** The server alone, on the shared data directory, without the web app or demo data that these tests do not need. */
const serverEnv = (port: number) => ({
  DATA_DIR: dataDir,
  PORT: String(port),
  SERVE_WEB: 'false',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'development',
  DEMO_DATA: 'false',
});

async function subscribe(port: number, email: string) {
  const response = await fetch(`http://127.0.0.1:${port}/api/contributor/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  return response.json();
}

describe('the server process on the embedded database', () => {
  it('keeps its data across a stop and a start, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const env = serverEnv(port);

    const first = await startServer(env);
    expect(await subscribe(port, 'persist@example.com')).toMatchObject({ status: true, message: NEWSLETTER_MESSAGES.subscribed });
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.output()).toContain('Stopped cleanly');
    // PostgreSQL removes its pid file only after a clean shutdown.
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

    const second = await startServer(env);
    expect(second.output()).not.toContain('Applied migrations');
    expect(await subscribe(port, 'persist@example.com')).toMatchObject({ status: true, message: NEWSLETTER_MESSAGES.alreadySubscribed });
    expect(await second.stop('SIGINT')).toBe(0);
  });

  it('refuses to share its database with a second process, which leaves the first serving', async () => {
    const port = await freePort();
    const env = serverEnv(port);
    const first = await startServer(env);
    const second = startServer({ ...env, PORT: String(await freePort()) });
    await expect(second).rejects.toThrow(/Another running process \(pid \d+\) is using the database/);
    expect(await subscribe(port, 'still-here@example.com')).toMatchObject({ status: true });
    expect(await first.stop('SIGTERM')).toBe(0);
  });

  it('recovers a database left running by a process that was killed', async () => {
    const port = await freePort();
    const env = serverEnv(port);
    const killed = await startServer(env);
    expect(await subscribe(port, 'before-crash@example.com')).toMatchObject({ status: true });
    await killed.stop('SIGKILL');
    const restarted = await startServer(env);
    expect(await subscribe(port, 'before-crash@example.com')).toMatchObject({ message: NEWSLETTER_MESSAGES.alreadySubscribed });
    expect(await restarted.stop('SIGTERM')).toBe(0);
  });

  it('refuses to start with a bad setting and names it', async () => {
    const server = startServer({ DATA_DIR: dataDir, PORT: 'not-a-port', SERVE_WEB: 'false' });
    await expect(server).rejects.toThrow(/PORT must be a whole number from 0 to 65535 \(got "not-a-port"\)/);
  });
});
