import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutVariant, newAccount } from '../../../test/billing-helpers';
import { STRIPE_TEST_PUBLIC_URL, useStripeTestEnv } from '../../../test/fake-stripe-api';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { deliverStripeEvent, stripeSigner } from '../../../test/stripe-webhook-delivery';
import { useTestApp } from '../../../test/test-app';
import { call } from '../auth/auth-test-helpers';
import { accountBalance } from '../ledger/ledger.repo';
import { LEDGER_ACCOUNTS } from '../ledger/ledger-accounts';
import { REFUND_QUEUE, type RefundDue, retryRefund } from './refunds';
import { CHECKOUT_FAILURES } from './stripe-webhook.service';

const PUBLIC_URL = STRIPE_TEST_PUBLIC_URL;
const { fakeStripe, env } = useStripeTestEnv();
// A queue without workers: a refund to be tried again is seen queued, and its work is run by the test.
const ctx = useTestApp({ env, jobs: true, workers: false });
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

describe('a Stripe payment for an order that may no longer be paid', () => {
  const refundCalls = () => fakeStripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/refunds');
  const refundsDue = async () => -(await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.refundsDue));
  const orderRow = (orderId: number) =>
    ctx.database.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const eventsOf = async (orderId: number) =>
    (await ctx.database.db.selectFrom('order_events').select('reason').where('order_id', '=', orderId).orderBy('id').execute()).map(
      (row) => row.reason,
    );

  /** Two hosted payment pages of one buyer, open in two tabs. */
  async function twoTabs(planVariantId: number, extra: { offer?: string } = {}) {
    const buyer = await newAccount(ctx);
    const tabs = [];
    for (const _ of [1, 2]) {
      const response = await checkoutVariant(ctx, buyer.token, planVariantId, extra);
      expect(response.statusCode).toBe(200);
      tabs.push({ order: response.json().data.order, sessionId: response.json().data.payment.payment_id as string, intentId: newId('pi') });
    }
    return { buyer, tabs: tabs as [(typeof tabs)[0], (typeof tabs)[0]] };
  }

  async function payOnStripe(tab: { sessionId: string; intentId: string }) {
    fakeStripe.setIntentCard(tab.intentId, { brand: 'visa', last4: '4242' });
    const event = sessionEvent('checkout.session.completed', { id: tab.sessionId, payment_intent: tab.intentId, payment_status: 'paid' });
    const response = await deliverStripeEvent(ctx, event);
    expect(response.statusCode).toBe(200);
    return event;
  }

  it('a second plan paid in another tab grants nothing, keeps the first plan and is refunded once', async () => {
    const { buyer, tabs } = await twoTabs(PRO_MONTHLY);
    const [first, second] = tabs;
    const cashBefore = await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.cash);
    const dueBefore = await refundsDue();
    const refundsBefore = refundCalls().length;

    await payOnStripe(first);
    const plan = await ctx.database.db.selectFrom('subscriptions').selectAll().where('user_id', '=', buyer.id).executeTakeFirstOrThrow();
    const event = await payOnStripe(second);
    expect((await deliverStripeEvent(ctx, event)).json().data).toEqual({ received: true, duplicate: true });

    expect(await ctx.database.db.selectFrom('subscriptions').selectAll().where('user_id', '=', buyer.id).execute()).toEqual([plan]);
    expect(plan).toMatchObject({ status: 'active', ended_at: null });
    expect(await orderRow(second.order.order_id)).toMatchObject({
      status: 'failed',
      failure_message: 'You already have the Pro plan. Upgrade it from your subscription instead of buying a second plan.',
    });
    expect(await ctx.database.db.selectFrom('invoices').select('order_id').where('user_id', '=', buyer.id).execute()).toEqual([
      { order_id: first.order.order_id },
    ]);
    const refunds = refundCalls().slice(refundsBefore);
    expect(refunds).toHaveLength(1);
    expect(Object.fromEntries(refunds[0]?.form ?? [])).toMatchObject({
      payment_intent: second.intentId,
      amount: String(second.order.total_cents),
      'metadata[order_id]': String(second.order.order_id),
    });
    expect(refunds[0]?.idempotencyKey).toBe(`refund-${second.sessionId}`);
    expect(await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.cash)).toBe(cashBefore + first.order.total_cents);
    expect(await refundsDue()).toBe(dueBefore);
    expect(await eventsOf(second.order.order_id)).toEqual([
      `superseded by order ${first.order.order_id}`,
      expect.stringMatching(/^payment cs_test_\w+ of \$108\.90 not applied, refund due: You already have the Pro plan/),
      expect.stringMatching(/^payment cs_test_\w+ refunded as re_\w+$/),
    ]);
  });

  it('the first-purchase offer paid on a second page is refunded; the first pack keeps it', async () => {
    const { buyer, tabs } = await twoTabs(41, { offer: 'WELCOME20' });
    const refundsBefore = refundCalls().length;
    await payOnStripe(tabs[0]);
    await payOnStripe(tabs[1]);
    expect(await ctx.database.db.selectFrom('credit_packs').select('order_id').where('user_id', '=', buyer.id).execute()).toEqual([
      { order_id: tabs[0].order.order_id },
    ]);
    expect(
      refundCalls()
        .slice(refundsBefore)
        .map((c) => c.form.get('payment_intent')),
    ).toEqual([tabs[1].intentId]);
  });

  it('a refund Stripe refuses stays owed in the ledger and is queued to be tried again, which refunds it once', async () => {
    const { tabs } = await twoTabs(PRO_MONTHLY);
    const dueBefore = await refundsDue();
    await payOnStripe(tabs[0]);
    fakeStripe.failRefunds(true);
    try {
      await payOnStripe(tabs[1]);
    } finally {
      fakeStripe.failRefunds(false);
    }
    expect(await refundsDue()).toBe(dueBefore + tabs[1].order.total_cents);
    expect(await orderRow(tabs[1].order.order_id)).toMatchObject({ status: 'failed' });
    const payment = await ctx.database.db
      .selectFrom('payments')
      .selectAll()
      .where('provider_payment_id', '=', tabs[1].sessionId)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'succeeded', failure_message: expect.stringContaining('The payment is being refunded') });

    const queued = await sql<{ data: RefundDue }>`SELECT data FROM pgboss.job WHERE name = ${REFUND_QUEUE}`.execute(ctx.database.db);
    const due = queued.rows.map((job) => job.data).find((data) => data.providerPaymentId === tabs[1].sessionId);
    expect(due).toMatchObject({ orderId: tabs[1].order.order_id, amountCents: tabs[1].order.total_cents });
    const deps = { db: ctx.database.db, config: ctx.config };
    // Run twice (a retry after a lost answer): booked once.
    await retryRefund(deps, due as RefundDue);
    await retryRefund(deps, due as RefundDue);
    expect(await refundsDue()).toBe(dueBefore);
  });
});
