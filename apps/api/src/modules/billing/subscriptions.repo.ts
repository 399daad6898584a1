import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { CreditPacksTable, SubscriptionsTable } from '../../db/schema';

export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type CreditPackRow = Selectable<CreditPacksTable>;

/** The holder's active or past-due subscription; `lock` holds it for the rest of the transaction. */
export async function findLiveSubscription(db: Db, userId: number, options: { lock?: boolean } = {}): Promise<SubscriptionRow | undefined> {
  let query = db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).where('status', 'in', ['active', 'past_due']);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function lockSubscription(db: Db, id: number): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function findSubscriptionHolder(db: Db, id: number): Promise<number | undefined> {
  return (await db.selectFrom('subscriptions').select('user_id').where('id', '=', id).executeTakeFirst())?.user_id;
}

export async function insertSubscription(db: Db, row: Insertable<SubscriptionsTable>): Promise<SubscriptionRow> {
  return db.insertInto('subscriptions').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateSubscription(db: Db, id: number, changes: Partial<Omit<SubscriptionRow, 'id' | 'user_id' | 'created_at'>>) {
  await db
    .updateTable('subscriptions')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Active subscriptions whose period has ended, oldest first; the renewal job takes them a batch at a time. */
export async function dueSubscriptionIds(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('status', '=', 'active')
    .where('current_period_end', '<=', now)
    .orderBy('current_period_end')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function insertCreditPack(db: Db, row: Insertable<CreditPacksTable>): Promise<CreditPackRow> {
  return db.insertInto('credit_packs').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Packs with credits left that have not expired, soonest expiry first (the order credits are spent in). */
export async function usablePacks(db: Db, userId: number, now: Date, options: { lock?: boolean } = {}): Promise<CreditPackRow[]> {
  let query = db
    .selectFrom('credit_packs')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .whereRef('credits_used', '<', 'credits_total')
    .orderBy('expires_at')
    .orderBy('id');
  if (options.lock) query = query.forUpdate();
  return query.execute();
}
