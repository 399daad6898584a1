import type { Db } from '../../db/connection';
import type { PaymentMethodRow } from './orders.repo';

const shown = (db: Db, userId: number) =>
  db.selectFrom('payment_methods').selectAll().where('user_id', '=', userId).where('removed_at', 'is', null);

/** The buyer's saved cards: the default first, then the newest. */
export async function listSavedCards(db: Db, userId: number): Promise<PaymentMethodRow[]> {
  return shown(db, userId).orderBy('is_default', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** One saved card of this buyer, locked for a change; undefined for another buyer's card or a removed one. */
export async function lockSavedCard(db: Db, userId: number, methodId: number): Promise<PaymentMethodRow | undefined> {
  return shown(db, userId).where('id', '=', methodId).forUpdate().executeTakeFirst();
}

export async function findDefaultCard(db: Db, userId: number): Promise<PaymentMethodRow | undefined> {
  return shown(db, userId).where('is_default', '=', true).executeTakeFirst();
}

/**
 * Makes the card the buyer's default, and the card their live plan renews and upgrades with; null leaves them without
 * one (the plan then ends at its period's end instead of renewing).
 */
export async function setDefaultCard(db: Db, userId: number, methodId: number | null): Promise<void> {
  await db.updateTable('payment_methods').set({ is_default: false }).where('user_id', '=', userId).where('is_default', '=', true).execute();
  if (methodId !== null) await db.updateTable('payment_methods').set({ is_default: true }).where('id', '=', methodId).execute();
  await db
    .updateTable('subscriptions')
    .set({ payment_method_id: methodId, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('status', 'in', ['active', 'past_due'])
    .execute();
}

export async function markCardRemoved(db: Db, methodId: number): Promise<void> {
  await db.updateTable('payment_methods').set({ removed_at: new Date(), is_default: false }).where('id', '=', methodId).execute();
}

/** The buyer's Stripe customer, from any card they saved with Stripe (removed ones too): one customer per buyer. */
export async function findStripeCustomerId(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('payment_methods')
    .select('provider_customer_id')
    .where('user_id', '=', userId)
    .where('provider', '=', 'stripe')
    .where('provider_customer_id', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.provider_customer_id ?? null;
}
