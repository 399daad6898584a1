import { formatMoney } from '@stock/contracts/values';
import type { Transaction } from 'kysely';
import type { Config } from '../../config/config';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import type { JobQueue } from '../../jobs';
import { postLedgerTransaction } from '../ledger/ledger.repo';
import { LEDGER_ACCOUNTS } from '../ledger/ledger-accounts';
import { BILLING_MESSAGES } from './billing-messages';
import { lockOrder, type OrderRow, type PaymentRow, recordOrderEvent, settlePayment } from './orders.repo';
import type { Refunder } from './payments/payment-provider';
import { stripeProvider } from './payments/payment-providers';
import { TestPaymentProvider } from './payments/test-provider';
import { markRefundSucceeded, refundBooked } from './refunds.repo';

/** A payment taken that nothing was granted for, to be given back. */
export interface RefundDue {
  orderId: number;
  providerPaymentId: string;
  /** The Stripe PaymentIntent to refund; null when the event named none (then only an operator can refund it). */
  intentId: string | null;
  amountCents: number;
  /** Who took the payment; absent means Stripe (the refunds of payments Stripe took before anything else refunded). */
  provider?: 'test' | 'stripe';
  /** Tells apart several refunds of one payment (an operator's partial refunds); absent: the payment's one refund. */
  refundKey?: string;
  /** The operator's refund this settles, marked succeeded when the provider confirms it. */
  refundId?: number;
}

/**
 * Records, in the transaction that learnt of it, that a payment was taken for an order that may not be fulfilled: the
 * payment stays succeeded (the money did move), the ledger owes it back (cash against refunds due), and the order's
 * history says why. Nothing is granted for it.
 */
export async function recordRefundDue(
  trx: Db,
  order: OrderRow,
  payment: PaymentRow,
  reason: string,
  intentId: string | null,
): Promise<RefundDue> {
  await settlePayment(trx, payment.provider_payment_id, { status: 'succeeded', failureMessage: BILLING_MESSAGES.refunded(reason) });
  await recordOrderEvent(
    trx,
    order,
    `payment ${payment.provider_payment_id} of ${formatMoney(payment.amount_cents, payment.currency)} not applied, refund due: ${reason}`,
  );
  await postLedgerTransaction(trx, {
    kind: 'refund_due',
    reference: `payment:${payment.provider_payment_id}:refund-due`,
    memo: `Order ${order.id}: ${reason}`,
    postings: [
      { account: LEDGER_ACCOUNTS.cash, amountCents: payment.amount_cents },
      { account: LEDGER_ACCOUNTS.refundsDue, amountCents: -payment.amount_cents },
    ],
  });
  return { orderId: order.id, providerPaymentId: payment.provider_payment_id, intentId, amountCents: payment.amount_cents };
}

/** The provider's key and the ledger's reference of one refund: the same on every attempt, so it refunds and books once. */
const keyOf = (due: RefundDue) => due.refundKey ?? due.providerPaymentId;
const bookedReference = (due: RefundDue) => `payment:${keyOf(due)}:refunded`;

/**
 * Refunds a payment through its provider and books it: the amount leaves refunds due for cash. Throws when the provider
 * refuses or cannot be reached: the amount then stays in refunds due, and the refund queue tries again later. The
 * idempotency key makes a second attempt refund once, and the ledger's reference books it once.
 */
export async function refundThroughProvider(db: Db, provider: Refunder, due: RefundDue): Promise<void> {
  if (!due.intentId) throw new Error(`Payment ${due.providerPaymentId} names no PaymentIntent to refund`);
  const key = keyOf(due);
  const refundId = await provider.refundPayment({
    intentId: due.intentId,
    amountCents: due.amountCents,
    orderId: due.orderId,
    idempotencyKey: `refund-${key}`,
  });
  await db.transaction().execute(async (trx) => {
    const booked = await postLedgerTransaction(trx, {
      kind: 'refund',
      reference: bookedReference(due),
      memo: `Order ${due.orderId}: refund ${refundId}`,
      postings: [
        { account: LEDGER_ACCOUNTS.refundsDue, amountCents: due.amountCents },
        { account: LEDGER_ACCOUNTS.cash, amountCents: -due.amountCents },
      ],
    });
    // An attempt that overlapped another (the request's own and its queued retry) finds it booked and records it once.
    if (!booked.created) return;
    if (due.refundId) await markRefundSucceeded(trx, due.refundId, refundId);
    const order = await lockOrder(trx, due.orderId);
    if (order) await recordOrderEvent(trx, order, `payment ${due.providerPaymentId} refunded as ${refundId}`);
  });
}

/**
 * Queues the retry of a refund in the transaction that records it as due: the job exists exactly when the refund does,
 * so a process that dies after the commit, before or while asking the provider, leaves the refund to the queue rather
 * than pending for good. A retry that finds the refund booked does nothing (`retryRefund`).
 */
export async function queueRefund(jobs: JobQueue | undefined, trx: Transaction<Database>, due: RefundDue): Promise<void> {
  await jobs?.send(REFUND_QUEUE, due, { trx });
}

/**
 * Asks the provider now, after the commit that recorded the refund due and queued its retry (`queueRefund`): the
 * provider is not called while holding the order's locks, and a failure is left to the queued job. Answers whether the
 * refund went through now.
 */
export async function refundNow(
  deps: { db: Db; config: Config },
  due: RefundDue,
  log: (error: unknown, message: string) => void,
): Promise<boolean> {
  try {
    await refundThroughProvider(deps.db, refunderFor(deps.config, due), due);
    return true;
  } catch (error) {
    log(
      error,
      `refund of payment ${due.providerPaymentId} failed; it stays in ${LEDGER_ACCOUNTS.refundsDue} until the refund queue makes it`,
    );
    return false;
  }
}

function refunderFor(config: Config, due: RefundDue): Refunder {
  if (due.provider === 'test') return new TestPaymentProvider();
  const stripe = stripeProvider(config);
  if (!stripe) throw new Error(`Stripe is not configured; payment ${due.providerPaymentId} stays in refunds due`);
  return stripe;
}

export const REFUND_QUEUE = 'billing.refund';

/**
 * The refund queue's work: one more attempt at a refund not booked yet. A job queued with its refund usually runs after
 * the request's own attempt settled it; then the provider is not asked again.
 */
export async function retryRefund(deps: { db: Db; config: Config }, due: RefundDue): Promise<void> {
  if (await refundBooked(deps.db, bookedReference(due))) return;
  await refundThroughProvider(deps.db, refunderFor(deps.config, due), due);
}
