import { sql } from 'kysely';
import type { LeaseDb } from '../liveness/process-lease.repo';

// Any fixed key of our own; migrate.ts and the leases use others.
const QUEUE_DEFINITION_LOCK_ID = 72_110_044;

/**
 * Runs `define` while this process alone defines queues. pg-boss gives each new queue a partition of its job table;
 * two processes creating the same queue at once (a cluster's nodes starting together on a fresh database) deadlock
 * in PostgreSQL and one of them fails to start. The lock is a session's, held on one connection for the duration.
 */
export async function withQueueDefinitionLock(db: LeaseDb, define: () => Promise<void>): Promise<void> {
  await db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${QUEUE_DEFINITION_LOCK_ID})`.execute(conn);
    try {
      await define();
    } finally {
      await sql`SELECT pg_advisory_unlock(${QUEUE_DEFINITION_LOCK_ID})`.execute(conn);
    }
  });
}
