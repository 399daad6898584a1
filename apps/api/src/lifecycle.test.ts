import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { testConfig } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import { buildApp } from './app';
import { gracefulShutdown } from './lifecycle';
import { createStorage } from './storage/create-storage';

it('lets a request in flight finish on the database before the database closes', async () => {
  const database = await createTestDatabase();
  const config = await testConfig();
  const app = await buildApp({ config, db: database.db, storage: createStorage(config) });
  const events: string[] = [];
  app.get('/slow', async () => {
    await sleep(300);
    const { rows } = await sql<{ answer: number }>`SELECT 42 AS answer`.execute(database.db);
    events.push('request done');
    return rows[0];
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const inFlight = fetch(`${address}/slow`).then(async (response) => ({ status: response.status, body: await response.json() }));
  await sleep(50);
  const stopped = gracefulShutdown(
    app,
    async () => {
      events.push('database closed');
      await database.drop();
    },
    () => {},
  )('SIGTERM');

  expect(await inFlight).toEqual({ status: 200, body: { answer: 42 } });
  await stopped;
  expect(events).toEqual(['request done', 'database closed']);
  await expect(fetch(`${address}/slow`)).rejects.toThrow();
});
