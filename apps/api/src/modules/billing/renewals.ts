import type { AppDeps } from '../../app-deps';
import { loadPricing } from '../plans/pricing';
import { chargeOrderWithSavedMethod } from './charge-saved-method';
import { findOrderByKey, insertOrderOnce, lockHolderPayments } from './orders.repo';
import { orderAmounts, priceOrder } from './quote';
import { dueSubscriptionIds, findSubscriptionHolder, lockSubscription, updateSubscription } from './subscriptions.repo';

export interface RenewalReport {
  renewed: number;
  ended: number;
  failed: number;
}

const BATCH = 100;

/**
 * Ends or renews every active subscription whose period is over, as of `now`. A plan cancelled at period end ends; any
 * other is charged to its saved card for one more period (at today's price); a refused card leaves it past due with no
 * downloads until the buyer pays again. Each renewal order's key names the period, so a rerun charges nothing twice.
 */
export async function renewDueSubscriptions(deps: AppDeps, now = new Date()): Promise<RenewalReport> {
  const report: RenewalReport = { renewed: 0, ended: 0, failed: 0 };
  const seen = new Set<number>();
  for (;;) {
    const ids = (await dueSubscriptionIds(deps.db, now, BATCH)).filter((id) => !seen.has(id));
    if (ids.length === 0) return report;
    for (const id of ids) {
      seen.add(id);
      const outcome = await renewOne(deps, id, now);
      if (outcome) report[outcome] += 1;
    }
  }
}

/**
 * One renewal, in one transaction under the holder's payment lock, taken before the plan's as every payment takes
 * them: an upgrade or a purchase of the same holder either finishes first (and this finds the plan changed or no
 * longer due) or waits for this one. Charging inside the lock is what keeps an upgrade from landing between the
 * renewal's order and its charge, which renewed the old plan over the new one.
 */
async function renewOne(deps: AppDeps, subscriptionId: number, now: Date): Promise<keyof RenewalReport | undefined> {
  const holderId = await findSubscriptionHolder(deps.db, subscriptionId);
  if (holderId === undefined) return undefined;
  return deps.db.transaction().execute(async (trx) => {
    await lockHolderPayments(trx, holderId);
    const subscription = await lockSubscription(trx, subscriptionId);
    if (subscription?.status !== 'active' || subscription.current_period_end > now) return undefined;
    // Today's price: a renewal is a new order (a hidden variant still renews).
    const found = (await loadPricing(trx)).findVariant(subscription.plan_variant_id);
    if (subscription.cancel_at_period_end || !subscription.payment_method_id || !found) {
      await updateSubscription(trx, subscription.id, { status: 'canceled', ended_at: subscription.current_period_end });
      return 'ended' as const;
    }
    const priced = priceOrder({ plan: found.plan, variant: found.variant, offer: null });
    const key = `renewal:${subscription.id}:${subscription.current_period_end.toISOString()}`;
    const order =
      (await insertOrderOnce(trx, {
        user_id: subscription.user_id,
        idempotency_key: key,
        kind: 'renewal',
        plan_id: found.plan.planId,
        plan_variant_id: found.variant.planVariantId,
        description: `Renewal of ${found.plan.name}: ${found.variant.name}`,
        ...orderAmounts(priced),
        subscription_id: subscription.id,
      })) ?? (await findOrderByKey(trx, subscription.user_id, key));
    if (order?.status !== 'pending') return undefined;
    // The provider's idempotency key (the order's id) keeps a retried charge single.
    const result = await chargeOrderWithSavedMethod({ ...deps, db: trx }, order.id, subscription.payment_method_id, now);
    if (result.paid) return 'renewed' as const;
    await updateSubscription(trx, subscription.id, { status: 'past_due', renewal_failures: subscription.renewal_failures + 1 });
    return 'failed' as const;
  });
}
