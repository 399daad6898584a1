import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { AuthFailureKind } from '../../db/schema';

export const FAILURE_WINDOW_MINUTES = 15;

export interface FailureCount {
  count: number;
  /** Seconds since the newest failure counted, by the database's clock. */
  secondsSinceLast: number;
}

export interface FailureCounts {
  /** This source at this target. */
  pair: FailureCount;
  /** This target, from every source. */
  target: FailureCount;
  /** This source, at every target. */
  source: FailureCount;
}

/** Failures of one kind in the last 15 minutes, counted three ways in one query. */
export async function countFailures(
  db: Db,
  kind: AuthFailureKind,
  target: string,
  ip: string,
  /** The attempt being judged, already recorded: it does not count against itself. */
  exceptId: number,
): Promise<FailureCounts> {
  const { rows } = await sql<
    Record<'pair_count' | 'pair_since' | 'target_count' | 'target_since' | 'source_count' | 'source_since', number | null>
  >`
    SELECT
      count(*) FILTER (WHERE target = ${target} AND ip = ${ip})::int AS pair_count,
      extract(epoch FROM now() - max(created_at) FILTER (WHERE target = ${target} AND ip = ${ip}))::float8 AS pair_since,
      count(*) FILTER (WHERE target = ${target})::int AS target_count,
      extract(epoch FROM now() - max(created_at) FILTER (WHERE target = ${target}))::float8 AS target_since,
      count(*) FILTER (WHERE ip = ${ip})::int AS source_count,
      extract(epoch FROM now() - max(created_at) FILTER (WHERE ip = ${ip}))::float8 AS source_since
    FROM auth_failures
    WHERE kind = ${kind} AND (target = ${target} OR ip = ${ip}) AND id <> ${exceptId}
      AND created_at > now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES})
  `.execute(db);
  const row = rows[0];
  const of = (count: number | null | undefined, since: number | null | undefined): FailureCount => ({
    count: Number(count ?? 0),
    secondsSinceLast: Number(since ?? 0),
  });
  return {
    pair: of(row?.pair_count, row?.pair_since),
    target: of(row?.target_count, row?.target_since),
    source: of(row?.source_count, row?.source_since),
  };
}

/** Records an attempt as a failure, sweeping those older than a day as it goes; returns its id. */
export async function recordFailure(db: Db, kind: AuthFailureKind, target: string, ip: string): Promise<number> {
  await db.deleteFrom('auth_failures').where('created_at', '<', sql<Date>`now() - interval '1 day'`).execute();
  const row = await db.insertInto('auth_failures').values({ kind, target, ip }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The target's failures in the window, from every source. */
export async function countTargetFailures(db: Db, kind: AuthFailureKind, target: string): Promise<number> {
  const row = await db
    .selectFrom('auth_failures')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('kind', '=', kind)
    .where('target', '=', target)
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES})`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteFailure(db: Db, id: number): Promise<void> {
  await db.deleteFrom('auth_failures').where('id', '=', id).execute();
}

/** Forgets the failures at a target: from one source (it has just succeeded), or from all (the owner proved the address). */
export async function clearFailures(db: Db, kind: AuthFailureKind, target: string, ip?: string): Promise<void> {
  let query = db.deleteFrom('auth_failures').where('kind', '=', kind).where('target', '=', target);
  if (ip !== undefined) query = query.where('ip', '=', ip);
  await query.execute();
}

/** Whether the account has signed in from this source before: the owner's own device, as far as the server can tell. */
export async function hasSignedInFrom(db: Db, userId: number, ip: string, withinDays: number): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('ip', '=', ip)
    .where('created_at', '>', sql<Date>`now() - make_interval(days => ${withinDays})`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
