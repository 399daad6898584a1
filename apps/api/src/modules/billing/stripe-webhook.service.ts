import type Stripe from 'stripe';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connection';
import { HttpError, notFound } from '../../http/http-error';
import { BILLING_MESSAGES } from './billing-messages';
import { fulfilOrder } from './fulfil-order';
import {
  findPaymentByProviderId,
  lockOrder,
  type PaymentRow,
  recordOrderNote,
  recordPaymentIntent,
  savePaymentMethod,
  settlePayment,
} from './orders.repo';
import { keepCardThatPaid } from './payment-methods.service';
import { lockOrderForPayment } from './payment-rules';
import { stripeProvider } from './payments/payment-providers';
import type { PaidIntentDetails, StripePaymentProvider } from './payments/stripe-provider';
import { queueRefund, type RefundDue, recordRefundDue, refundNow } from './refunds';
import { cardSetupSession, saveCardFromSetup, stripeBrandName } from './stripe-card-setup';

export const WEBHOOK_MESSAGES = {
  notConfigured: 'Stripe is not configured on this server.',
  noSignature: 'The Stripe-Signature header is missing.',
  badSignature: 'The webhook signature does not match; the event was refused.',
} as const;

export const CHECKOUT_FAILURES = {
  expired: 'The payment page expired before the payment was made. Nothing was charged.',
  asyncFailed: 'The payment did not go through. Nothing was charged.',
} as const;

const PAID_SESSION_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * A Stripe webhook delivery: verified by its signature, recorded by event id (a replay changes nothing), and applied in
 * the same transaction as that record. A paid Checkout Session (or a successful charge) pays its order; a failed or
 * expired one is noted on it.
 */
export async function handleStripeWebhook(
  { db, config, jobs }: AppDeps,
  rawBody: Buffer,
  signature: string | undefined,
  log: (error: unknown, message: string) => void,
) {
  const stripe = stripeProvider(config);
  if (!stripe) throw notFound(WEBHOOK_MESSAGES.notConfigured);
  if (!signature) throw new HttpError(400, WEBHOOK_MESSAGES.noSignature);
  let event: Stripe.Event;
  try {
    event = stripe.verifyWebhook(rawBody, signature);
  } catch {
    throw new HttpError(400, WEBHOOK_MESSAGES.badSignature);
  }
  // The saved card is on the session's PaymentIntent; it is asked for before the transaction, not while holding locks.
  const paidSession =
    PAID_SESSION_EVENTS.has(event.type) && (event.data.object as Stripe.Checkout.Session).payment_status === 'paid'
      ? (event.data.object as Stripe.Checkout.Session)
      : undefined;
  const intent = paidSession ? await cardOfOurSession(db, stripe, paidSession) : undefined;
  const setupSession = cardSetupSession(event);
  const setupIntentId = setupSession ? idOf(setupSession.setup_intent) : null;
  const setupCard = setupIntentId ? await stripe.setupIntentCard(setupIntentId) : undefined;
  const handled = await db.transaction().execute(async (trx) => {
    const recorded = await trx
      .insertInto('payment_webhook_events')
      .values({ provider: 'stripe', event_id: event.id, type: event.type })
      .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!recorded) return { received: true, duplicate: true };
    const refundDue = paidSession ? await sessionPaid(trx, paidSession, intent) : undefined;
    if (setupSession && setupCard) await saveCardFromSetup(trx, setupSession, setupCard);
    if (event.type === 'checkout.session.expired') await sessionFailed(trx, event.data.object, CHECKOUT_FAILURES.expired);
    if (event.type === 'checkout.session.async_payment_failed') await sessionFailed(trx, event.data.object, CHECKOUT_FAILURES.asyncFailed);
    const chargeRefundDue = event.type === 'charge.succeeded' ? await chargeSucceeded(trx, event.data.object) : undefined;
    if (event.type === 'payment_intent.payment_failed') await paymentFailed(trx, event.data.object);
    const due = refundDue ?? chargeRefundDue;
    // Its retry is written with the refund due: a process that dies after the commit leaves the job to any worker.
    if (due) await queueRefund(jobs, trx, due);
    return { received: true, duplicate: false, refundDue: due };
  });
  // After the commit, so that Stripe is not called while holding the order's locks; a failure is the queued job's.
  if (handled.refundDue) await refundNow({ db, config }, handled.refundDue, log);
  return { received: handled.received, duplicate: handled.duplicate };
}

async function cardOfOurSession(db: Db, stripe: StripePaymentProvider, session: Stripe.Checkout.Session) {
  const intentId = idOf(session.payment_intent);
  if (!intentId || !(await findPaymentByProviderId(db, session.id))) return undefined;
  return stripe.paidIntentDetails(intentId);
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

interface PaidWith {
  intentId: string | null;
  methodId: string | null;
  customerId: string | null;
  brand: string | null;
  last4: string | null;
  livemode: boolean;
}

/**
 * Saves the card for renewals and fulfils the order; the same payment reported again changes nothing. The money has
 * already been taken when Stripe reports it, so a payment the order may not have (another order used up its plan or
 * offer meanwhile, or another payment paid it) grants nothing and is owed back: answered as a refund due.
 */
async function payOrder(trx: Db, payment: PaymentRow, paid: PaidWith): Promise<RefundDue | undefined> {
  const order = await lockOrderForPayment(trx, payment.order_id);
  if (!order) return undefined;
  const method = paid.methodId
    ? await savePaymentMethod(trx, {
        user_id: order.user_id,
        provider: 'stripe',
        provider_method_id: paid.methodId,
        provider_customer_id: paid.customerId,
        brand: stripeBrandName(paid.brand),
        last4: paid.last4 ?? '----',
      })
    : undefined;
  const summary = method ? `${method.brand} ending ${method.last4} (Stripe${paid.livemode ? '' : ', test mode'})` : 'Stripe';
  const fulfilment = await fulfilOrder(trx, order.id, {
    providerPaymentId: payment.provider_payment_id,
    paymentMethodId: method?.id ?? null,
    summary,
  });
  if (fulfilment.outcome === 'applied') {
    if (paid.intentId) await recordPaymentIntent(trx, payment.provider_payment_id, paid.intentId);
    if (method) await keepCardThatPaid(trx, order, method.id);
    return undefined;
  }
  const settled = await findPaymentByProviderId(trx, payment.provider_payment_id);
  if (settled?.status === 'succeeded') return undefined;
  const reason = fulfilment.outcome === 'refused' ? fulfilment.reason : BILLING_MESSAGES.paidBefore;
  const after = (await lockOrder(trx, order.id)) ?? order;
  return recordRefundDue(trx, after, payment, reason, paid.intentId);
}

async function sessionPaid(trx: Db, session: Stripe.Checkout.Session, intent: PaidIntentDetails | undefined) {
  const payment = await findPaymentByProviderId(trx, session.id);
  if (!payment) return undefined; // Not a payment this marketplace started.
  return payOrder(trx, payment, {
    intentId: idOf(session.payment_intent),
    methodId: intent?.methodId ?? null,
    customerId: intent?.customerId ?? idOf(session.customer),
    brand: intent?.brand ?? null,
    last4: intent?.last4 ?? null,
    livemode: session.livemode,
  });
}

async function chargeSucceeded(trx: Db, charge: Stripe.Charge) {
  const intentId = idOf(charge.payment_intent);
  const payment = intentId ? await findPaymentByProviderId(trx, intentId) : undefined;
  if (!payment) return undefined; // Not a payment this marketplace started (Checkout's charges are paid by their session).
  const card = charge.payment_method_details?.card;
  return payOrder(trx, payment, {
    intentId,
    methodId: idOf(charge.payment_method),
    customerId: idOf(charge.customer),
    brand: card?.brand ?? null,
    last4: card?.last4 ?? null,
    livemode: charge.livemode,
  });
}

/** The payment failed: noted on the order, which stays open for another attempt and grants nothing. */
async function noteFailure(trx: Db, payment: PaymentRow | undefined, message: string, reason: string): Promise<void> {
  if (!payment || payment.status === 'succeeded') return;
  await settlePayment(trx, payment.provider_payment_id, { status: 'failed', failureMessage: message });
  const order = await lockOrder(trx, payment.order_id);
  if (order?.status === 'pending') await recordOrderNote(trx, order, message, reason);
}

async function sessionFailed(trx: Db, session: Stripe.Checkout.Session, message: string): Promise<void> {
  await noteFailure(trx, await findPaymentByProviderId(trx, session.id), message, 'Stripe Checkout ended without payment');
}

async function paymentFailed(trx: Db, intent: Stripe.PaymentIntent): Promise<void> {
  const message = intent.last_payment_error?.message ?? 'The payment failed.';
  await noteFailure(trx, await findPaymentByProviderId(trx, intent.id), message, 'Stripe reported the payment failed');
}
