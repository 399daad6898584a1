import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { newAccount } from '../../../test/billing-helpers';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { deliverStripeEvent, stripeSigner as stripe, TEST_WEBHOOK_SECRET as WEBHOOK_SECRET } from '../../../test/stripe-webhook-delivery';
import { useTestApp } from '../../../test/test-app';
import { call } from '../auth/auth-test-helpers';
import { accountBalance } from '../ledger/ledger.repo';
import { LEDGER_ACCOUNTS } from '../ledger/ledger-accounts';
import { loadPricing } from '../plans/pricing';
import { insertOrderOnce, insertPayment } from './orders.repo';
import { orderAmounts, priceOrder } from './quote';

const ctx = useTestApp({
  env: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_not_a_real_key', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
});
afterEach(async () => {
  await expectLedgerBalanced(ctx.database.db);
});

/** An order as checkout makes it with Stripe (checkout itself would call Stripe's API, which tests never reach). */
async function stripeOrder(userId: number, planVariantId = 21) {
  const found = (await loadPricing(ctx.database.db)).findVariant(planVariantId);
  if (!found) throw new Error('no variant');
  const priced = priceOrder({ plan: found.plan, variant: found.variant, offer: null });
  const order = await insertOrderOnce(ctx.database.db, {
    user_id: userId,
    idempotency_key: randomUUID(),
    kind: 'purchase',
    plan_id: found.plan.planId,
    plan_variant_id: planVariantId,
    description: `${found.plan.name}: ${found.variant.name}`,
    ...orderAmounts(priced),
  });
  if (!order) throw new Error('no order');
  return { order, intentId: await stripePayment(order) };
}

/** A PaymentIntent started for the order, as a charge of its saved card records one; answers its id. */
async function stripePayment(order: { id: number; total_cents: number }): Promise<string> {
  const intentId = `pi_${randomUUID().replace(/-/g, '')}`;
  await insertPayment(ctx.database.db, {
    order_id: order.id,
    provider: 'stripe',
    provider_payment_id: intentId,
    amount_cents: order.total_cents,
  });
  return intentId;
}

function chargeSucceeded(intentId: string, eventId = `evt_${randomUUID().replace(/-/g, '')}`) {
  return {
    id: eventId,
    object: 'event',
    type: 'charge.succeeded',
    livemode: false,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `ch_${randomUUID().replace(/-/g, '')}`,
        object: 'charge',
        payment_intent: intentId,
        payment_method: `pm_${randomUUID().replace(/-/g, '')}`,
        customer: 'cus_test',
        livemode: false,
        payment_method_details: { type: 'card', card: { brand: 'mastercard', last4: '4444' } },
      },
    },
  };
}

const deliver = (event: object, signature?: string) => deliverStripeEvent(ctx, event, signature);

describe('POST /api/payments/stripe/webhook', () => {
  it('a signed charge.succeeded pays the order once, even when replayed', async () => {
    const buyer = await newAccount(ctx);
    const { order, intentId } = await stripeOrder(buyer.id);
    const cashBefore = await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.cash);
    const event = chargeSucceeded(intentId);
    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ received: true, duplicate: false });
    const replay = await deliver(event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual({ received: true, duplicate: true });
    // A second, distinct event for the same charge (Stripe retries with new ids too) credits nothing more either.
    expect((await deliver(chargeSucceeded(intentId))).json().data.duplicate).toBe(false);

    const paid = await ctx.database.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(paid.status).toBe('paid');
    expect(await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.cash)).toBe(cashBefore + order.total_cents);
    expect(await ctx.database.db.selectFrom('subscriptions').select('id').where('user_id', '=', buyer.id).execute()).toHaveLength(1);
    expect(await ctx.database.db.selectFrom('invoices').select('id').where('order_id', '=', order.id).execute()).toHaveLength(1);
    const status = await call(ctx, 'GET', '/buyer/subscription/plan', undefined, { token: buyer.token });
    expect(status.json().data.subscription).toMatchObject({
      plan_name: 'Pro',
      payment_method: { brand: 'Mastercard', last4: '4444', provider: 'stripe' },
    });
  });

  it('a second charge for an order already paid grants nothing and is owed back in refunds due', async () => {
    const buyer = await newAccount(ctx);
    const { order, intentId } = await stripeOrder(buyer.id);
    const secondIntent = await stripePayment(order);
    const dueBefore = await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.refundsDue);
    expect((await deliver(chargeSucceeded(intentId))).statusCode).toBe(200);
    // Stripe's API is not reachable here, so the refund stays due, for an operator to see.
    expect((await deliver(chargeSucceeded(secondIntent))).statusCode).toBe(200);
    expect(await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.refundsDue)).toBe(dueBefore - order.total_cents);
    expect(await ctx.database.db.selectFrom('invoices').select('id').where('order_id', '=', order.id).execute()).toHaveLength(1);
    const second = await ctx.database.db
      .selectFrom('payments')
      .selectAll()
      .where('provider_payment_id', '=', secondIntent)
      .executeTakeFirstOrThrow();
    expect(second.failure_message).toBe('This order was already paid by an earlier payment. The payment is being refunded to your card.');
  });

  it('refuses a forged signature, a missing one and a payload changed after signing, changing nothing', async () => {
    const buyer = await newAccount(ctx);
    const { order, intentId } = await stripeOrder(buyer.id);
    const event = chargeSucceeded(intentId);
    const forgedHeader = stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: 'whsec_someone_else' });
    const forged = await deliver(event, forgedHeader);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('The webhook signature does not match; the event was refused.');
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    const signedOther = stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify({ ...event, id: 'evt_other' }),
      secret: WEBHOOK_SECRET,
    });
    expect((await deliver(event, signedOther)).statusCode).toBe(400);

    const row = await ctx.database.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(
      await ctx.database.db.selectFrom('payment_webhook_events').select('event_id').where('event_id', '=', event.id).execute(),
    ).toEqual([]);
  });

  it('payment_intent.payment_failed notes the failure and grants nothing', async () => {
    const buyer = await newAccount(ctx);
    const { order, intentId } = await stripeOrder(buyer.id);
    const event = {
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: { object: { id: intentId, object: 'payment_intent', last_payment_error: { message: 'Your card was declined.' } } },
    };
    expect((await deliver(event)).statusCode).toBe(200);
    const row = await ctx.database.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', failure_message: 'Your card was declined.' });
    expect(await ctx.database.db.selectFrom('subscriptions').select('id').where('user_id', '=', buyer.id).execute()).toEqual([]);
  });

  it('ignores events about payments this marketplace did not start', async () => {
    const response = await deliver(chargeSucceeded('pi_unknown'));
    expect(response.statusCode).toBe(200);
  });

  it('the test card form is refused while Stripe takes payments', async () => {
    const buyer = await newAccount(ctx);
    const { order } = await stripeOrder(buyer.id);
    const response = await call(
      ctx,
      'POST',
      '/buyer/order/pay/test-card',
      { order_id: order.id, card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2099, cvc: '123' },
      { token: buyer.token },
    );
    expect(response.statusCode).toBe(409);
  });
});

describe('without Stripe configured', () => {
  const plain = useTestApp();
  it('the webhook endpoint answers 404', async () => {
    const payload = JSON.stringify({ id: 'evt_1', type: 'charge.succeeded' });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const response = await plain.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload,
    });
    expect(response.statusCode).toBe(404);
  });
});
