import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { OrderStatusValue, OrdersTable, PaymentMethodsTable, PaymentsTable } from '../../db/schema';

export type OrderRow = Selectable<OrdersTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type PaymentMethodRow = Selectable<PaymentMethodsTable>;
export type OrderWithInvoice = OrderRow & { invoice_id: number | null; invoice_number: string | null };

const withInvoice = (db: Db) =>
  db
    .selectFrom('orders')
    .leftJoin('invoices', 'invoices.order_id', 'orders.id')
    .selectAll('orders')
    .select(['invoices.id as invoice_id', 'invoices.number as invoice_number']);

/** Inserts the order unless this user already used the key; a parallel insert with the key waits for the first to commit. */
export async function insertOrderOnce(db: Db, order: Insertable<OrdersTable>): Promise<OrderRow | undefined> {
  return db
    .insertInto('orders')
    .values(order)
    .onConflict((conflict) => conflict.columns(['user_id', 'idempotency_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function findOrderByKey(db: Db, userId: number, idempotencyKey: string): Promise<OrderWithInvoice | undefined> {
  return withInvoice(db).where('orders.user_id', '=', userId).where('orders.idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

export async function findOrderForUser(db: Db, userId: number, orderId: number): Promise<OrderWithInvoice | undefined> {
  return withInvoice(db).where('orders.user_id', '=', userId).where('orders.id', '=', orderId).executeTakeFirst();
}

export async function findOrderWithInvoice(db: Db, orderId: number): Promise<OrderWithInvoice> {
  return withInvoice(db).where('orders.id', '=', orderId).executeTakeFirstOrThrow();
}

/**
 * Serialises the payments of one plan holder until the transaction ends: the rules that depend on the holder's other
 * orders (one live plan, the first-purchase offer) are checked and applied by one payment at a time. Every payment
 * takes it before locking an order or a subscription, so the locks are always taken in the same order.
 */
export async function lockHolderPayments(db: Db, holderId: number): Promise<void> {
  // The two-key lock has its own key space (hashtext of the name) and an int4 second key: ids past 2^31 fold onto it,
  // which at worst makes two holders wait for each other, never lets one pass its own lock.
  await sql`SELECT pg_advisory_xact_lock(hashtext('plan-holder-payments'), (${holderId}::bigint % 2147483647)::int)`.execute(db);
}

export async function findOrderHolder(db: Db, orderId: number): Promise<number | undefined> {
  return (await db.selectFrom('orders').select('user_id').where('id', '=', orderId).executeTakeFirst())?.user_id;
}

/** The holder's other purchases still awaiting payment, to be re-checked once something was paid. */
export async function pendingPurchasesOf(db: Db, holderId: number, exceptOrderId: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', holderId)
    .where('kind', '=', 'purchase')
    .where('status', '=', 'pending')
    .where('id', '<>', exceptOrderId)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Locks the order row for the rest of the transaction, so that one payment is applied once. */
export async function findOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
}

export async function lockOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
}

export async function setOrderStatus(
  db: Db,
  order: Pick<OrderRow, 'id' | 'status'>,
  change: { status: OrderStatusValue; reason: string; failureMessage?: string | null; subscriptionId?: number; at?: Date },
): Promise<void> {
  const at = change.at ?? new Date();
  await db
    .updateTable('orders')
    .set({
      status: change.status,
      failure_message: change.failureMessage ?? null,
      ...(change.status === 'paid' ? { paid_at: at } : {}),
      ...(change.subscriptionId ? { subscription_id: change.subscriptionId } : {}),
    })
    .where('id', '=', order.id)
    .execute();
  await db
    .insertInto('order_events')
    .values({ order_id: order.id, from_status: order.status, to_status: change.status, reason: change.reason, created_at: at })
    .execute();
}

export async function recordOrderNote(db: Db, order: Pick<OrderRow, 'id' | 'status'>, failureMessage: string, reason: string) {
  await db.updateTable('orders').set({ failure_message: failureMessage }).where('id', '=', order.id).execute();
  await recordOrderEvent(db, order, reason);
}

/** Something that happened to the order without changing its status, for the audit trail (a refund, a card refused). */
export async function recordOrderEvent(db: Db, order: Pick<OrderRow, 'id' | 'status'>, reason: string) {
  await db.insertInto('order_events').values({ order_id: order.id, from_status: order.status, to_status: order.status, reason }).execute();
}

/** The holder's purchases that count as bought: paid ones, and ones refunded in part (one refunded in full does not). */
export async function countPaidOrders(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('status', 'in', ['paid', 'partially_refunded'])
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function listOrders(db: Db, userId: number, window: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    withInvoice(db)
      .where('orders.user_id', '=', userId)
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    db.selectFrom('orders').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

export async function insertPayment(db: Db, payment: Insertable<PaymentsTable>): Promise<PaymentRow> {
  return db.insertInto('payments').values(payment).returningAll().executeTakeFirstOrThrow();
}

export async function latestPayment(db: Db, orderId: number): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export async function countPayments(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function findPaymentByProviderId(db: Db, providerPaymentId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('provider_payment_id', '=', providerPaymentId).executeTakeFirst();
}

export async function settlePayment(
  db: Db,
  providerPaymentId: string,
  change: { status: 'succeeded' | 'failed'; paymentMethodId?: number | null; failureMessage?: string | null; at?: Date },
): Promise<void> {
  await db
    .updateTable('payments')
    .set({
      status: change.status,
      payment_method_id: change.paymentMethodId ?? null,
      failure_message: change.failureMessage ?? null,
      updated_at: change.at ?? new Date(),
    })
    .where('provider_payment_id', '=', providerPaymentId)
    .execute();
}

/** Keeps the PaymentIntent that took a Checkout payment: a refund names the intent, not the session. */
export async function recordPaymentIntent(db: Db, providerPaymentId: string, intentId: string): Promise<void> {
  await db.updateTable('payments').set({ provider_intent_id: intentId }).where('provider_payment_id', '=', providerPaymentId).execute();
}

/** Saves a method once per provider id (a webhook replay or a second order with the same card finds the row). */
export async function savePaymentMethod(db: Db, method: Insertable<PaymentMethodsTable>): Promise<PaymentMethodRow> {
  const inserted = await db
    .insertInto('payment_methods')
    .values(method)
    .onConflict((conflict) => conflict.columns(['provider', 'provider_method_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return inserted;
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('provider', '=', method.provider)
    .where('provider_method_id', '=', method.provider_method_id)
    .executeTakeFirstOrThrow();
}

export async function findPaymentMethod(db: Db, id: number): Promise<PaymentMethodRow | undefined> {
  return db.selectFrom('payment_methods').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserContact(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'name', 'email', 'locale']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** The payment that paid an order, or nothing (an order paid in full by credit took no payment). */
export async function succeededPayment(db: Db, orderId: number): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', '=', 'succeeded')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
