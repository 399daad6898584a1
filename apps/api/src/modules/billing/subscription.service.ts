import { randomUUID } from 'node:crypto';
import type { CreditPack, Language, PlanSubscription, SubscriptionStatusData, UpgradeBody, UpgradeData } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connection';
import { conflict, HttpError, notFound } from '../../http/http-error';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { licenceSourceIn } from '../plans/licence-source-words';
import { planNameIn, variantNameIn } from '../plans/plan-words';
import { loadPricing } from '../plans/pricing';
import { requireOwner } from '../team/team-owner';
import { chargeOrderWithSavedMethod } from './charge-saved-method';
import { presentOrder } from './order-presenter';
import { wasPaid } from './order-states';
import { findOrderByKey, findPaymentMethod, insertOrderOnce, lockHolderPayments } from './orders.repo';
import { resolvePlanHolder } from './plan-holder';
import { orderAmounts, priceOrder } from './quote';
import { findLiveSubscription, type SubscriptionRow, updateSubscription, usablePacks } from './subscriptions.repo';
import { isUpgrade, upgradeOptions } from './upgrade-rules';

const MESSAGES = {
  none: 'You have no active plan.',
  cancelled: (date: string) => `Your plan will end on ${date} and will not renew.`,
  resumed: 'Your plan will renew as usual.',
  pastDue: 'Your last renewal payment failed; update your card by buying the plan again.',
  notUpgrade: 'Choose a larger plan than your current one to upgrade.',
  noMethod: 'Add a card on the Payment methods page first: the upgrade is charged to your default card.',
  upgraded: (name: string) => `You are now on ${name}. Your downloads for this period start afresh.`,
} as const;

async function presentSubscription(db: Db, row: SubscriptionRow, language: Language): Promise<PlanSubscription> {
  const pricing = await loadPricing(db);
  const found = pricing.findVariant(row.plan_variant_id);
  const method = row.payment_method_id ? await findPaymentMethod(db, row.payment_method_id) : undefined;
  return {
    subscription_id: row.id,
    plan_id: row.plan_id,
    plan_variant_id: row.plan_variant_id,
    plan_name: found ? planNameIn(found.plan.planId, found.plan.name, language) : 'Plan',
    variant_name: found ? variantNameIn(found.variant.planVariantId, found.variant.name, language) : 'Plan',
    media: found?.plan.media ?? 'IMAGE',
    status: row.status,
    interval: found?.variant.interval ?? 'month',
    downloads_per_period: row.downloads_per_period,
    downloads_used: row.downloads_used,
    downloads_left: row.status === 'active' ? row.downloads_per_period - row.downloads_used : 0,
    current_period_start: row.current_period_start.toISOString(),
    current_period_end: row.current_period_end.toISOString(),
    // Without a saved card (a complimentary plan) nothing can be charged, so the plan ends instead of renewing.
    renews_at: row.status === 'active' && !row.cancel_at_period_end && row.payment_method_id ? row.current_period_end.toISOString() : null,
    cancel_at_period_end: row.cancel_at_period_end,
    payment_method: method ? { brand: method.brand, last4: method.last4, provider: method.provider } : null,
    upgrades: row.status === 'active' && found ? upgradeOptions(pricing, found, language) : [],
  };
}

/** What the holder can download with now; named in `language` (English where only the counts are read). */
export async function subscriptionStatusOf(
  db: Db,
  holderId: number,
  now = new Date(),
  language: Language = 'en',
): Promise<SubscriptionStatusData> {
  const [live, packs] = await Promise.all([findLiveSubscription(db, holderId), usablePacks(db, holderId, now)]);
  const subscription = live ? await presentSubscription(db, live, language) : null;
  const presentedPacks: CreditPack[] = packs.map((pack) => ({
    pack_id: pack.id,
    name: licenceSourceIn(pack.name, language),
    credits_total: pack.credits_total,
    credits_left: pack.credits_total - pack.credits_used,
    expires_at: pack.expires_at.toISOString(),
  }));
  const downloadsLeft = (subscription?.downloads_left ?? 0) + presentedPacks.reduce((sum, pack) => sum + pack.credits_left, 0);
  return { subscription, packs: presentedPacks, downloads_left: downloadsLeft, can_download: downloadsLeft > 0 };
}

export async function getSubscriptionStatus(
  deps: AppDeps,
  user: SessionUser,
  language: Language,
): Promise<Outcome<SubscriptionStatusData>> {
  const holderId = await resolvePlanHolder(deps.db, user.id);
  return { data: await subscriptionStatusOf(deps.db, holderId, new Date(), language), message: 'OK' };
}

/** Cancel at period end (or undo it): the plan stays usable until the period it was paid for ends. */
export async function setCancelAtPeriodEnd(
  deps: AppDeps,
  user: SessionUser,
  cancel: boolean,
  language: Language,
): Promise<Outcome<SubscriptionStatusData>> {
  await requireOwner(deps.db, user.id);
  const holderId = await resolvePlanHolder(deps.db, user.id);
  const live = await findLiveSubscription(deps.db, holderId);
  if (!live) throw notFound(MESSAGES.none);
  if (live.status !== 'active') throw conflict(MESSAGES.pastDue);
  await updateSubscription(deps.db, live.id, { cancel_at_period_end: cancel });
  const message = cancel ? MESSAGES.cancelled(live.current_period_end.toISOString().slice(0, 10)) : MESSAGES.resumed;
  return { data: await subscriptionStatusOf(deps.db, holderId, new Date(), language), message };
}

/** The unused share of what the current period cost, credited against the upgrade. */
function unusedCreditCents(live: SubscriptionRow, now: Date): number {
  const total = live.current_period_end.getTime() - live.current_period_start.getTime();
  const left = Math.max(0, live.current_period_end.getTime() - now.getTime());
  const paidForPeriod = live.value_per_download_cents * live.downloads_per_period;
  const unusedDownloadsShare = (live.downloads_per_period - live.downloads_used) / live.downloads_per_period;
  // Credit the smaller of the unused time and the unused downloads, so an upgrade is never cheaper than using the plan up.
  return Math.floor(paidForPeriod * Math.min(left / total, unusedDownloadsShare));
}

/**
 * Upgrade now: the larger plan starts a new period at once, charged to the saved card, less a credit for what is
 * unused of the current period. The idempotency key makes a retried request charge once.
 */
export async function upgradeNow(
  deps: AppDeps,
  user: SessionUser,
  body: UpgradeBody,
  language: Language,
  now = new Date(),
): Promise<Outcome<UpgradeData>> {
  const { db } = deps;
  await requireOwner(db, user.id);
  // Read again inside the transaction below, where the price is charged.
  const target = (await loadPricing(db)).findVariant(body.plan_variant_id);
  if (!target) throw notFound('This plan option does not exist. Choose a plan on the Pricing page.');
  const holderId = await resolvePlanHolder(db, user.id);
  const key = `upgrade:${body.idempotency_key ?? randomUUID()}`;
  // One transaction holding the plan's row lock: a parallel upgrade (a double click, another tab) waits, then finds the
  // order of its key or a plan that is no longer smaller, so the card is charged once.
  const outcome = await db.transaction().execute(async (trx) => {
    // Before the plan's lock, as every payment takes them (fulfilOrder takes this one again).
    await lockHolderPayments(trx, holderId);
    const live = await findLiveSubscription(trx, holderId, { lock: true });
    const earlier = await findOrderByKey(trx, holderId, key);
    if (earlier) {
      return wasPaid(earlier.status)
        ? { paid: true as const, order: earlier }
        : { paid: false as const, order: earlier, message: earlier.failure_message ?? 'The upgrade payment did not go through.' };
    }
    if (!live) throw notFound(MESSAGES.none);
    if (live.status !== 'active') throw conflict(MESSAGES.pastDue);
    const pricing = await loadPricing(trx);
    const chosen = pricing.findVariant(body.plan_variant_id);
    const current = pricing.findVariant(live.plan_variant_id);
    if (!current || !chosen || chosen.variant.hidden || !isUpgrade(current, chosen))
      throw new HttpError(400, MESSAGES.notUpgrade, [{ field: 'plan_variant_id', message: MESSAGES.notUpgrade }]);
    if (!live.payment_method_id) throw conflict(MESSAGES.noMethod);
    const priced = priceOrder({
      plan: chosen.plan,
      variant: chosen.variant,
      offer: null,
      credit: { description: `Unused part of ${current.variant.name}`, cents: unusedCreditCents(live, now) },
    });
    const order = await insertOrderOnce(trx, {
      user_id: holderId,
      idempotency_key: key,
      kind: 'upgrade',
      plan_id: chosen.plan.planId,
      plan_variant_id: chosen.variant.planVariantId,
      description: `Upgrade to ${chosen.plan.name}: ${chosen.variant.name}`,
      ...orderAmounts(priced),
      subscription_id: live.id,
    });
    if (!order) throw new Error('The upgrade order could not be made');
    return chargeOrderWithSavedMethod({ ...deps, db: trx }, order.id, live.payment_method_id, now);
  });
  const status = await subscriptionStatusOf(db, holderId, new Date(), language);
  if (!outcome.paid) throw new HttpError(402, outcome.message);
  return { data: { order: presentOrder(outcome.order, language), subscription: status }, message: MESSAGES.upgraded(target.plan.name) };
}
