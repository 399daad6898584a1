import type { Db } from '../../db/connection';
import { isLicenceOrder, licenceOrderRefusal } from '../licensing/licence-order-rules';
import { loadPricing } from '../plans/pricing';
import { BILLING_MESSAGES } from './billing-messages';
import { decideOffer } from './offers';
import { findOrderHolder, lockHolderPayments, lockOrder, type OrderRow, pendingPurchasesOf, setOrderStatus } from './orders.repo';
import { findLiveSubscription } from './subscriptions.repo';

/** Locks an order for its payment: the holder's payments first, then the order row (see lockHolderPayments). */
export async function lockOrderForPayment(trx: Db, orderId: number): Promise<OrderRow | undefined> {
  const holderId = await findOrderHolder(trx, orderId);
  if (holderId === undefined) return undefined;
  await lockHolderPayments(trx, holderId);
  return lockOrder(trx, orderId);
}

/**
 * Why an order may not be paid as it stands, or null. Checked again in the transaction where the money moves, under
 * the holder's payment lock: what held at checkout (no live plan, a first purchase, the price) may have changed since,
 * by another order of the same buyer paid in between.
 */
export async function refusalToPay(trx: Db, order: OrderRow, now: Date): Promise<string | null> {
  if (order.status === 'failed') return order.failure_message ?? BILLING_MESSAGES.orderVoided;
  // A renewal or an upgrade is priced, checked and charged in one transaction under this same lock by the use case
  // that makes it (renewOne, upgradeNow), so nothing can change between its checks and its payment.
  if (isLicenceOrder(order)) return licenceOrderRefusal(trx, order);
  if (order.kind !== 'purchase' || order.plan_variant_id === null) return null;
  // Today's price, read in this transaction: an order made before the console changed it is refused, not charged.
  const pricing = await loadPricing(trx);
  const found = pricing.findVariant(order.plan_variant_id);
  if (!found) return BILLING_MESSAGES.noVariant;
  const { plan, variant } = found;
  if (variant.hidden) return BILLING_MESSAGES.notOnSale;
  if (order.subtotal_cents !== variant.priceCents) return BILLING_MESSAGES.priceChanged;
  if (order.offer_code) {
    // Locks a promo code's row until the payment commits: its last redemption goes to one payment only.
    const decision = await decideOffer(trx, order.user_id, order.offer_code, plan, variant, now, { lock: true });
    if (decision.error !== null) return BILLING_MESSAGES.offerGone(decision.error);
  }
  if (plan.kind === 'subscription') {
    const live = await findLiveSubscription(trx, order.user_id, { lock: true });
    // A past-due plan has no downloads left to lose: buying a plan is how its holder gets going again.
    if (live?.status === 'active')
      return BILLING_MESSAGES.alreadySubscribed(pricing.findVariant(live.plan_variant_id)?.plan.name ?? 'current');
  }
  return null;
}

export async function voidOrder(trx: Db, order: OrderRow, reason: string, why: string): Promise<void> {
  if (order.status === 'pending') await setOrderStatus(trx, order, { status: 'failed', reason: why, failureMessage: reason });
}

/**
 * Once an order is paid, the holder's other pending purchases that it made unpayable (a second plan, a second use of
 * the first-purchase offer) are voided, so that no tab left open can pay them. Answers the voided orders.
 */
export async function voidSupersededOrders(trx: Db, paid: OrderRow, now: Date): Promise<OrderRow[]> {
  const voided: OrderRow[] = [];
  for (const other of await pendingPurchasesOf(trx, paid.user_id, paid.id)) {
    const refusal = await refusalToPay(trx, other, now);
    if (refusal === null) continue;
    await voidOrder(trx, other, refusal, `superseded by order ${paid.id}`);
    voided.push(other);
  }
  return voided;
}
