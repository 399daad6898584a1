import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { buyVariant, newAccount } from '../../../test/billing-helpers';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { useTestApp } from '../../../test/test-app';
import { call } from '../auth/auth-test-helpers';
import { accountBalance } from '../ledger/ledger.repo';
import { LEDGER_ACCOUNTS } from '../ledger/ledger-accounts';
import { lockHolderPayments } from './orders.repo';
import { renewDueSubscriptions } from './renewals';

const ctx = useTestApp();
afterEach(async () => {
  await expectLedgerBalanced(ctx.database.db);
});

const deps = () => ({ db: ctx.database.db, config: ctx.config, storage: ctx.storage });
const subscriptionOf = (userId: number) =>
  ctx.database.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
const status = (token: string) => call(ctx, 'GET', '/buyer/subscription/plan', undefined, { token });

/** Moves the buyer's period into the past, as if it had just ended. */
async function endPeriod(userId: number) {
  const now = Date.now();
  await ctx.database.db
    .updateTable('subscriptions')
    .set({ current_period_start: new Date(now - 31 * 86_400_000), current_period_end: new Date(now - 1000) })
    .where('user_id', '=', userId)
    .execute();
}

describe('GET /api/buyer/subscription/plan', () => {
  it('shows the active plan, downloads left, renewal date and card', async () => {
    const buyer = await newAccount(ctx);
    await buyVariant(ctx, buyer.token, 21);
    const response = await status(buyer.token);
    expect(response.statusCode).toBe(200);
    const { subscription, downloads_left, can_download } = response.json().data;
    expect(subscription).toMatchObject({
      plan_name: 'Pro',
      variant_name: 'Pro, monthly',
      media: 'ALL',
      status: 'active',
      downloads_per_period: 50,
      downloads_left: 50,
      cancel_at_period_end: false,
      payment_method: { brand: 'Visa', last4: '4242', provider: 'test' },
    });
    expect(subscription.renews_at).toBe(subscription.current_period_end);
    const days = (Date.parse(subscription.current_period_end) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect([downloads_left, can_download]).toEqual([50, true]);
  });

  it('is empty for a buyer without a plan, and refuses other roles', async () => {
    const buyer = await newAccount(ctx);
    expect((await status(buyer.token)).json().data).toEqual({ subscription: null, packs: [], downloads_left: 0, can_download: false });
    const contributor = await newAccount(ctx, 'contributor');
    expect((await status(contributor.token)).statusCode).toBe(401);
  });
});

describe('cancel at period end and resume', () => {
  it('keeps the plan until the period ends, then the renewal job ends it without charging', async () => {
    const buyer = await newAccount(ctx);
    await buyVariant(ctx, buyer.token, 11);
    const cancelled = await call(ctx, 'POST', '/buyer/subscription/cancel', undefined, { token: buyer.token });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toMatch(/^Your plan will end on \d{4}-\d{2}-\d{2} and will not renew\.$/);
    expect(cancelled.json().data.subscription).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      renews_at: null,
      downloads_left: 10,
    });

    const resumed = await call(ctx, 'POST', '/buyer/subscription/resume', undefined, { token: buyer.token });
    expect(resumed.json().data.subscription.cancel_at_period_end).toBe(false);
    await call(ctx, 'POST', '/buyer/subscription/cancel', undefined, { token: buyer.token });

    await endPeriod(buyer.id);
    const report = await renewDueSubscriptions(deps());
    expect(report.ended).toBeGreaterThanOrEqual(1);
    expect(await subscriptionOf(buyer.id)).toMatchObject({ status: 'canceled' });
    const orders = await ctx.database.db.selectFrom('orders').select('kind').where('user_id', '=', buyer.id).execute();
    expect(orders.map((order) => order.kind)).toEqual(['purchase']);
    expect((await status(buyer.token)).json().data.subscription).toBeNull();
  });

  it('answers 404 without a plan and 401 for other roles', async () => {
    const buyer = await newAccount(ctx);
    const contributor = await newAccount(ctx, 'contributor');
    const none = await call(ctx, 'POST', '/buyer/subscription/cancel', undefined, { token: buyer.token });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('You have no active plan.');
    expect((await call(ctx, 'POST', '/buyer/subscription/cancel', undefined, { token: contributor.token })).statusCode).toBe(401);
    expect((await call(ctx, 'POST', '/buyer/subscription/resume')).statusCode).toBe(401);
  });
});

describe('renewal at period end', () => {
  it('charges the saved card for the next period, resets the quota, issues an invoice, and does it once', async () => {
    const buyer = await newAccount(ctx);
    await buyVariant(ctx, buyer.token, 11);
    await ctx.database.db.updateTable('subscriptions').set({ downloads_used: 7 }).where('user_id', '=', buyer.id).execute();
    await endPeriod(buyer.id);
    const oldEnd = (await subscriptionOf(buyer.id)).current_period_end;
    const cashBefore = await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.cash);

    const report = await renewDueSubscriptions(deps());
    expect(report.renewed).toBeGreaterThanOrEqual(1);
    const renewed = await subscriptionOf(buyer.id);
    expect(renewed).toMatchObject({ status: 'active', downloads_used: 0, current_period_start: oldEnd });
    expect(renewed.current_period_end.getTime()).toBeGreaterThan(Date.now());
    expect(await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.cash)).toBe(cashBefore + 3190);

    await renewDueSubscriptions(deps());
    const orders = await ctx.database.db
      .selectFrom('orders')
      .select(['kind', 'status'])
      .where('user_id', '=', buyer.id)
      .orderBy('id')
      .execute();
    expect(orders).toEqual([
      { kind: 'purchase', status: 'paid' },
      { kind: 'renewal', status: 'paid' },
    ]);
    const invoices = await call(ctx, 'GET', '/buyer/billing', undefined, { token: buyer.token });
    expect(invoices.json().data.results[0].description).toBe('Renewal of Essentials: Essentials, monthly');
  });

  it('waits for a payment of the same buyer in progress, and renews nothing that an upgrade replaced meanwhile', async () => {
    const buyer = await newAccount(ctx);
    await buyVariant(ctx, buyer.token, 11);
    await endPeriod(buyer.id);
    const cashBefore = await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.cash);
    const newEnd = new Date(Date.now() + 30 * 86_400_000);
    let renewal: ReturnType<typeof renewDueSubscriptions> | undefined;
    // An upgrade holds the buyer's payment lock while it charges; the renewal job runs in the middle of it.
    await ctx.database.db.transaction().execute(async (trx) => {
      await lockHolderPayments(trx, buyer.id);
      renewal = renewDueSubscriptions(deps());
      await new Promise((resolve) => setTimeout(resolve, 400));
      const early = await ctx.database.db
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', buyer.id)
        .where('kind', '=', 'renewal')
        .execute();
      expect(early).toEqual([]);
      await trx
        .updateTable('subscriptions')
        .set({ plan_variant_id: 21, current_period_start: new Date(), current_period_end: newEnd })
        .where('user_id', '=', buyer.id)
        .execute();
    });
    await renewal;
    expect(await subscriptionOf(buyer.id)).toMatchObject({ plan_variant_id: 21, status: 'active', current_period_end: newEnd });
    const renewals = await ctx.database.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', buyer.id)
      .where('kind', '=', 'renewal')
      .execute();
    expect(renewals).toEqual([]);
    expect(await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.cash)).toBe(cashBefore);
  });

  it('a refused card leaves the plan past due with no downloads, and a new purchase replaces it', async () => {
    const buyer = await newAccount(ctx);
    await buyVariant(ctx, buyer.token, 11);
    const declining = await ctx.database.db
      .insertInto('payment_methods')
      .values({ user_id: buyer.id, provider: 'test', provider_method_id: `test_pm_0002_${randomUUID()}`, brand: 'Visa', last4: '0002' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.database.db.updateTable('subscriptions').set({ payment_method_id: declining.id }).where('user_id', '=', buyer.id).execute();
    await endPeriod(buyer.id);
    const report = await renewDueSubscriptions(deps());
    expect(report.failed).toBeGreaterThanOrEqual(1);
    expect(await subscriptionOf(buyer.id)).toMatchObject({ status: 'past_due', renewal_failures: 1 });
    const renewal = await ctx.database.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', buyer.id)
      .where('kind', '=', 'renewal')
      .executeTakeFirstOrThrow();
    expect(renewal).toMatchObject({ status: 'failed', failure_message: 'Your card was declined. Try another card.' });
    expect((await status(buyer.token)).json().data).toMatchObject({
      subscription: { status: 'past_due', downloads_left: 0 },
      can_download: false,
    });

    await buyVariant(ctx, buyer.token, 21);
    expect((await status(buyer.token)).json().data.subscription).toMatchObject({ plan_name: 'Pro', status: 'active' });
  });
});

describe('POST /api/buyer/subscription/upgrade', () => {
  it('moves to the larger plan now, charged to the saved card less the unused part', async () => {
    const buyer = await newAccount(ctx);
    await buyVariant(ctx, buyer.token, 11);
    const key = randomUUID();
    const response = await call(
      ctx,
      'POST',
      '/buyer/subscription/upgrade',
      { plan_variant_id: 21, idempotency_key: key },
      { token: buyer.token },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('You are now on Pro. Your downloads for this period start afresh.');
    const { order, subscription } = response.json().data;
    expect(order).toMatchObject({ kind: 'upgrade', status: 'paid', subtotal_cents: 9900 });
    // Nothing of the Essentials period was used: almost all of its 29.00 comes off.
    expect(order.discount_cents).toBeGreaterThan(2850);
    expect(order.discount_cents).toBeLessThanOrEqual(2900);
    expect(order.lines.map((line: { kind: string }) => line.kind)).toEqual(['item', 'credit', 'tax']);
    expect(subscription.subscription).toMatchObject({ plan_name: 'Pro', downloads_left: 50 });

    const again = await call(
      ctx,
      'POST',
      '/buyer/subscription/upgrade',
      { plan_variant_id: 21, idempotency_key: key },
      { token: buyer.token },
    );
    expect(again.json().data.order.order_id).toBe(order.order_id);
    const upgrades = await ctx.database.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', buyer.id)
      .where('kind', '=', 'upgrade')
      .execute();
    expect(upgrades).toHaveLength(1);
  });

  it('two parallel upgrades charge once; a refused card upgrades nothing', async () => {
    const buyer = await newAccount(ctx);
    await buyVariant(ctx, buyer.token, 11);
    const [first, second] = await Promise.all([
      call(ctx, 'POST', '/buyer/subscription/upgrade', { plan_variant_id: 21 }, { token: buyer.token }),
      call(ctx, 'POST', '/buyer/subscription/upgrade', { plan_variant_id: 21 }, { token: buyer.token }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const upgrades = await ctx.database.db
      .selectFrom('orders')
      .select('status')
      .where('user_id', '=', buyer.id)
      .where('kind', '=', 'upgrade')
      .execute();
    expect(upgrades).toEqual([{ status: 'paid' }]);

    const declining = await ctx.database.db
      .insertInto('payment_methods')
      .values({ user_id: buyer.id, provider: 'test', provider_method_id: `test_pm_0002_${randomUUID()}`, brand: 'Visa', last4: '0002' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.database.db.updateTable('subscriptions').set({ payment_method_id: declining.id }).where('user_id', '=', buyer.id).execute();
    const refused = await call(ctx, 'POST', '/buyer/subscription/upgrade', { plan_variant_id: 31 }, { token: buyer.token });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe('Your card was declined. Try another card.');
    expect(await subscriptionOf(buyer.id)).toMatchObject({ plan_variant_id: 21, status: 'active' });
    const failed = await ctx.database.db
      .selectFrom('orders')
      .select('status')
      .where('user_id', '=', buyer.id)
      .where('plan_variant_id', '=', 31)
      .execute();
    expect(failed).toEqual([{ status: 'failed' }]);
  });

  it('refuses a smaller or equal plan, no plan, malformed bodies and other roles', async () => {
    const buyer = await newAccount(ctx);
    const contributor = await newAccount(ctx, 'contributor');
    expect((await call(ctx, 'POST', '/buyer/subscription/upgrade', { plan_variant_id: 21 }, { token: buyer.token })).statusCode).toBe(404);
    await buyVariant(ctx, buyer.token, 21);
    const down = await call(ctx, 'POST', '/buyer/subscription/upgrade', { plan_variant_id: 11 }, { token: buyer.token });
    expect(down.statusCode).toBe(400);
    expect(down.json().message).toBe('Choose a larger plan than your current one to upgrade.');
    expect((await call(ctx, 'POST', '/buyer/subscription/upgrade', { plan_variant_id: 41 }, { token: buyer.token })).statusCode).toBe(400);
    expect((await call(ctx, 'POST', '/buyer/subscription/upgrade', { plan_variant_id: 'x' }, { token: buyer.token })).statusCode).toBe(400);
    expect((await call(ctx, 'POST', '/buyer/subscription/upgrade', { plan_variant_id: 31 }, { token: contributor.token })).statusCode).toBe(
      401,
    );
    expect((await subscriptionOf(buyer.id)).plan_variant_id).toBe(21);
  });
});

describe('GET /api/buyer/billing, /api/buyer/purchase/history and the invoice PDF', () => {
  it('pages orders 5 at a time and invoices with sequential numbers', async () => {
    const buyer = await newAccount(ctx, 'buyer', 'Katherine Johnson');
    for (let i = 0; i < 6; i++) await buyVariant(ctx, buyer.token, 41);
    const first = await call(ctx, 'GET', '/buyer/purchase/history?page_no=1&limit=5', undefined, { token: buyer.token });
    expect(first.json().data).toMatchObject({ totalCount: 6, total_pages: 2, page_no: 1, limit: 5 });
    expect(first.json().data.results).toHaveLength(5);
    const second = await call(ctx, 'GET', '/buyer/purchase/history?page_no=2', undefined, { token: buyer.token });
    expect(second.json().data.results).toHaveLength(1);
    expect(second.json().data.results[0]).toMatchObject({
      status: 'paid',
      description: 'On demand: 5 downloads',
      invoice_number: expect.stringMatching(/^INV-/),
    });

    const billing = await call(ctx, 'GET', '/buyer/billing?page_no=1', undefined, { token: buyer.token });
    expect(billing.json().data).toMatchObject({ totalCount: 6, limit: 10 });
    const numbers = billing
      .json()
      .data.results.map((invoice: { number: string }) => Number(invoice.number.slice(4)))
      .reverse();
    for (let i = 1; i < numbers.length; i++) expect(numbers[i]).toBe((numbers[i - 1] as number) + 1);

    const invoice = billing.json().data.results[0];
    const pdf = await call(ctx, 'GET', invoice.pdf_url.replace('/api', ''), undefined, { token: buyer.token });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("hides another buyer's invoices and refuses malformed pages and other roles", async () => {
    const owner = await newAccount(ctx);
    const stranger = await newAccount(ctx);
    const contributor = await newAccount(ctx, 'contributor');
    const order = await buyVariant(ctx, owner.token, 41);
    expect(
      (await call(ctx, 'GET', `/buyer/invoice/pdf?invoice_id=${order.invoice_id}`, undefined, { token: stranger.token })).statusCode,
    ).toBe(404);
    expect((await call(ctx, 'GET', '/buyer/billing', undefined, { token: stranger.token })).json().data.totalCount).toBe(0);
    expect((await call(ctx, 'GET', '/buyer/purchase/history', undefined, { token: stranger.token })).json().data.totalCount).toBe(0);
    expect((await call(ctx, 'GET', '/buyer/billing?page_no=abc', undefined, { token: owner.token })).statusCode).toBe(400);
    expect((await call(ctx, 'GET', '/buyer/purchase/history?limit=500', undefined, { token: owner.token })).statusCode).toBe(400);
    expect((await call(ctx, 'GET', '/buyer/invoice/pdf', undefined, { token: owner.token })).statusCode).toBe(400);
    for (const url of ['/buyer/billing', '/buyer/purchase/history', `/buyer/invoice/pdf?invoice_id=${order.invoice_id}`]) {
      expect((await call(ctx, 'GET', url, undefined, { token: contributor.token })).statusCode).toBe(401);
    }
  });
});
