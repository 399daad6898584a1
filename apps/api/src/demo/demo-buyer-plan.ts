import type { Db } from '../db/connection';
import { fulfilOrder } from '../modules/billing/fulfil-order';
import { insertOrderOnce } from '../modules/billing/orders.repo';
import { orderAmounts, priceOrder } from '../modules/billing/quote';
import { findLiveSubscription } from '../modules/billing/subscriptions.repo';
import { findVariant } from '../modules/plans/plans-config';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** The demo buyer's plan: Pro monthly (images and videos), complimentary, so a newcomer can download at once. */
export const DEMO_PLAN_VARIANT_ID = 21;

/**
 * Gives the demo buyer an active plan unless it has one. The order is fully credited (total 0), so no money is
 * pretended: nothing reaches the ledger's cash, and the downloads it licenses are worth nothing to royalties.
 */
export async function ensureDemoBuyerPlan(db: Db): Promise<void> {
  const demoBuyer = DEMO_ACCOUNTS.find((account) => account.role === 'buyer');
  const found = findVariant(DEMO_PLAN_VARIANT_ID);
  if (!demoBuyer || !found) return;
  const user = await db.selectFrom('users').select('id').where('email', '=', demoBuyer.email).executeTakeFirst();
  if (!user) return;
  await db.transaction().execute(async (trx) => {
    // Locks the user row so two processes starting together give one plan.
    await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().executeTakeFirstOrThrow();
    if (await findLiveSubscription(trx, user.id)) return;
    const priced = priceOrder({
      plan: found.plan,
      variant: found.variant,
      offer: null,
      credit: { description: 'Demo account: complimentary plan', cents: found.variant.priceCents },
    });
    const order = await insertOrderOnce(trx, {
      user_id: user.id,
      idempotency_key: `demo-plan:${Date.now()}`,
      kind: 'purchase',
      plan_id: found.plan.planId,
      plan_variant_id: found.variant.planVariantId,
      description: `${found.plan.name}: ${found.variant.name} (demo)`,
      ...orderAmounts(priced),
    });
    if (order) await fulfilOrder(trx, order.id, { providerPaymentId: null, paymentMethodId: null, summary: 'Complimentary demo plan' });
  });
}
