import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { mailOutboxDir } from '../src/mail/mail';
import { decodeQuotedPrintable } from '../src/mail/smtp-sink';
import { call, PASSWORD } from '../src/modules/auth/auth-test-helpers';
import type { TestContext } from './test-app';

/**
 * An administrator's refund of an order from the console: a new intended refund, with a key of its own unless the body
 * names one (or names it `undefined`, to send none).
 */
export function refund(ctx: TestContext, token: string, orderId: number, body: object) {
  const keyed = 'idempotency_key' in body ? body : { ...body, idempotency_key: randomUUID() };
  return call(ctx, 'POST', `/admin/orders/${orderId}/refunds`, keyed, { token });
}

export function reauth(ctx: TestContext, token: string) {
  return call(ctx, 'POST', '/admin/reauth', { password: PASSWORD }, { token });
}

/** What a refund can change, to show that a refused one changed nothing. */
export async function refundFootprint(ctx: TestContext, orderId: number) {
  const db = ctx.database.db;
  const [refunds, ledger, audit, counter] = await Promise.all([
    db.selectFrom('refunds').select(['id', 'amount_cents']).where('order_id', '=', orderId).orderBy('id').execute(),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM ledger_transactions`.execute(db),
    db.selectFrom('admin_audit').select('id').where('target_type', '=', 'order').where('target_id', '=', String(orderId)).execute(),
    db.selectFrom('credit_note_counter').select('last_number').executeTakeFirstOrThrow(),
  ]);
  return { refunds, ledgerTransactions: ledger.rows[0]?.n, audit: audit.length, lastCreditNote: Number(counter.last_number) };
}

/** The raw message (headers, text and HTML parts, decoded) of the newest e-mail to this address in the dev outbox. */
export async function latestRawMailTo(ctx: TestContext, email: string): Promise<string> {
  const dir = mailOutboxDir(ctx.config);
  const names = (await readdir(dir))
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse();
  for (const name of names) {
    const raw = await readFile(path.join(dir, name), 'utf8');
    if (raw.includes(`To: ${email}`)) return decodeQuotedPrintable(raw);
  }
  throw new Error(`no e-mail to ${email} in the outbox`);
}
