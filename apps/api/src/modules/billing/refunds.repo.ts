import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { RefundsTable } from '../../db/schema';

export type RefundRow = Selectable<RefundsTable>;

/** The next credit note number: like invoice numbers, a counter row locked until the refunding transaction ends. */
export async function takeCreditNoteNumber(db: Db): Promise<string> {
  const row = await db
    .updateTable('credit_note_counter')
    .set({ last_number: sql`last_number + 1` })
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return `CN-${String(row.last_number).padStart(6, '0')}`;
}

/** What was refunded of an order so far, and the tax in it. */
export async function refundTotals(db: Db, orderId: number): Promise<{ amountCents: number; taxCents: number }> {
  const row = await db
    .selectFrom('refunds')
    .select([sql<string>`coalesce(sum(amount_cents), 0)`.as('amount'), sql<string>`coalesce(sum(tax_cents), 0)`.as('tax')])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return { amountCents: Number(row.amount), taxCents: Number(row.tax) };
}

export async function insertRefund(db: Db, refund: Insertable<RefundsTable>): Promise<RefundRow> {
  return db.insertInto('refunds').values(refund).returningAll().executeTakeFirstOrThrow();
}

/** The refund an administrator already made on this order under this key, if any. */
export async function findRefundByKey(db: Db, orderId: number, idempotencyKey: string): Promise<RefundRow | undefined> {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/** Whether the provider's refund was booked already: the ledger entry that moves it from refunds due to cash exists. */
export async function refundBooked(db: Db, ledgerReference: string): Promise<boolean> {
  const row = await db.selectFrom('ledger_transactions').select('id').where('reference', '=', ledgerReference).executeTakeFirst();
  return row !== undefined;
}

export async function markRefundSucceeded(db: Db, refundId: number, providerRefundId: string): Promise<void> {
  await db.updateTable('refunds').set({ status: 'succeeded', provider_refund_id: providerRefundId }).where('id', '=', refundId).execute();
}

export async function listRefundsOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('refunds as r')
    .innerJoin('users as a', 'a.id', 'r.admin_id')
    .selectAll('r')
    .select('a.name as admin_name')
    .where('r.order_id', '=', orderId)
    .orderBy('r.id')
    .execute();
}

export async function refundsOfInvoices(db: Db, invoiceIds: number[]): Promise<RefundRow[]> {
  if (invoiceIds.length === 0) return [];
  return db.selectFrom('refunds').selectAll().where('invoice_id', 'in', invoiceIds).orderBy('id').execute();
}

/** A credit note of this buyer's (the holder of the refunded invoice), or nothing. */
export async function findRefundForUser(db: Db, userId: number, refundId: number): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('user_id', '=', userId).where('id', '=', refundId).executeTakeFirst();
}
