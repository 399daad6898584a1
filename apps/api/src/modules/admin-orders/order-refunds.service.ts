import type { AdminOrderRefunds, AdminRefundBody } from '@stock/contracts';
import { formatMoney } from '@stock/contracts/values';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connection';
import { conflict, notFound } from '../../http/http-error';
import { readerLocale } from '../../mail/reader-locale';
import { requireRecentPassword } from '../admin-access/reauth';
import { recordAudit } from '../admin-audit/admin-audit.repo';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { findInvoiceOfOrder } from '../billing/invoices.repo';
import { statusAfterRefund, wasPaid } from '../billing/order-states';
import { findOrder, findUserContact, setOrderStatus, succeededPayment } from '../billing/orders.repo';
import { lockOrderForPayment } from '../billing/payment-rules';
import { releasePromoCode } from '../billing/promo-codes';
import { mailRefund } from '../billing/refund-mail';
import { removeRefundedQuota } from '../billing/refund-quota';
import { queueRefund, type RefundDue, refundNow } from '../billing/refunds';
import {
  findRefundByKey,
  insertRefund,
  listRefundsOfOrder,
  type RefundRow,
  refundTotals,
  takeCreditNoteNumber,
} from '../billing/refunds.repo';
import { postLedgerTransaction } from '../ledger/ledger.repo';
import { LEDGER_ACCOUNTS } from '../ledger/ledger-accounts';
import { undoLicenceOrder } from '../licensing/licence-refunds';
import { REFUND_REAUTH_ABOVE_CENTS } from '../plans/plans-config';

export const REFUND_MESSAGES = {
  notPaid: 'Only a paid order can be refunded.',
  tooMuch: (left: string) => `At most ${left} is left to refund on this order.`,
  keyReused: (amount: string) =>
    `This idempotency key was already used for a refund of ${amount} on this order; a new refund needs a new key.`,
} as const;

/** What the console asks for: the amount, why, and the key of this intended refund. */
interface WantedRefund {
  amountCents: number;
  reason: string;
  idempotencyKey: string;
}

/** An order's refunds as the console shows them: what was paid, what is refunded, what is left, and each credit note. */
export async function orderRefunds(deps: AppDeps, orderId: number): Promise<Outcome<AdminOrderRefunds>> {
  const order = await findOrder(deps.db, orderId);
  if (!order) throw notFound('There is no such order.');
  const rows = await listRefundsOfOrder(deps.db, orderId);
  const paid = wasPaid(order.status) ? order.total_cents : 0;
  const refunded = rows.reduce((sum, row) => sum + row.amount_cents, 0);
  return {
    data: {
      order_id: order.id,
      currency: order.currency,
      paid_cents: paid,
      refunded_cents: refunded,
      refundable_cents: Math.max(0, paid - refunded),
      reauth_above_cents: REFUND_REAUTH_ABOVE_CENTS,
      refunds: rows.map((row) => ({
        id: row.id,
        credit_note_number: row.credit_note_number,
        amount_cents: row.amount_cents,
        tax_cents: row.tax_cents,
        currency: row.currency,
        reason: row.reason,
        downloads_removed: row.downloads_removed,
        status: row.status,
        admin_name: row.admin_name,
        created_at: row.created_at.toISOString(),
      })),
    },
    message: 'OK',
  };
}

/**
 * Refunds a paid order, whole or in part. In one transaction under the order's lock: what is left to refund is checked
 * again (so parallel refunds never exceed what was paid), the credit note takes the next number, revenue and tax are
 * reversed into refunds due, the unused downloads it paid for are removed, the audit row is written and the refund's
 * retry is queued. The provider is asked after the commit; if it fails, or the process dies first, the queued job
 * tries again. The idempotency key makes a resubmitted refund (a double click, a retry after a slow provider) answer
 * the first one and record nothing.
 */
export async function refundOrder(
  deps: AppDeps,
  admin: SessionUser,
  orderId: number,
  body: AdminRefundBody,
  log: (error: unknown, message: string) => void,
): Promise<Outcome<AdminOrderRefunds>> {
  const wanted = { amountCents: body.amount_cents, reason: body.reason.trim(), idempotencyKey: body.idempotency_key };
  // A repeat refunds nothing, so it needs no fresh password: it answers as the first did, however long ago.
  const earlier = await findRefundByKey(deps.db, orderId, wanted.idempotencyKey);
  if (earlier) return answerRefund(deps, sameRefundOrThrow(earlier, wanted));
  if (wanted.amountCents > REFUND_REAUTH_ABOVE_CENTS) await requireRecentPassword(deps.db, admin);
  const recorded = await deps.db.transaction().execute(async (trx) => {
    const result = await recordRefund(trx, admin, orderId, wanted);
    if (result.due) await queueRefund(deps.jobs, trx, result.due);
    return result;
  });
  if (!recorded.due) return answerRefund(deps, recorded.refund);
  await refundNow(deps, recorded.due, log);
  const buyer = await findUserContact(deps.db, recorded.refund.user_id);
  await mailRefund(deps.config, { ...buyer, locale: readerLocale(buyer) }, recorded.refund, recorded.invoiceNumber);
  return answerRefund(deps, recorded.refund);
}

/** The answer to a refund, first or repeated: the order's refunds, and whether the provider has confirmed this one. */
async function answerRefund(deps: AppDeps, refund: RefundRow): Promise<Outcome<AdminOrderRefunds>> {
  const outcome = await orderRefunds(deps, refund.order_id);
  const settled = outcome.data.refunds.some((row) => row.id === refund.id && row.status === 'succeeded');
  const amount = formatMoney(refund.amount_cents, refund.currency);
  const message = settled
    ? `Refunded ${amount}; credit note ${refund.credit_note_number}.`
    : `Refund of ${amount} recorded (credit note ${refund.credit_note_number}); the payment provider will be asked again.`;
  return { data: outcome.data, message };
}

/** A key names one refund: sent again with another amount, it is a different refund and is refused, not guessed at. */
function sameRefundOrThrow(refund: RefundRow, wanted: WantedRefund): RefundRow {
  if (refund.amount_cents !== wanted.amountCents)
    throw conflict(REFUND_MESSAGES.keyReused(formatMoney(refund.amount_cents, refund.currency)));
  return refund;
}

async function recordRefund(trx: Db, admin: SessionUser, orderId: number, wanted: WantedRefund) {
  const { amountCents, reason } = wanted;
  const now = new Date();
  const order = await lockOrderForPayment(trx, orderId);
  if (!order) throw notFound('There is no such order.');
  // Looked for again under the lock: a parallel request with the key waited for the first to commit, and finds it.
  const earlier = await findRefundByKey(trx, order.id, wanted.idempotencyKey);
  if (earlier) return { refund: sameRefundOrThrow(earlier, wanted), due: null };
  const invoice = await findInvoiceOfOrder(trx, order.id);
  const payment = await succeededPayment(trx, order.id);
  if (!wasPaid(order.status) || !invoice || !payment) throw conflict(REFUND_MESSAGES.notPaid);
  const before = await refundTotals(trx, order.id);
  const left = order.total_cents - before.amountCents;
  if (amountCents > left) throw conflict(REFUND_MESSAGES.tooMuch(formatMoney(Math.max(0, left), order.currency)));
  const final = amountCents === left;
  // Tax goes back in proportion; the last refund takes what is left of it, so the refunds add up to the invoice exactly.
  const taxCents = final ? order.tax_cents - before.taxCents : Math.round((amountCents * order.tax_cents) / order.total_cents);
  const netCents = amountCents - taxCents;
  const downloadsRemoved = await removeRefundedQuota(trx, order, { netCents, final }, now);
  // What a refund in full takes back with the money: the licence a file order bought or the tier an upgrade bought, and
  // the promo code's redemption. Under the order's payment locks, as the payment that granted them.
  if (final) {
    await undoLicenceOrder(trx, order, now);
    await releasePromoCode(trx, order, now);
  }
  const refund = await insertRefund(trx, {
    order_id: order.id,
    invoice_id: invoice.id,
    user_id: order.user_id,
    admin_id: admin.id,
    credit_note_number: await takeCreditNoteNumber(trx),
    amount_cents: amountCents,
    tax_cents: taxCents,
    currency: order.currency,
    reason,
    downloads_removed: downloadsRemoved,
    idempotency_key: wanted.idempotencyKey,
  });
  await postLedgerTransaction(trx, {
    kind: 'refund',
    reference: `order:${order.id}:refund:${refund.id}`,
    memo: `Order ${order.id}: credit note ${refund.credit_note_number}`,
    postings: [
      { account: LEDGER_ACCOUNTS.revenue, amountCents: netCents },
      { account: LEDGER_ACCOUNTS.taxPayable, amountCents: taxCents },
      { account: LEDGER_ACCOUNTS.refundsDue, amountCents: -amountCents },
    ].filter((posting) => posting.amountCents !== 0),
  });
  await setOrderStatus(trx, order, {
    status: statusAfterRefund(final),
    reason: `refund of ${formatMoney(amountCents, order.currency)} by an administrator: ${reason}`,
    failureMessage: order.failure_message,
  });
  await recordAudit(trx, {
    adminId: admin.id,
    action: 'order.refund',
    targetType: 'order',
    targetId: order.id,
    reason,
    details: { amount_cents: amountCents, credit_note_number: refund.credit_note_number, downloads_removed: downloadsRemoved },
  });
  const due: RefundDue = {
    orderId: order.id,
    providerPaymentId: payment.provider_payment_id,
    intentId:
      payment.provider === 'test' ? payment.provider_payment_id : (payment.provider_intent_id ?? intentOf(payment.provider_payment_id)),
    amountCents,
    provider: payment.provider,
    refundKey: `${payment.provider_payment_id}-${refund.credit_note_number}`,
    refundId: refund.id,
  };
  return { refund, due, invoiceNumber: invoice.number };
}

/** A payment charged to a saved card is named by its PaymentIntent; a Checkout payment by its session. */
const intentOf = (providerPaymentId: string) => (providerPaymentId.startsWith('pi_') ? providerPaymentId : null);
