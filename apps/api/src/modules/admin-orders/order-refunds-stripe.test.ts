import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkoutVariant, newAccount } from '../../../test/billing-helpers';
import { useStripeTestEnv } from '../../../test/fake-stripe-api';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { adminSession } from '../../../test/money-fixture';
import { refund } from '../../../test/refund-helpers';
import { deliverStripeEvent } from '../../../test/stripe-webhook-delivery';
import { useTestApp } from '../../../test/test-app';
import { startJobQueue } from '../../job-workers';
import { startBillingWorkers } from '../billing/billing-jobs';
import { insertPayment } from '../billing/orders.repo';
import { REFUND_QUEUE, type RefundDue, retryRefund } from '../billing/refunds';
import { accountBalance } from '../ledger/ledger.repo';
import { LEDGER_ACCOUNTS } from '../ledger/ledger-accounts';
import { refundOrder } from './order-refunds.service';

const { fakeStripe, env } = useStripeTestEnv();
// A queue without workers: a refund to be tried again is seen queued, and its work is run by the test.
const ctx = useTestApp({ env, jobs: true, workers: false });
let admin: { token: string; userId: number };
beforeAll(async () => {
  admin = await adminSession(ctx);
});
afterEach(async () => {
  await expectLedgerBalanced(ctx.database.db);
});

const ESSENTIALS_MONTHLY = 11;
const newId = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '')}`;
const refundsDue = () => accountBalance(ctx.database.db, LEDGER_ACCOUNTS.refundsDue);
const refundCalls = () => fakeStripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/refunds');

/** A Stripe Checkout payment of an order, reported paid by its webhook. */
async function paidOnStripe() {
  const buyer = await newAccount(ctx);
  const { order, payment } = (await checkoutVariant(ctx, buyer.token, ESSENTIALS_MONTHLY)).json().data;
  const intentId = newId('pi');
  fakeStripe.setIntentCard(intentId, { brand: 'visa', last4: '4242' });
  const event = {
    id: newId('evt'),
    object: 'event',
    type: 'checkout.session.completed',
    livemode: false,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        object: 'checkout.session',
        mode: 'payment',
        livemode: false,
        customer: 'cus_refund_buyer',
        id: payment.payment_id,
        payment_intent: intentId,
        payment_status: 'paid',
      },
    },
  };
  expect((await deliverStripeEvent(ctx, event)).statusCode).toBe(200);
  return { order: order as { order_id: number; total_cents: number }, intentId };
}

describe('refunds of Stripe payments from the console', () => {
  it('refunds through Stripe’s Refunds API, naming the PaymentIntent, and books the cash going back', async () => {
    const { order, intentId } = await paidOnStripe();
    const before = refundCalls().length;
    const dueBefore = await refundsDue();
    const cashBefore = await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.cash);

    const response = await refund(ctx, admin.token, order.order_id, { amount_cents: 1200, reason: 'Partial goodwill' });
    expect(response.statusCode, response.body).toBe(200);
    const sent = refundCalls().slice(before);
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0]?.form ?? [])).toMatchObject({
      payment_intent: intentId,
      amount: '1200',
      'metadata[order_id]': String(order.order_id),
    });
    const row = await ctx.database.db.selectFrom('refunds').selectAll().where('order_id', '=', order.order_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'succeeded', provider_refund_id: expect.stringMatching(/^re_/) });
    expect(sent[0]?.idempotencyKey).toContain(row.credit_note_number);
    expect(await refundsDue()).toBe(dueBefore);
    expect(await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.cash)).toBe(cashBefore - 1200);
  });

  it('keeps a refund Stripe refused in refunds due and queues it; the retry settles it once', async () => {
    const { order } = await paidOnStripe();
    const dueBefore = await refundsDue();
    fakeStripe.failRefunds(true);
    let response: Awaited<ReturnType<typeof refund>>;
    try {
      response = await refund(ctx, admin.token, order.order_id, { amount_cents: order.total_cents, reason: 'Disputed' });
    } finally {
      fakeStripe.failRefunds(false);
    }
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.refunds[0]).toMatchObject({ status: 'pending', amount_cents: order.total_cents });
    expect(await refundsDue()).toBe(dueBefore - order.total_cents);

    const queued = await sql<{ data: RefundDue }>`SELECT data FROM pgboss.job WHERE name = ${REFUND_QUEUE}`.execute(ctx.database.db);
    const due = queued.rows.map((job) => job.data).find((data) => data.orderId === order.order_id);
    expect(due).toMatchObject({ amountCents: order.total_cents, provider: 'stripe' });
    const deps = { db: ctx.database.db, config: ctx.config };
    await retryRefund(deps, due as RefundDue);
    await retryRefund(deps, due as RefundDue);
    expect(await refundsDue()).toBe(dueBefore);
    const row = await ctx.database.db.selectFrom('refunds').selectAll().where('order_id', '=', order.order_id).executeTakeFirstOrThrow();
    expect(row.status).toBe('succeeded');
  });

  it('refunds the buyer once through Stripe when the console sends the same refund twice', async () => {
    const { order } = await paidOnStripe();
    const before = refundCalls().length;
    const body = { amount_cents: 900, reason: 'Retried after a slow answer', idempotency_key: randomUUID() };
    const first = await refund(ctx, admin.token, order.order_id, body);
    const again = await refund(ctx, admin.token, order.order_id, body);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(refundCalls().slice(before)).toHaveLength(1);
  });

  it('leaves no refund pending for good when the process dies after the commit: another process’s worker settles it', async () => {
    const { order } = await paidOnStripe();
    const dueBefore = await refundsDue();
    const deps = { db: ctx.database.db, config: ctx.config, storage: ctx.storage, jobs: ctx.jobs };
    const adminUser = { id: admin.userId, role: 'admin' as const, sessionId: 'not-used-below-the-threshold' };
    const body = { amount_cents: order.total_cents, reason: 'Charged twice', idempotency_key: randomUUID() };
    // The first attempt fails and the process dies right there: nothing after the failure runs (the old code queued the
    // retry only then, so the refund stayed pending with no job).
    fakeStripe.failRefunds(true);
    const crash = new Error('the process died');
    try {
      await expect(
        refundOrder(deps, adminUser, order.order_id, body, () => {
          throw crash;
        }),
      ).rejects.toBe(crash);
    } finally {
      fakeStripe.failRefunds(false);
    }
    const row = () => ctx.database.db.selectFrom('refunds').selectAll().where('order_id', '=', order.order_id).executeTakeFirstOrThrow();
    expect((await row()).status).toBe('pending');
    expect(await refundsDue()).toBe(dueBefore - order.total_cents);

    // A worker process started afterwards, as a restarted server or `worker.ts`, takes the job queued with the refund.
    const worker = await startJobQueue(ctx.database.url, ctx.config, () => {});
    try {
      await startBillingWorkers(worker, deps, () => {});
      await expect.poll(async () => (await row()).status, { timeout: 20_000, interval: 250 }).toBe('succeeded');
    } finally {
      await worker.stop(5);
    }
    expect(await refundsDue()).toBe(dueBefore);
    // Stripe was asked twice under one key: the refused attempt, then the worker's; the buyer is refunded once.
    const { credit_note_number } = await row();
    expect(refundCalls().filter((c) => c.idempotencyKey?.includes(credit_note_number))).toHaveLength(2);
  });
});

describe('a Stripe payment the order could no longer take', () => {
  it('is refunded at once, and its retry was queued with the refund due, in the webhook’s own transaction', async () => {
    const { order } = await paidOnStripe();
    // A second payment of the same order (another tab's), reported paid afterwards.
    const secondIntent = newId('pi');
    const orderRow = await ctx.database.db
      .selectFrom('orders')
      .select(['id', 'total_cents'])
      .where('id', '=', order.order_id)
      .executeTakeFirstOrThrow();
    await insertPayment(ctx.database.db, {
      order_id: orderRow.id,
      provider: 'stripe',
      provider_payment_id: secondIntent,
      amount_cents: orderRow.total_cents,
    });
    const before = refundCalls().length;
    const event = {
      id: newId('evt'),
      object: 'event',
      type: 'charge.succeeded',
      livemode: false,
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: newId('ch'), object: 'charge', payment_intent: secondIntent, customer: 'cus_refund_buyer', livemode: false } },
    };
    expect((await deliverStripeEvent(ctx, event)).statusCode).toBe(200);
    expect(
      refundCalls()
        .slice(before)
        .map((call) => Object.fromEntries(call.form ?? []).payment_intent),
    ).toEqual([secondIntent]);
    const queued = await sql<{ data: RefundDue }>`SELECT data FROM pgboss.job WHERE name = ${REFUND_QUEUE}`.execute(ctx.database.db);
    expect(queued.rows.map((job) => job.data).filter((data) => data.providerPaymentId === secondIntent)).toHaveLength(1);
    // The queued retry finds the refund booked and asks Stripe nothing more.
    await retryRefund(
      { db: ctx.database.db, config: ctx.config },
      queued.rows.find((job) => job.data.providerPaymentId === secondIntent)?.data as RefundDue,
    );
    expect(refundCalls().slice(before)).toHaveLength(1);
  });
});
