import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { buyVariant, CARDS, checkoutVariant, newAccount, payTestCard } from '../../../test/billing-helpers';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { useTestApp } from '../../../test/test-app';
import { call } from '../auth/auth-test-helpers';
import { accountBalance } from '../ledger/ledger.repo';
import { LEDGER_ACCOUNTS } from '../ledger/ledger-accounts';

const ctx = useTestApp();
afterEach(async () => {
  await expectLedgerBalanced(ctx.database.db);
});

const ordersOf = (userId: number) => ctx.database.db.selectFrom('orders').selectAll().where('user_id', '=', userId).execute();
const subscriptionsOf = (userId: number) => ctx.database.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).execute();

describe('GET /api/plan', () => {
  it('lists plans with monthly and annual variants, pack credits and prices in cents, to anyone', async () => {
    const response = await call(ctx, 'GET', '/plan');
    expect(response.statusCode).toBe(200);
    const { plans, currency, tax_rate_bp } = response.json().data;
    expect(currency).toBe('USD');
    expect(tax_rate_bp).toBe(1000);
    const essentials = plans.find((plan: { slug: string }) => plan.slug === 'essentials');
    expect(essentials).toMatchObject({ plan_id: 1, kind: 'subscription', media: 'IMAGE' });
    expect(essentials.variants).toEqual([
      expect.objectContaining({ plan_variant_id: 11, interval: 'month', price_cents: 2900, downloads: 10, saving_percent: 0 }),
      expect.objectContaining({ plan_variant_id: 12, interval: 'year', price_cents: 29000, downloads: 120, saving_percent: 17 }),
    ]);
    const pack = plans.find((plan: { kind: string }) => plan.kind === 'pack');
    expect(pack.variants[0]).toMatchObject({ valid_days: 365, interval: null });
  });
});

describe('POST /api/buyer/buy/plan', () => {
  it('answers the plan, its monthly variant and its price', async () => {
    const buyer = await newAccount(ctx);
    const response = await call(ctx, 'POST', '/buyer/buy/plan', { plan_id: 2 }, { token: buyer.token });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      plan: { plan_id: 2, name: 'Pro' },
      plan_variant_id: 21,
      quote: { subtotal_cents: 9900, tax_cents: 990, total_cents: 10890 },
      current_subscription: null,
    });
  });

  it('refuses an unknown plan, a malformed body, no token and a contributor token', async () => {
    const buyer = await newAccount(ctx);
    const contributor = await newAccount(ctx, 'contributor');
    expect((await call(ctx, 'POST', '/buyer/buy/plan', { plan_id: 99 }, { token: buyer.token })).statusCode).toBe(404);
    const malformed = await call(ctx, 'POST', '/buyer/buy/plan', { plan_id: 'pro' }, { token: buyer.token });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].field).toBe('plan_id');
    expect((await call(ctx, 'POST', '/buyer/buy/plan', { plan_id: 1 })).statusCode).toBe(401);
    expect((await call(ctx, 'POST', '/buyer/buy/plan', { plan_id: 1 }, { token: contributor.token })).statusCode).toBe(401);
  });
});

describe('GET /api/buyer/plan/variant/details and /api/buyer/offer', () => {
  it('prices a variant with tax, and shows the saving of an offer', async () => {
    const buyer = await newAccount(ctx);
    const plain = await call(ctx, 'GET', '/buyer/plan/variant/details?plan_variant_id=11', undefined, { token: buyer.token });
    expect(plain.json().data).toMatchObject({ subtotal_cents: 2900, discount_cents: 0, tax_cents: 290, total_cents: 3190, offer: null });
    const offered = await call(ctx, 'GET', '/buyer/plan/variant/details?plan_variant_id=11&offer=welcome20', undefined, {
      token: buyer.token,
    });
    expect(offered.json().data).toMatchObject({
      subtotal_cents: 2900,
      discount_cents: 580,
      tax_cents: 232,
      total_cents: 2552,
      offer: { code: 'WELCOME20' },
    });
    expect(offered.json().data.lines).toEqual([
      { kind: 'item', description: 'Essentials: Essentials, monthly', amount_cents: 2900 },
      { kind: 'discount', description: '20% off your first purchase (WELCOME20)', amount_cents: -580 },
      { kind: 'tax', description: 'Sales tax 10%', amount_cents: 232 },
    ]);
  });

  it('says why an offer does not apply and does not apply it', async () => {
    const buyer = await newAccount(ctx);
    const annualOnly = await call(ctx, 'GET', '/buyer/plan/variant/details?plan_variant_id=11&offer=ANNUAL10', undefined, {
      token: buyer.token,
    });
    expect(annualOnly.json().data).toMatchObject({ discount_cents: 0, offer: null, offer_error: 'ANNUAL10 applies to annual plans only.' });
    const unknown = await call(ctx, 'GET', '/buyer/plan/variant/details?plan_variant_id=11&offer=FREE', undefined, { token: buyer.token });
    expect(unknown.json().data.offer_error).toBe('There is no offer with the code FREE.');
  });

  it('lists the first-purchase offer only until the buyer has paid once', async () => {
    const buyer = await newAccount(ctx);
    const before = await call(ctx, 'GET', '/buyer/offer', undefined, { token: buyer.token });
    expect(before.json().data.offers.map((offer: { code: string }) => offer.code)).toEqual(['WELCOME20', 'ANNUAL10']);
    await buyVariant(ctx, buyer.token, 41);
    const after = await call(ctx, 'GET', '/buyer/offer', undefined, { token: buyer.token });
    expect(after.json().data.offers.map((offer: { code: string }) => offer.code)).toEqual(['ANNUAL10']);
  });

  it('refuses malformed queries and other roles', async () => {
    const buyer = await newAccount(ctx);
    const contributor = await newAccount(ctx, 'contributor');
    expect((await call(ctx, 'GET', '/buyer/plan/variant/details', undefined, { token: buyer.token })).statusCode).toBe(400);
    expect((await call(ctx, 'GET', '/buyer/plan/variant/details?plan_variant_id=0', undefined, { token: buyer.token })).statusCode).toBe(
      400,
    );
    expect((await call(ctx, 'GET', '/buyer/plan/variant/details?plan_variant_id=999', undefined, { token: buyer.token })).statusCode).toBe(
      404,
    );
    expect(
      (await call(ctx, 'GET', '/buyer/plan/variant/details?plan_variant_id=11', undefined, { token: contributor.token })).statusCode,
    ).toBe(401);
    expect((await call(ctx, 'GET', '/buyer/offer', undefined, { token: contributor.token })).statusCode).toBe(401);
    expect((await call(ctx, 'GET', '/buyer/offer')).statusCode).toBe(401);
  });
});

describe('POST /api/buyer/order/checkout', () => {
  it('makes a pending order with lines, tax and total, and a payment in test mode', async () => {
    const buyer = await newAccount(ctx);
    const response = await checkoutVariant(ctx, buyer.token, 21, { offer: 'WELCOME20' });
    expect(response.statusCode).toBe(200);
    const { order, payment } = response.json().data;
    expect(order).toMatchObject({
      status: 'pending',
      kind: 'purchase',
      plan_variant_id: 21,
      subtotal_cents: 9900,
      discount_cents: 1980,
      tax_cents: 792,
      total_cents: 8712,
      offer_code: 'WELCOME20',
      invoice_id: null,
    });
    expect(payment).toMatchObject({ provider: 'test', test_mode: true, status: 'requires_payment' });
    expect(payment).not.toHaveProperty('redirect_url');
    expect(payment.notice).toContain('Test mode');
    expect(payment.notice).toContain('4242 4242 4242 4242');
    expect(await subscriptionsOf(buyer.id)).toEqual([]);
  });

  it('makes one order from two parallel checkouts with one idempotency key', async () => {
    const buyer = await newAccount(ctx);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      checkoutVariant(ctx, buyer.token, 11, { idempotency_key: key }),
      checkoutVariant(ctx, buyer.token, 11, { idempotency_key: key }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.json().data.order.order_id).toBe(second.json().data.order.order_id);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
    const payments = await ctx.database.db
      .selectFrom('payments')
      .select('id')
      .where('order_id', '=', first.json().data.order.order_id)
      .execute();
    expect(payments).toHaveLength(1);
  });

  it('accepts the key as an Idempotency-Key header, and refuses its reuse for another variant', async () => {
    const buyer = await newAccount(ctx);
    const key = randomUUID();
    const headers = { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json', 'idempotency-key': key };
    const first = await ctx.app.inject({ method: 'POST', url: '/api/buyer/order/checkout', headers, payload: { plan_variant_id: 11 } });
    const again = await ctx.app.inject({ method: 'POST', url: '/api/buyer/order/checkout', headers, payload: { plan_variant_id: 11 } });
    expect(again.json().data.order.order_id).toBe(first.json().data.order.order_id);
    const other = await checkoutVariant(ctx, buyer.token, 12, { idempotency_key: key });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This idempotency key was already used for a different order.');
    expect(await ordersOf(buyer.id)).toHaveLength(1);
  });

  it('refuses an offer that does not apply, an unknown variant, malformed bodies and other roles, making nothing', async () => {
    const buyer = await newAccount(ctx);
    const contributor = await newAccount(ctx, 'contributor');
    const badOffer = await checkoutVariant(ctx, buyer.token, 11, { offer: 'ANNUAL10' });
    expect(badOffer.statusCode).toBe(400);
    expect(badOffer.json().errors).toEqual([{ field: 'offer', message: 'ANNUAL10 applies to annual plans only.' }]);
    expect((await checkoutVariant(ctx, buyer.token, 999)).statusCode).toBe(404);
    expect(
      (
        await call(
          ctx,
          'POST',
          '/buyer/order/checkout',
          { plan_variant_id: 11, idempotency_key: 'no spaces allowed' },
          { token: buyer.token },
        )
      ).statusCode,
    ).toBe(400);
    expect((await call(ctx, 'POST', '/buyer/order/checkout', { plan_variant_id: -1 }, { token: buyer.token })).statusCode).toBe(400);
    expect((await call(ctx, 'POST', '/buyer/order/checkout', { plan_variant_id: 11 }, { token: contributor.token })).statusCode).toBe(401);
    expect(await ordersOf(buyer.id)).toEqual([]);
  });

  it('refuses a second subscription while one is active', async () => {
    const buyer = await newAccount(ctx);
    await buyVariant(ctx, buyer.token, 11);
    const second = await checkoutVariant(ctx, buyer.token, 21);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain('You already have the Essentials plan');
  });
});

describe('POST /api/buyer/order/pay/test-card', () => {
  it('pays with 4242: the plan starts, an invoice is issued and the payment is in the ledger', async () => {
    const buyer = await newAccount(ctx);
    const cashBefore = await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.cash);
    const checkout = await checkoutVariant(ctx, buyer.token, 11);
    const orderId = checkout.json().data.order.order_id;
    const paid = await payTestCard(ctx, buyer.token, orderId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().message).toBe('Payment received. Your plan is ready.');
    expect(paid.json().data.order).toMatchObject({ status: 'paid', invoice_number: expect.stringMatching(/^INV-\d{6}$/) });
    expect(paid.json().data.payment.status).toBe('succeeded');
    const [subscription] = await subscriptionsOf(buyer.id);
    expect(subscription).toMatchObject({
      status: 'active',
      plan_variant_id: 11,
      downloads_per_period: 10,
      downloads_used: 0,
      value_per_download_cents: 290,
    });
    expect(await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.cash)).toBe(cashBefore + 3190);
    const postings = await ctx.database.db
      .selectFrom('ledger_postings')
      .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_postings.transaction_id')
      .select(['account', 'amount_cents'])
      .where('reference', '=', `order:${orderId}:payment`)
      .orderBy('ledger_postings.id')
      .execute();
    expect(postings).toEqual([
      { account: 'platform:cash', amount_cents: 3190 },
      { account: 'platform:revenue', amount_cents: -2900 },
      { account: 'platform:tax_payable', amount_cents: -290 },
    ]);
    const method = await ctx.database.db
      .selectFrom('payment_methods')
      .selectAll()
      .where('user_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(method).toMatchObject({ brand: 'Visa', last4: '4242', provider: 'test' });
    expect(method.provider_method_id).not.toContain('4242 4242');
  });

  it('paying a paid order again is refused and changes nothing', async () => {
    const buyer = await newAccount(ctx);
    const order = await buyVariant(ctx, buyer.token, 41);
    const again = await payTestCard(ctx, buyer.token, order.order_id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already paid. Nothing more was charged.');
    expect(await ctx.database.db.selectFrom('credit_packs').select('id').where('user_id', '=', buyer.id).execute()).toHaveLength(1);
    expect(await ctx.database.db.selectFrom('invoices').select('id').where('user_id', '=', buyer.id).execute()).toHaveLength(1);
  });

  it('a declined card gives no plan and a clear message; another card then pays the same order', async () => {
    const buyer = await newAccount(ctx);
    const checkout = await checkoutVariant(ctx, buyer.token, 11);
    const orderId = checkout.json().data.order.order_id;
    const declined = await payTestCard(ctx, buyer.token, orderId, CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ status: false, message: 'Your card was declined. Try another card.' });
    const poor = await payTestCard(ctx, buyer.token, orderId, CARDS.insufficient);
    expect(poor.statusCode).toBe(402);
    expect(poor.json().message).toBe('Your card has insufficient funds. Try another card.');
    expect(await subscriptionsOf(buyer.id)).toEqual([]);
    expect(await ctx.database.db.selectFrom('invoices').select('id').where('user_id', '=', buyer.id).execute()).toEqual([]);
    const [order] = await ordersOf(buyer.id);
    expect(order).toMatchObject({ status: 'pending', failure_message: 'Your card has insufficient funds. Try another card.' });
    const status = await call(ctx, 'GET', '/buyer/subscription/plan', undefined, { token: buyer.token });
    expect(status.json().data).toMatchObject({ subscription: null, can_download: false });

    const paid = await payTestCard(ctx, buyer.token, orderId, CARDS.ok);
    expect(paid.statusCode).toBe(200);
    expect(await subscriptionsOf(buyer.id)).toHaveLength(1);
    const payments = await ctx.database.db.selectFrom('payments').select('status').where('order_id', '=', orderId).orderBy('id').execute();
    expect(payments.map((payment) => payment.status)).toEqual(['failed', 'failed', 'succeeded']);
  });

  it('refuses invalid card details with the field, and an expired card', async () => {
    const buyer = await newAccount(ctx);
    const orderId = (await checkoutVariant(ctx, buyer.token, 11)).json().data.order.order_id;
    const luhn = await payTestCard(ctx, buyer.token, orderId, '4242 4242 4242 4241');
    expect(luhn.statusCode).toBe(400);
    expect(luhn.json().errors).toEqual([{ field: 'card_number', message: 'The card number is not valid.' }]);
    const real = await payTestCard(ctx, buyer.token, orderId, '5555 5555 5555 4444');
    expect(real.json().message).toContain('Test mode accepts only the test cards');
    const expired = await call(
      ctx,
      'POST',
      '/buyer/order/pay/test-card',
      { order_id: orderId, card_number: CARDS.ok, exp_month: 1, exp_year: 2020, cvc: '123' },
      { token: buyer.token },
    );
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('Your card has expired.');
    const malformed = await call(
      ctx,
      'POST',
      '/buyer/order/pay/test-card',
      { order_id: orderId, card_number: 'abcd', exp_month: 13, exp_year: 2099, cvc: '1' },
      { token: buyer.token },
    );
    expect(malformed.statusCode).toBe(400);
    expect([...new Set(malformed.json().errors.map((error: { field: string }) => error.field))].sort()).toEqual([
      'card_number',
      'cvc',
      'exp_month',
    ]);
    expect(await subscriptionsOf(buyer.id)).toEqual([]);
  });

  it("answers 404 for another buyer's order and 401 for other roles", async () => {
    const owner = await newAccount(ctx);
    const stranger = await newAccount(ctx);
    const contributor = await newAccount(ctx, 'contributor');
    const orderId = (await checkoutVariant(ctx, owner.token, 11)).json().data.order.order_id;
    const stolen = await payTestCard(ctx, stranger.token, orderId);
    expect(stolen.statusCode).toBe(404);
    expect((await payTestCard(ctx, contributor.token, orderId)).statusCode).toBe(401);
    expect(await subscriptionsOf(stranger.id)).toEqual([]);
    expect(await subscriptionsOf(owner.id)).toEqual([]);
  });

  it('a pack gives credits valid for a year', async () => {
    const buyer = await newAccount(ctx);
    await buyVariant(ctx, buyer.token, 42);
    const status = await call(ctx, 'GET', '/buyer/subscription/plan', undefined, { token: buyer.token });
    expect(status.json().data).toMatchObject({ subscription: null, downloads_left: 25, can_download: true });
    const [pack] = status.json().data.packs;
    expect(pack).toMatchObject({ name: 'On demand: 25 downloads', credits_total: 25, credits_left: 25 });
    const days = (Date.parse(pack.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
  });
});
