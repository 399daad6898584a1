import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/**
 * Takes one request from a key's allowance in a period, atomically: the counter grows only while it is under the limit.
 * Answers the requests counted after this one, or undefined when the allowance was used up (nothing is taken then).
 */
export async function takeFromAllowance(
  db: Db,
  keyId: number,
  period: 'minute' | 'month',
  periodStart: Date,
  limit: number,
): Promise<number | undefined> {
  const row = await db
    .insertInto('api_key_counters')
    .values({ key_id: keyId, period, period_start: periodStart, requests: 1 })
    .onConflict((oc) =>
      oc
        .columns(['key_id', 'period', 'period_start'])
        .doUpdateSet({ requests: sql`api_key_counters.requests + 1` })
        .where('api_key_counters.requests', '<', limit),
    )
    .returning('requests')
    .executeTakeFirst();
  return row?.requests;
}

/** Minute counters older than an hour tell nothing any more. */
export async function pruneMinuteCounters(db: Db, keyId: number, before: Date): Promise<void> {
  await db
    .deleteFrom('api_key_counters')
    .where('key_id', '=', keyId)
    .where('period', '=', 'minute')
    .where('period_start', '<', before)
    .execute();
}

/** Counts one answered request of a key, by day (UTC) and endpoint. */
export async function countUsage(db: Db, keyId: number, endpoint: string, now: Date): Promise<void> {
  await db
    .insertInto('api_key_usage')
    .values({ key_id: keyId, day: now.toISOString().slice(0, 10), endpoint, requests: 1 })
    .onConflict((oc) => oc.columns(['key_id', 'day', 'endpoint']).doUpdateSet({ requests: sql`api_key_usage.requests + 1` }))
    .execute();
  await db.updateTable('api_keys').set({ last_used_at: now }).where('id', '=', keyId).execute();
}

/** A user's requests by key, day and endpoint since a day (inclusive), oldest first. */
export function usageSince(db: Db, userId: number, since: string) {
  return db
    .selectFrom('api_key_usage as u')
    .innerJoin('api_keys as k', 'k.id', 'u.key_id')
    .select(['u.key_id', 'k.prefix', sql<string>`to_char(u.day, 'YYYY-MM-DD')`.as('day'), 'u.endpoint', 'u.requests'])
    .where('k.user_id', '=', userId)
    .where('u.day', '>=', sql<Date>`${since}::date`)
    .orderBy('u.day')
    .orderBy('u.endpoint')
    .execute();
}
