import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { InvoicesTable } from '../../db/schema';

export type InvoiceRow = Selectable<InvoicesTable>;

/**
 * The next invoice number. The counter row stays locked until the paying transaction ends, so numbers are sequential
 * and a rolled-back payment leaves no gap.
 */
export async function takeInvoiceNumber(db: Db): Promise<string> {
  const row = await db
    .updateTable('invoice_counter')
    .set({ last_number: sql`last_number + 1` })
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return `INV-${String(row.last_number).padStart(6, '0')}`;
}

export async function insertInvoice(db: Db, invoice: Insertable<InvoicesTable>): Promise<InvoiceRow> {
  return db.insertInto('invoices').values(invoice).returningAll().executeTakeFirstOrThrow();
}

export async function listInvoices(db: Db, userId: number, window: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('invoices')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('issued_at', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    db.selectFrom('invoices').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

export async function findInvoiceForUser(db: Db, userId: number, invoiceId: number): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices').selectAll().where('user_id', '=', userId).where('id', '=', invoiceId).executeTakeFirst();
}

export async function findInvoiceOfOrder(db: Db, orderId: number): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export async function findInvoice(db: Db, invoiceId: number): Promise<InvoiceRow> {
  return db.selectFrom('invoices').selectAll().where('id', '=', invoiceId).executeTakeFirstOrThrow();
}
