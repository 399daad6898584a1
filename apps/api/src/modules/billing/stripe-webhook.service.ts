import type Stripe from 'stripe';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connection';
import { HttpError, notFound } from '../../http/http-error';
import { fulfilOrder } from './fulfil-order';
import { findPaymentByProviderId, lockOrder, recordOrderNote, savePaymentMethod, settlePayment } from './orders.repo';
import { stripeProvider } from './payments/payment-providers';

export const WEBHOOK_MESSAGES = {
  notConfigured: 'Stripe is not configured on this server.',
  noSignature: 'The Stripe-Signature header is missing.',
  badSignature: 'The webhook signature does not match; the event was refused.',
} as const;

/**
 * A Stripe webhook delivery: verified by its signature, recorded by event id (a replay changes nothing), and applied in
 * the same transaction as that record. A successful charge pays its order; a failed one is noted on it.
 */
export async function handleStripeWebhook({ db, config }: AppDeps, rawBody: Buffer, signature: string | undefined) {
  const stripe = stripeProvider(config);
  if (!stripe) throw notFound(WEBHOOK_MESSAGES.notConfigured);
  if (!signature) throw new HttpError(400, WEBHOOK_MESSAGES.noSignature);
  let event: Stripe.Event;
  try {
    event = stripe.verifyWebhook(rawBody, signature);
  } catch {
    throw new HttpError(400, WEBHOOK_MESSAGES.badSignature);
  }
  return db.transaction().execute(async (trx) => {
    const recorded = await trx
      .insertInto('payment_webhook_events')
      .values({ provider: 'stripe', event_id: event.id, type: event.type })
      .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!recorded) return { received: true, duplicate: true };
    if (event.type === 'charge.succeeded') await chargeSucceeded(trx, event.data.object);
    if (event.type === 'payment_intent.payment_failed') await paymentFailed(trx, event.data.object);
    return { received: true, duplicate: false };
  });
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

async function chargeSucceeded(trx: Db, charge: Stripe.Charge): Promise<void> {
  const intentId = idOf(charge.payment_intent);
  const payment = intentId ? await findPaymentByProviderId(trx, intentId) : undefined;
  if (!payment) return; // Not a payment this marketplace started.
  const order = await lockOrder(trx, payment.order_id);
  if (!order) return;
  const card = charge.payment_method_details?.card;
  const methodId = idOf(charge.payment_method);
  const method = methodId
    ? await savePaymentMethod(trx, {
        user_id: order.user_id,
        provider: 'stripe',
        provider_method_id: methodId,
        provider_customer_id: idOf(charge.customer),
        brand: card?.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : 'Card',
        last4: card?.last4 ?? '----',
      })
    : undefined;
  const summary = method ? `${method.brand} ending ${method.last4} (Stripe${charge.livemode ? '' : ', test mode'})` : 'Stripe';
  await fulfilOrder(trx, order.id, { providerPaymentId: payment.provider_payment_id, paymentMethodId: method?.id ?? null, summary });
}

async function paymentFailed(trx: Db, intent: Stripe.PaymentIntent): Promise<void> {
  const payment = await findPaymentByProviderId(trx, intent.id);
  if (!payment || payment.status === 'succeeded') return;
  const message = intent.last_payment_error?.message ?? 'The payment failed.';
  await settlePayment(trx, payment.provider_payment_id, { status: 'failed', failureMessage: message });
  const order = await lockOrder(trx, payment.order_id);
  if (order?.status === 'pending') await recordOrderNote(trx, order, message, 'Stripe reported the payment failed');
}
