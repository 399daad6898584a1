import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkoutVariant, newAccount } from '../../../test/billing-helpers';
import { useFakeStripeApi } from '../../../test/fake-stripe-api';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { deliverStripeEvent, stripeSigner, TEST_WEBHOOK_SECRET } from '../../../test/stripe-webhook-delivery';
import { useTestApp } from '../../../test/test-app';
import { call } from '../auth/auth-test-helpers';
import { accountBalance } from '../ledger/ledger.repo';
import { LEDGER_ACCOUNTS } from '../ledger/ledger-accounts';
import { CHECKOUT_FAILURES } from './stripe-webhook.service';

const PUBLIC_URL = 'https://stock.example.com';
const fakeStripe = useFakeStripeApi();
const env: Record<string, string> = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_not_a_real_key',
  STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  PUBLIC_URL,
};
// Registered before the app's own beforeAll, which reads env: the SDK then talks to the local stand-in.
beforeAll(async () => {
  env.STRIPE_API_BASE = await fakeStripe.start();
});
afterAll(() => fakeStripe.stop());
const ctx = useTestApp({ env });
afterEach(async () => {
  await expectLedgerBalanced(ctx.database.db);
});

const PRO_MONTHLY = 21;
const newId = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '')}`;
const sessionCalls = () => fakeStripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/checkout/sessions');

function sessionEvent(type: string, session: { id: string; payment_intent: string | null; payment_status: string }) {
  return {
    id: newId('evt'),
    object: 'event',
    type,
    livemode: false,
    created: Math.floor(Date.now() / 1000),
    data: { object: { object: 'checkout.session', mode: 'payment', livemode: false, customer: 'cus_checkout_buyer', ...session } },
  };
}

async function startStripeCheckout() {
  const buyer = await newAccount(ctx);
  const response = await checkoutVariant(ctx, buyer.token, PRO_MONTHLY);
  expect(response.statusCode).toBe(200);
  const { order, payment } = response.json().data;
  return { buyer, order, payment, sessionId: payment.payment_id as string };
}

describe('POST /api/buyer/order/checkout with Stripe', () => {
  it('creates a Checkout Session for the order and answers its hosted page', async () => {
    const buyer = await newAccount(ctx);
    const before = sessionCalls().length;
    const key = randomUUID();
    const response = await checkoutVariant(ctx, buyer.token, PRO_MONTHLY, { idempotency_key: key });
    expect(response.statusCode).toBe(200);
    const { order, payment } = response.json().data;
    expect(order).toMatchObject({ status: 'pending', total_cents: expect.any(Number) });

    const sent = sessionCalls().slice(before);
    expect(sent).toHaveLength(1);
    const form = (sent[0] as (typeof sent)[number]).form;
    expect(Object.fromEntries(form)).toMatchObject({
      mode: 'payment',
      client_reference_id: String(order.order_id),
      'metadata[order_id]': String(order.order_id),
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': String(order.total_cents),
      'line_items[0][price_data][product_data][name]': order.description,
      'payment_intent_data[setup_future_usage]': 'off_session',
      'payment_intent_data[metadata][order_id]': String(order.order_id),
      success_url: `${PUBLIC_URL}/buyer/checkout/success?order_id=${order.order_id}`,
    });
    expect(form.get('cancel_url')).toBe(
      `${PUBLIC_URL}/buyer/checkout/failure?plan_variant_id=${PRO_MONTHLY}&message=${encodeURIComponent('The payment was cancelled. Nothing was charged.')}`,
    );
    expect(form.get('customer')).toMatch(/^cus_/);
    expect(sent[0]?.idempotencyKey).toBe(`order-${order.order_id}`);
    const customerCall = fakeStripe.calls.find(
      (c) => c.path === '/v1/customers' && c.idempotencyKey === `customer-for-order-${order.order_id}`,
    );
    expect(customerCall?.form.get('email')).toBe(buyer.email);

    expect(payment).toMatchObject({ provider: 'stripe', status: 'requires_payment' });
    expect(payment.payment_id).toMatch(/^cs_test_/);
    expect(payment.redirect_url).toBe(`https://checkout.stripe.com/c/pay/${payment.payment_id}#fidkdWxOYHwnPyd1blpxYHZxWjA0`);

    // A retry with the same key (a double click, a lost answer) gets the same page; Stripe is not asked again.
    const retry = await checkoutVariant(ctx, buyer.token, PRO_MONTHLY, { idempotency_key: key });
    expect(retry.json().data.payment.redirect_url).toBe(payment.redirect_url);
    expect(sessionCalls().length).toBe(before + 1);
  });

  it('tells the pages before checkout that Stripe takes the payment', async () => {
    const buyer = await newAccount(ctx);
    const details = await call(ctx, 'GET', `/buyer/plan/variant/details?plan_variant_id=${PRO_MONTHLY}`, undefined, { token: buyer.token });
    expect(details.statusCode).toBe(200);
    expect(details.json().data.payment_provider).toBe('stripe');
  });
});

describe('Stripe Checkout webhooks', () => {
  it('checkout.session.completed pays the order once, saves the card for renewals, and a replay changes nothing', async () => {
    const { buyer, order, sessionId } = await startStripeCheckout();
    const intentId = newId('pi');
    fakeStripe.setIntentCard(intentId, { brand: 'visa', last4: '4242' });
    const cashBefore = await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.cash);
    const event = sessionEvent('checkout.session.completed', { id: sessionId, payment_intent: intentId, payment_status: 'paid' });

    const first = await deliverStripeEvent(ctx, event);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ received: true, duplicate: false });
    const replay = await deliverStripeEvent(ctx, event);
    expect(replay.json().data).toEqual({ received: true, duplicate: true });

    const paid = await ctx.database.db.selectFrom('orders').selectAll().where('id', '=', order.order_id).executeTakeFirstOrThrow();
    expect(paid.status).toBe('paid');
    expect(await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.cash)).toBe(cashBefore + order.total_cents);
    expect(await ctx.database.db.selectFrom('invoices').select('id').where('order_id', '=', order.order_id).execute()).toHaveLength(1);
    const method = await ctx.database.db
      .selectFrom('payment_methods')
      .selectAll()
      .where('user_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(method).toMatchObject({
      provider: 'stripe',
      provider_method_id: `pm_for_${intentId}`,
      provider_customer_id: 'cus_checkout_buyer',
      brand: 'Visa',
      last4: '4242',
    });
    const status = await call(ctx, 'GET', '/buyer/subscription/plan', undefined, { token: buyer.token });
    expect(status.json().data.subscription).toMatchObject({
      plan_name: 'Pro',
      renews_at: expect.any(String),
      payment_method: { brand: 'Visa', last4: '4242', provider: 'stripe' },
    });
  });

  it('refuses a forged signature and changes nothing', async () => {
    const { order, sessionId } = await startStripeCheckout();
    const event = sessionEvent('checkout.session.completed', { id: sessionId, payment_intent: newId('pi'), payment_status: 'paid' });
    const forged = stripeSigner.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: 'whsec_someone_else' });
    const response = await deliverStripeEvent(ctx, event, forged);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The webhook signature does not match; the event was refused.');
    const row = await ctx.database.db.selectFrom('orders').select('status').where('id', '=', order.order_id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(
      await ctx.database.db.selectFrom('payment_webhook_events').select('event_id').where('event_id', '=', event.id).execute(),
    ).toEqual([]);
  });

  it('a completed session still awaiting an asynchronous payment grants nothing yet', async () => {
    const { order, sessionId } = await startStripeCheckout();
    const event = sessionEvent('checkout.session.completed', { id: sessionId, payment_intent: newId('pi'), payment_status: 'unpaid' });
    expect((await deliverStripeEvent(ctx, event)).statusCode).toBe(200);
    const row = await ctx.database.db.selectFrom('orders').select('status').where('id', '=', order.order_id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('an expired session notes the failure, grants nothing, and checking out again opens a fresh page', async () => {
    const buyer = await newAccount(ctx);
    const key = randomUUID();
    const started = (await checkoutVariant(ctx, buyer.token, PRO_MONTHLY, { idempotency_key: key })).json().data;
    const event = sessionEvent('checkout.session.expired', {
      id: started.payment.payment_id,
      payment_intent: null,
      payment_status: 'unpaid',
    });
    expect((await deliverStripeEvent(ctx, event)).statusCode).toBe(200);

    const row = await ctx.database.db.selectFrom('orders').selectAll().where('id', '=', started.order.order_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', failure_message: CHECKOUT_FAILURES.expired });
    expect(await ctx.database.db.selectFrom('subscriptions').select('id').where('user_id', '=', buyer.id).execute()).toEqual([]);

    const again = await checkoutVariant(ctx, buyer.token, PRO_MONTHLY, { idempotency_key: key });
    const payment = again.json().data.payment;
    expect(again.json().data.order.order_id).toBe(started.order.order_id);
    expect(payment.payment_id).not.toBe(started.payment.payment_id);
    expect(payment.redirect_url).toContain(payment.payment_id);
    expect(sessionCalls().at(-1)?.idempotencyKey).toBe(`order-${started.order.order_id}-attempt-2`);
  });

  it('an asynchronous payment that failed is noted on the order', async () => {
    const { order, sessionId } = await startStripeCheckout();
    const event = sessionEvent('checkout.session.async_payment_failed', {
      id: sessionId,
      payment_intent: newId('pi'),
      payment_status: 'unpaid',
    });
    expect((await deliverStripeEvent(ctx, event)).statusCode).toBe(200);
    const row = await ctx.database.db.selectFrom('orders').selectAll().where('id', '=', order.order_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', failure_message: CHECKOUT_FAILURES.asyncFailed });
  });
});
