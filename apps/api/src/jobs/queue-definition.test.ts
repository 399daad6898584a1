import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { startJobQueue } from '../job-workers';
import type { JobQueue } from './job-queue';

const database = await createTestDatabase();
const queues: JobQueue[] = [];
afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.stop(5)));
  await database.drop();
});

describe('defining the queues', () => {
  it('lets the processes of a cluster start together on a fresh database', { timeout: 60_000 }, async () => {
    const config = await testConfig();
    const started = await Promise.allSettled(Array.from({ length: 4 }, () => startJobQueue(database.url, config, () => {})));
    for (const outcome of started) if (outcome.status === 'fulfilled') queues.push(outcome.value);
    expect(started.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'started'))).toEqual([
      'started',
      'started',
      'started',
      'started',
    ]);
    const { rows } = await sql<{ name: string }>`SELECT name FROM pgboss.queue WHERE name = 'media.process'`.execute(database.db);
    expect(rows).toEqual([{ name: 'media.process' }]);
  });
});
