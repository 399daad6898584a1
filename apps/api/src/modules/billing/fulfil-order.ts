import type { Db } from '../../db/connection';
import { postLedgerTransaction } from '../ledger/ledger.repo';
import { LEDGER_ACCOUNTS } from '../ledger/ledger-accounts';
import { applyLicenceOrder, isLicenceOrder } from '../licensing/licence-order-rules';
import { PACK_VALID_DAYS, SELLER } from '../plans/plans-config';
import { loadPricing } from '../plans/pricing';
import { rewardReferrerOfBuyer } from '../referral/referral-rewards';
import { emitPaymentSucceeded } from '../webhooks/webhook-events';
import { addDays, periodEnd } from './billing-periods';
import { insertInvoice, takeInvoiceNumber } from './invoices.repo';
import { wasPaid } from './order-states';
import { findUserContact, type OrderRow, setOrderStatus, settlePayment } from './orders.repo';
import { lockOrderForPayment, refusalToPay, voidOrder, voidSupersededOrders } from './payment-rules';
import { redeemPromoCode } from './promo-codes';
import { valuePerDownloadCents } from './quote';
import { findLiveSubscription, insertCreditPack, insertSubscription, lockSubscription, updateSubscription } from './subscriptions.repo';

export interface SucceededPayment {
  /** Null when nothing had to be charged (an upgrade fully paid by its credit). */
  providerPaymentId: string | null;
  paymentMethodId: number | null;
  /** How it was paid, as the invoice prints it, e.g. "Visa ending 4242 (test mode)". */
  summary: string;
}

export type Fulfilment =
  | { outcome: 'applied'; order: OrderRow; voided: OrderRow[] }
  | { outcome: 'already_paid'; order: OrderRow }
  /** The order may not be paid any more (see refusalToPay); it is voided, and nothing is applied. */
  | { outcome: 'refused'; order: OrderRow; reason: string };

/**
 * Applies a successful payment to its order, in the caller's transaction: the order becomes paid, the plan, pack,
 * renewal or upgrade takes effect, an invoice gets the next number, and the payment is posted to the ledger. The
 * holder's payments and the order row are locked first, so a payment reported twice (a webhook replay, a double
 * submit) is applied once, and the rules of checkout are checked again against everything paid before it.
 */
export async function fulfilOrder(trx: Db, orderId: number, payment: SucceededPayment, now = new Date()): Promise<Fulfilment> {
  const order = await lockOrderForPayment(trx, orderId);
  if (!order) throw new Error(`Order ${orderId} does not exist`);
  if (wasPaid(order.status)) return { outcome: 'already_paid', order };
  const refusal = await refusalToPay(trx, order, now);
  if (refusal !== null) {
    await voidOrder(trx, order, refusal, 'refused at payment');
    return { outcome: 'refused', order, reason: refusal };
  }
  if (payment.providerPaymentId)
    await settlePayment(trx, payment.providerPaymentId, { status: 'succeeded', paymentMethodId: payment.paymentMethodId, at: now });

  await redeemPromoCode(trx, order);
  const subscriptionId = isLicenceOrder(order) ? undefined : await applyToPlan(trx, order, payment.paymentMethodId, now);
  if (isLicenceOrder(order)) await applyLicenceOrder(trx, order, now);
  await setOrderStatus(trx, order, { status: 'paid', reason: `payment succeeded: ${payment.summary}`, subscriptionId, at: now });
  await emitPaymentSucceeded(trx, order, payment.summary, now);
  await issueInvoice(trx, order, payment.summary, now);
  const netCents = order.subtotal_cents - order.discount_cents;
  if (order.total_cents > 0) {
    await postLedgerTransaction(trx, {
      kind: 'payment',
      reference: `order:${order.id}:payment`,
      memo: order.description,
      at: now,
      postings: [
        { account: LEDGER_ACCOUNTS.cash, amountCents: order.total_cents },
        { account: LEDGER_ACCOUNTS.revenue, amountCents: -netCents },
        { account: LEDGER_ACCOUNTS.taxPayable, amountCents: -order.tax_cents },
      ].filter((posting) => posting.amountCents !== 0),
    });
    // Issue 8: a referred buyer's first payment earns their referrer a share, committed with the payment or not at all.
    await rewardReferrerOfBuyer(trx, { buyerId: order.user_id, netCents, sourceReference: `order:${order.id}:payment`, at: now });
  }
  const paid: OrderRow = { ...order, status: 'paid' };
  return { outcome: 'applied', order: paid, voided: await voidSupersededOrders(trx, paid, now) };
}

async function applyToPlan(trx: Db, order: OrderRow, paymentMethodId: number | null, now: Date): Promise<number | undefined> {
  const found = order.plan_variant_id === null ? undefined : (await loadPricing(trx)).findVariant(order.plan_variant_id);
  if (!found) throw new Error(`Order ${order.id} names plan variant ${order.plan_variant_id}, which the plans config no longer has`);
  const { plan, variant } = found;
  const value = valuePerDownloadCents(order.subtotal_cents - order.discount_cents, variant.downloads);
  if (plan.kind === 'pack') {
    await insertCreditPack(trx, {
      user_id: order.user_id,
      order_id: order.id,
      name: `${plan.name}: ${variant.name}`,
      credits_total: variant.downloads,
      value_per_download_cents: value,
      expires_at: addDays(now, PACK_VALID_DAYS),
      created_at: now,
    });
    return undefined;
  }
  const interval = variant.interval ?? 'month';
  const fresh = {
    plan_id: plan.planId,
    plan_variant_id: variant.planVariantId,
    status: 'active' as const,
    downloads_per_period: variant.downloads,
    downloads_used: 0,
    value_per_download_cents: value,
    cancel_at_period_end: false,
    renewal_failures: 0,
    ...(paymentMethodId ? { payment_method_id: paymentMethodId } : {}),
  };
  if (order.kind === 'purchase') {
    const existing = await findLiveSubscription(trx, order.user_id, { lock: true });
    if (existing) {
      // Only a past-due plan can be live here (refusalToPay refuses a second active one): the purchase replaces it.
      await updateSubscription(trx, existing.id, { status: 'canceled', ended_at: now, cancel_at_period_end: false });
    }
    const created = await insertSubscription(trx, {
      user_id: order.user_id,
      ...fresh,
      current_period_start: now,
      current_period_end: periodEnd(now, interval),
      created_at: now,
      updated_at: now,
    });
    return created.id;
  }
  const subscription = order.subscription_id ? await lockSubscription(trx, order.subscription_id) : undefined;
  if (!subscription) throw new Error(`Order ${order.id} (${order.kind}) has no subscription to apply to`);
  // A renewal continues from the old period's end; an upgrade starts a new period now.
  const start = order.kind === 'renewal' ? subscription.current_period_end : now;
  await updateSubscription(trx, subscription.id, { ...fresh, current_period_start: start, current_period_end: periodEnd(start, interval) });
  return subscription.id;
}

async function issueInvoice(trx: Db, order: OrderRow, paymentSummary: string, issuedAt: Date): Promise<void> {
  const buyer = await findUserContact(trx, order.user_id);
  await insertInvoice(trx, {
    number: await takeInvoiceNumber(trx),
    order_id: order.id,
    user_id: order.user_id,
    seller: JSON.stringify({ name: SELLER.name, email: SELLER.email, address: [...SELLER.address, SELLER.taxId] }),
    buyer: JSON.stringify({ name: buyer.name, email: buyer.email, address: [] }),
    description: order.description,
    lines: JSON.stringify(order.lines),
    currency: order.currency,
    subtotal_cents: order.subtotal_cents,
    discount_cents: order.discount_cents,
    tax_rate_bp: order.tax_rate_bp,
    tax_cents: order.tax_cents,
    total_cents: order.total_cents,
    payment_summary: paymentSummary,
    issued_at: issuedAt,
  });
}
