import { type ColumnType, type Expression, type Generated, type Kysely, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/connection';

export type LeaseTables = {
  process_leases: {
    id: Generated<number>;
    pid: number;
    host: string;
    started_at: ColumnType<Date, Date | undefined, never>;
    heartbeat_at: ColumnType<Date, Date | undefined, Date>;
  };
  job_holds: {
    job_id: string;
    lease_id: number;
    held_since: ColumnType<Date, Date | undefined, never>;
  };
};

export type LeaseDb = Kysely<LeaseTables>;

export const leaseDb = (db: Db | Kysely<never>): LeaseDb => (db as Kysely<never>).withTables<LeaseTables>() as unknown as LeaseDb;

// The first key of the two-key advisory locks that hold leases; the second is the lease id.
const LEASE_LOCK_SPACE = 72_110_043;
/** A lease whose heartbeat is older than this is dead even if its lock is held (the process hangs or is cut off). */
export const LEASE_STALE_AFTER_SECONDS = 40;

export async function insertLease(db: LeaseDb, pid: number, host: string): Promise<number> {
  const row = await db.insertInto('process_leases').values({ pid, host }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Takes the lease's lock on this connection. False when another session holds it (never, for a fresh id). */
export async function lockLease(conn: LeaseDb, id: number): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_lock(${LEASE_LOCK_SPACE}, ${id}) AS locked`.execute(conn);
  return rows[0]?.locked === true;
}

export async function unlockLease(conn: LeaseDb, id: number): Promise<void> {
  await sql`SELECT pg_advisory_unlock(${LEASE_LOCK_SPACE}, ${id})`.execute(conn);
}

/** The heartbeat; it puts the row back when a sweep took this process for dead while it was only slow. */
export async function beat(conn: LeaseDb, id: number, pid: number, host: string): Promise<void> {
  await conn
    .insertInto('process_leases')
    .values({ id, pid, host })
    .onConflict((oc) => oc.column('id').doUpdateSet({ heartbeat_at: sql<Date>`now()` }))
    .execute();
}

export async function deleteLease(db: LeaseDb, id: number): Promise<void> {
  await db.deleteFrom('process_leases').where('id', '=', id).execute();
}

/** True while the session of the lease's process holds its lock: PostgreSQL ends it when that connection closes. */
function leaseLockHeld(leaseId: Expression<number> | number): Expression<SqlBool> {
  return sql<SqlBool>`EXISTS (
    SELECT 1 FROM pg_locks l
    WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
      AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
      AND l.classid::bigint = ${LEASE_LOCK_SPACE} AND l.objid::bigint = ${leaseId}
  )`;
}

/**
 * True for a lease whose process is there and working: its lock is held and it beat recently. For jobs, where taking
 * a hung process's job again costs only a repeated run. `leaseId` is the column or value that names the lease.
 */
export function leaseIsLive(leaseId: Expression<number> | number): Expression<SqlBool> {
  return sql<SqlBool>`(${leaseLockHeld(leaseId)} AND EXISTS (
    SELECT 1 FROM process_leases p
    WHERE p.id = ${leaseId} AND p.heartbeat_at > now() - make_interval(secs => ${LEASE_STALE_AFTER_SECONDS})
  ))`;
}

/**
 * The ids among `ids` whose process is there, by its lock alone: removing what a live but slow process still uses
 * (an upload arriving) would break it, so a late heartbeat is no reason here.
 */
export async function heldLeaseIds(db: LeaseDb, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM unnest(${ids}::int[]) AS candidate(id) WHERE ${leaseLockHeld(sql.ref('candidate.id'))}`.execute(db);
  return new Set(rows.map((row) => row.id));
}

/** Forgets leases whose process is gone (their job holds go with them). */
export async function deleteDeadLeases(db: LeaseDb): Promise<void> {
  await db
    .deleteFrom('process_leases as dead')
    .where(({ not }) => not(leaseIsLive(sql.ref('dead.id'))))
    .execute();
}
