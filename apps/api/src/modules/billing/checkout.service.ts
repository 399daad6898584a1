import { randomUUID } from 'node:crypto';
import type {
  BuyPlanData,
  CheckoutBody,
  CheckoutData,
  Language,
  Locale,
  OrderQuote,
  PlansData,
  TestCardPaymentBody,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connection';
import { conflict, HttpError, invalidField, notFound } from '../../http/http-error';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { LICENCE_MESSAGES } from '../licensing/licence-messages';
import { isLicenceOrder } from '../licensing/licence-order-rules';
import { planNameIn } from '../plans/plan-words';
import { findVariantShape, TAX_RATE_BP } from '../plans/plans-config';
import { loadPricing, type OfferConfig, type PlanConfig, type PlanVariantConfig, plansOnSale } from '../plans/pricing';
import { BILLING_MESSAGES } from './billing-messages';
import { type Fulfilment, fulfilOrder } from './fulfil-order';
import { decideOffer, presentOffer } from './offers';
import { presentOrder, presentPaymentStep } from './order-presenter';
import { wasPaid } from './order-states';
import {
  findOrderByKey,
  findOrderForUser,
  findOrderWithInvoice,
  insertOrderOnce,
  latestPayment,
  type OrderRow,
  type OrderWithInvoice,
  recordOrderNote,
  savePaymentMethod,
  settlePayment,
} from './orders.repo';
import { keepCardThatPaid, paysForPlan } from './payment-methods.service';
import { lockOrderForPayment, refusalToPay, voidOrder } from './payment-rules';
import { activePaymentProvider } from './payments/payment-providers';
import { TestPaymentProvider } from './payments/test-provider';
import { resolvePlanHolder } from './plan-holder';
import { presentPlan, presentVariant } from './plan-presenter';
import { orderAmounts, priceOrder } from './quote';
import { quoteLinesIn } from './quote-words';
import { startOrderPayment } from './start-payment';
import { findLiveSubscription } from './subscriptions.repo';

export async function listPlans(db: Db, language: Language): Promise<Outcome<PlansData>> {
  const plans = plansOnSale(await loadPricing(db));
  return { data: { plans: plans.map((plan) => presentPlan(plan, language)), currency: 'USD', tax_rate_bp: TAX_RATE_BP }, message: 'OK' };
}

/** The variant at today's price; one the console hid is no longer sold. */
async function variantOnSale(db: Db, planVariantId: number) {
  const found = (await loadPricing(db)).findVariant(planVariantId);
  if (!found) throw notFound(BILLING_MESSAGES.noVariant);
  if (found.variant.hidden) throw conflict(BILLING_MESSAGES.notOnSale);
  return found;
}

async function quote(
  { db, config }: AppDeps,
  holderId: number,
  plan: PlanConfig,
  variant: PlanVariantConfig,
  code: string | undefined,
  language: Language,
): Promise<OrderQuote> {
  const decision = code ? await decideOffer(db, holderId, code, plan, variant) : { offer: null, error: null };
  const priced = priceOrder({ plan, variant, offer: decision.offer });
  return {
    plan: presentPlan(plan, language),
    variant: presentVariant(plan, variant, language),
    lines: quoteLinesIn(priced.lines, plan, variant, priced.taxRateBp, language),
    subtotal_cents: priced.subtotalCents,
    discount_cents: priced.discountCents,
    tax_rate_bp: priced.taxRateBp,
    tax_cents: priced.taxCents,
    total_cents: priced.totalCents,
    currency: priced.currency,
    offer: decision.offer ? presentOffer(decision.offer) : null,
    offer_error: decision.error,
    payment_provider: activePaymentProvider(config).name,
  };
}

export async function quoteVariant(
  deps: AppDeps,
  user: SessionUser,
  query: { plan_variant_id: number; offer?: string },
  language: Language,
): Promise<Outcome<OrderQuote>> {
  const { plan_variant_id: planVariantId, offer } = query;
  const { plan, variant } = await variantOnSale(deps.db, planVariantId);
  const holderId = await resolvePlanHolder(deps.db, user.id);
  return { data: await quote(deps, holderId, plan, variant, offer, language), message: 'OK' };
}

/** The buyer picked a plan on the Pricing page: what they would check out, and what they hold now. */
export async function buyPlan(deps: AppDeps, user: SessionUser, planId: number, language: Language): Promise<Outcome<BuyPlanData>> {
  const pricing = await loadPricing(deps.db);
  const plan = plansOnSale(pricing).find((candidate) => candidate.planId === planId);
  if (!plan) throw notFound(BILLING_MESSAGES.noPlan);
  const holderId = await resolvePlanHolder(deps.db, user.id);
  const variant = plan.variants.find((candidate) => candidate.interval === 'month') ?? (plan.variants[0] as PlanVariantConfig);
  const live = await findLiveSubscription(deps.db, holderId);
  const liveVariant = live ? pricing.findVariant(live.plan_variant_id) : undefined;
  return {
    data: {
      plan: presentPlan(plan, language),
      plan_variant_id: variant.planVariantId,
      quote: await quote(deps, holderId, plan, variant, undefined, language),
      current_subscription:
        live && liveVariant
          ? {
              plan_id: live.plan_id,
              plan_variant_id: live.plan_variant_id,
              name: planNameIn(live.plan_id, liveVariant.plan.name, language),
            }
          : null,
    },
    message: 'OK',
  };
}

/** The order as its buyer reads it in `locale` (see presentOrder), and the step that pays it. */
export async function checkoutData(deps: AppDeps, order: OrderWithInvoice, locale: Locale): Promise<CheckoutData> {
  const payment = await latestPayment(deps.db, order.id);
  if (!payment) throw new Error(`Order ${order.id} has no payment`);
  return { order: presentOrder(order, locale), payment: presentPaymentStep(activePaymentProvider(deps.config), payment) };
}

/**
 * Makes the order and starts its payment in one transaction. The idempotency key is unique per buyer: a second
 * request with it (a double click, a retry, a parallel tab) waits for the first to commit and answers with its order.
 */
export async function checkout(
  deps: AppDeps,
  user: SessionUser,
  body: CheckoutBody,
  locale: Locale,
  now = new Date(),
): Promise<Outcome<CheckoutData>> {
  const { db, config } = deps;
  const holderId = await resolvePlanHolder(db, user.id);
  const key = body.idempotency_key ?? randomUUID();
  const earlier = await findOrderByKey(db, holderId, key);
  if (earlier) {
    sameOrderOrThrow(earlier, body);
    await reopenHostedPayment(deps, earlier);
    return { data: await checkoutData(deps, earlier, locale), message: 'OK' };
  }

  const { plan, variant } = await variantOnSale(db, body.plan_variant_id);
  if (plan.kind === 'subscription') {
    const live = await findLiveSubscription(db, holderId);
    if (live?.status === 'active')
      throw conflict(BILLING_MESSAGES.alreadySubscribed(findVariantShape(live.plan_variant_id)?.plan.name ?? 'current'));
  }
  let offer: OfferConfig | null = null;
  if (body.offer) {
    const decision = await decideOffer(db, holderId, body.offer, plan, variant);
    if (decision.error !== null) throw invalidField('offer', decision.error);
    offer = decision.offer;
  }
  const priced = priceOrder({ plan, variant, offer });
  const provider = activePaymentProvider(config);
  const orderId = await db.transaction().execute(async (trx) => {
    const order = await insertOrderOnce(trx, {
      user_id: holderId,
      idempotency_key: key,
      kind: 'purchase',
      plan_id: plan.planId,
      plan_variant_id: variant.planVariantId,
      description: `${plan.name}: ${variant.name}`,
      ...orderAmounts(priced),
      offer_code: offer?.code ?? null,
      created_at: now,
    });
    if (!order) return undefined;
    await startOrderPayment(trx, provider, order, config, now);
    return order.id;
  });
  const order = orderId ? await findOrderWithInvoice(db, orderId) : await findOrderByKey(db, holderId, key);
  if (!order) throw new Error('The order of this idempotency key vanished');
  return { data: await checkoutData(deps, sameOrderOrThrow(order, body), locale), message: 'Order created. Complete the payment.' };
}

function sameOrderOrThrow(order: OrderWithInvoice, body: CheckoutBody): OrderWithInvoice {
  const sameOffer = (order.offer_code ?? null) === (body.offer ? body.offer.trim().toUpperCase() : null);
  if (order.plan_variant_id !== body.plan_variant_id || !sameOffer) throw conflict(BILLING_MESSAGES.keyReused);
  return order;
}

/**
 * The built-in test provider's card step. A refused card records the failure, leaves the order pending so another card
 * can be tried, and grants nothing; an accepted card saves the method for renewals and fulfils the order. The order is
 * checked again under the holder's payment lock before the card is taken: a parallel request that paid it first, or
 * another order paid since checkout (a second plan, the first-purchase offer used up), refuses it with 409.
 */
export async function payWithTestCard(
  deps: AppDeps,
  user: SessionUser,
  body: TestCardPaymentBody,
  locale: Locale,
  now = new Date(),
): Promise<Outcome<CheckoutData>> {
  const { db, config } = deps;
  const provider = activePaymentProvider(config);
  if (!(provider instanceof TestPaymentProvider)) throw conflict(BILLING_MESSAGES.notTestMode);
  const holderId = await resolvePlanHolder(db, user.id);
  const order = await findOrderForUser(db, holderId, body.order_id);
  if (!order || !(order.kind === 'purchase' || isLicenceOrder(order))) throw notFound(BILLING_MESSAGES.noOrder);
  if (wasPaid(order.status)) throw conflict(BILLING_MESSAGES.alreadyPaid);

  const outcome = provider.payWithCard(
    { cardNumber: body.card_number, expMonth: body.exp_month, expYear: body.exp_year, cvc: body.cvc },
    now,
  );
  if (!outcome.ok && outcome.field) throw invalidField(outcome.field, outcome.message);
  type Paying = Fulfilment['outcome'] | 'declined';
  const result = await db.transaction().execute(async (trx): Promise<{ outcome: Paying; message: string }> => {
    // Found above, and orders are never deleted.
    const locked = (await lockOrderForPayment(trx, order.id)) as OrderRow;
    if (wasPaid(locked.status)) return { outcome: 'already_paid', message: BILLING_MESSAGES.alreadyPaid };
    const payment = await currentTestPayment({ ...deps, db: trx }, order, now);
    const refuse = async (reason: string) => {
      await voidOrder(trx, locked, reason, 'refused at payment');
      await settlePayment(trx, payment.provider_payment_id, {
        status: 'failed',
        failureMessage: BILLING_MESSAGES.notCharged(reason),
        at: now,
      });
      return { outcome: 'refused' as const, message: BILLING_MESSAGES.notCharged(reason) };
    };
    // Checked before the card is taken, as a card form in front of a real provider would.
    const refusal = await refusalToPay(trx, locked, now);
    if (refusal !== null) return refuse(refusal);
    if (!outcome.ok) {
      await settlePayment(trx, payment.provider_payment_id, { status: 'failed', failureMessage: outcome.message, at: now });
      await recordOrderNote(trx, locked, outcome.message, 'card refused');
      return { outcome: 'declined', message: outcome.message };
    }
    // A plan keeps its card for renewals; otherwise the buyer chose whether to see it again.
    const keepCard = body.save_card !== false || paysForPlan(order);
    const method = await savePaymentMethod(trx, {
      user_id: holderId,
      provider: 'test',
      provider_method_id: outcome.method.providerMethodId,
      brand: outcome.method.brand,
      last4: outcome.method.last4,
      created_at: now,
      ...(keepCard ? {} : { removed_at: now }),
    });
    const fulfilment = await fulfilOrder(
      trx,
      order.id,
      {
        providerPaymentId: payment.provider_payment_id,
        paymentMethodId: method.id,
        summary: `${method.brand} ending ${method.last4} (test mode)`,
      },
      now,
    );
    // Checked above under the same locks, so nothing can have changed in between.
    if (fulfilment.outcome !== 'applied')
      throw new Error(`Order ${order.id} passed its checks, yet fulfilment answered ${fulfilment.outcome}`);
    if (keepCard) await keepCardThatPaid(trx, locked, method.id);
    return { outcome: 'applied', message: isLicenceOrder(order) ? LICENCE_MESSAGES.paid : BILLING_MESSAGES.paid };
  });
  if (result.outcome === 'declined') throw new HttpError(402, result.message);
  if (result.outcome !== 'applied') throw conflict(result.message);
  return { data: await checkoutData(deps, await findOrderWithInvoice(db, order.id), locale), message: result.message };
}

/**
 * Back from a hosted payment page that expired or failed, the buyer checks out again with the same key: the order is
 * still open, so it gets a fresh page to pay on (the test provider starts its fresh payment at the card step instead).
 */
export async function reopenHostedPayment(deps: AppDeps, order: OrderWithInvoice): Promise<void> {
  const provider = activePaymentProvider(deps.config);
  if (provider.name !== 'stripe' || order.status !== 'pending') return;
  const latest = await latestPayment(deps.db, order.id);
  if (latest?.status === 'failed') await startOrderPayment(deps.db, provider, order, deps.config);
}

/** The payment to settle: the open one, or a fresh one after a refused card. */
async function currentTestPayment(deps: AppDeps, order: OrderWithInvoice, now: Date) {
  const latest = await latestPayment(deps.db, order.id);
  if (latest && latest.status === 'requires_payment') return latest;
  return startOrderPayment(deps.db, activePaymentProvider(deps.config), order, deps.config, now);
}
