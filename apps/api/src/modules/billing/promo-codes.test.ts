import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { buyVariant, checkoutVariant, newAccount, payTestCard } from '../../../test/billing-helpers';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { pdfText } from '../../../test/pdf-text';
import { useTestApp } from '../../../test/test-app';
import { call } from '../auth/auth-test-helpers';
import { createPromoCode, type NewPromoCode } from './promo-codes';

const ctx = useTestApp();
afterEach(async () => {
  await expectLedgerBalanced(ctx.database.db);
});

const PRO = 2;
const TEAM = 3;
const uniqueCode = (prefix: string) => `${prefix}${randomUUID().slice(0, 8).toUpperCase()}`;
async function promo(overrides: Partial<NewPromoCode> = {}) {
  return createPromoCode(ctx.database.db, {
    code: uniqueCode('SAVE'),
    description: 'Autumn sale',
    percentOff: 25,
    expiresAt: new Date(Date.now() + 86_400_000),
    maxRedemptions: 10,
    planIds: [PRO],
    ...overrides,
  });
}
const quote = (token: string, variant: number, code: string) =>
  call(ctx, 'GET', `/buyer/plan/variant/details?plan_variant_id=${variant}&offer=${code}`, undefined, { token });
const redemptionsOf = async (id: number) =>
  (await ctx.database.db.selectFrom('promo_codes').select('redemptions').where('id', '=', id).executeTakeFirstOrThrow()).redemptions;

describe('promo codes at checkout', () => {
  it('takes a percentage off, shows it on the order, the invoice and its PDF, and counts the redemption', async () => {
    const buyer = await newAccount(ctx);
    const code = await promo();
    const priced = await quote(buyer.token, 21, code.code.toLowerCase());
    expect(priced.json().data).toMatchObject({
      subtotal_cents: 9900,
      discount_cents: 2475,
      tax_cents: 743,
      total_cents: 8168,
      offer: { code: code.code, title: 'Autumn sale', percent_off: 25, applies_to: 'plans' },
      offer_error: null,
    });
    const checkout = await checkoutVariant(ctx, buyer.token, 21, { offer: code.code });
    expect(checkout.statusCode).toBe(200);
    const paid = await payTestCard(ctx, buyer.token, checkout.json().data.order.order_id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.order).toMatchObject({ status: 'paid', offer_code: code.code, discount_cents: 2475, total_cents: 8168 });

    const invoices = await call(ctx, 'GET', '/buyer/billing', undefined, { token: buyer.token });
    const [invoice] = invoices.json().data.results;
    expect(invoice).toMatchObject({
      subtotal_cents: 9900,
      discount_cents: 2475,
      total_cents: 8168,
      discounts: [{ kind: 'discount', description: `Autumn sale (${code.code})`, amount_cents: -2475 }],
    });
    const stored = await ctx.database.db
      .selectFrom('invoices')
      .select('lines')
      .where('id', '=', invoice.invoice_id)
      .executeTakeFirstOrThrow();
    expect(stored.lines).toContainEqual({ kind: 'discount', description: `Autumn sale (${code.code})`, amount_cents: -2475 });
    const pdf = await call(ctx, 'GET', invoice.pdf_url.replace('/api', ''), undefined, { token: buyer.token });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Autumn sale (${code.code})`);
    expect(text).toContain('-$24.75');
    expect(await redemptionsOf(code.id)).toBe(1);
    const ledger = await ctx.database.db
      .selectFrom('ledger_postings as p')
      .innerJoin('ledger_transactions as t', 't.id', 'p.transaction_id')
      .select(['p.amount_cents'])
      .where('t.reference', '=', `order:${paid.json().data.order.order_id}:payment`)
      .orderBy('p.amount_cents', 'desc')
      .execute();
    expect(ledger.map((posting) => Number(posting.amount_cents))).toEqual([8168, -743, -7425]);
  });

  it('takes an amount off, never more than the price', async () => {
    const buyer = await newAccount(ctx);
    const tenOff = await promo({ percentOff: undefined, amountOffCents: 1000, planIds: [PRO, TEAM] });
    expect((await quote(buyer.token, 31, tenOff.code)).json().data).toMatchObject({
      discount_cents: 1000,
      total_cents: 26_290,
      offer: { percent_off: 0, amount_off_cents: 1000 },
    });
    const allOff = await promo({ percentOff: undefined, amountOffCents: 1_000_000 });
    expect((await quote(buyer.token, 21, allOff.code)).json().data).toMatchObject({ discount_cents: 9900, total_cents: 0 });
  });

  it('refuses an expired code, a used-up code and a code for another plan, at the quote and at checkout', async () => {
    const buyer = await newAccount(ctx);
    const expired = await promo({ expiresAt: new Date(Date.now() - 1000) });
    const usedUp = await promo({ maxRedemptions: 1 });
    const teamOnly = await promo({ planIds: [TEAM] });
    await ctx.database.db.updateTable('promo_codes').set({ redemptions: 1 }).where('id', '=', usedUp.id).execute();
    const cases = [
      [expired.code, `The promo code ${expired.code} has expired.`],
      [usedUp.code, `The promo code ${usedUp.code} has been used up.`],
      [teamOnly.code, `The promo code ${teamOnly.code} does not apply to Pro.`],
      ['NOSUCHCODE', 'There is no offer with the code NOSUCHCODE.'],
    ] as const;
    for (const [code, message] of cases) {
      expect((await quote(buyer.token, 21, code)).json().data).toMatchObject({ discount_cents: 0, offer: null, offer_error: message });
      const refused = await checkoutVariant(ctx, buyer.token, 21, { offer: code });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([{ field: 'offer', message }]);
    }
    const orders = await ctx.database.db.selectFrom('orders').select('id').where('user_id', '=', buyer.id).execute();
    expect(orders).toEqual([]);
  });

  it('checks the code again when the payment is taken: expired since checkout, nothing is charged', async () => {
    const buyer = await newAccount(ctx);
    const code = await promo();
    const checkout = await checkoutVariant(ctx, buyer.token, 21, { offer: code.code });
    await ctx.database.db
      .updateTable('promo_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', code.id)
      .execute();
    const paid = await payTestCard(ctx, buyer.token, checkout.json().data.order.order_id);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(
      `The promo code ${code.code} has expired. Check out again to see the price without it. Nothing was charged.`,
    );
    expect(await redemptionsOf(code.id)).toBe(0);
    const subscriptions = await ctx.database.db.selectFrom('subscriptions').select('id').where('user_id', '=', buyer.id).execute();
    expect(subscriptions).toEqual([]);
  });

  it('gives the last redemption of a code to exactly one of two parallel payments', async () => {
    const code = await promo({ maxRedemptions: 1 });
    const buyers = await Promise.all([newAccount(ctx), newAccount(ctx)]);
    const orders = await Promise.all(
      buyers.map(async (buyer) => (await checkoutVariant(ctx, buyer.token, 21, { offer: code.code })).json().data.order.order_id as number),
    );
    const results = await Promise.all(buyers.map((buyer, index) => payTestCard(ctx, buyer.token, orders[index] as number)));
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((result) => result.statusCode === 409);
    expect(refused?.json().message).toBe(
      `The promo code ${code.code} has been used up. Check out again to see the price without it. Nothing was charged.`,
    );
    expect(await redemptionsOf(code.id)).toBe(1);
    const redemptions = await ctx.database.db
      .selectFrom('promo_redemptions')
      .select('order_id')
      .where('promo_code_id', '=', code.id)
      .execute();
    expect(redemptions).toHaveLength(1);
    const paidOrders = await ctx.database.db
      .selectFrom('orders')
      .select('id')
      .where('id', 'in', orders)
      .where('status', '=', 'paid')
      .execute();
    expect(paidOrders).toEqual([{ id: redemptions[0]?.order_id }]);
  });

  it('prices on the server only: a price, total or discount sent by the client is ignored', async () => {
    const buyer = await newAccount(ctx);
    const code = await promo();
    const checkout = await call(
      ctx,
      'POST',
      '/buyer/order/checkout',
      { plan_variant_id: 21, offer: code.code, idempotency_key: randomUUID(), total_cents: 1, price_cents: 1, discount_cents: 9900 },
      { token: buyer.token },
    );
    expect(checkout.statusCode).toBe(200);
    expect(checkout.json().data.order).toMatchObject({ subtotal_cents: 9900, discount_cents: 2475, total_cents: 8168 });
    const paid = await call(
      ctx,
      'POST',
      '/buyer/order/pay/test-card',
      {
        order_id: checkout.json().data.order.order_id,
        card_number: '4242 4242 4242 4242',
        exp_month: 12,
        exp_year: 2099,
        cvc: '123',
        amount_cents: 1,
      },
      { token: buyer.token },
    );
    expect(paid.statusCode).toBe(200);
    const payments = await ctx.database.db
      .selectFrom('payments')
      .select(['amount_cents', 'status'])
      .where('order_id', '=', checkout.json().data.order.order_id)
      .execute();
    expect(payments.map((payment) => [Number(payment.amount_cents), payment.status])).toEqual([[8168, 'succeeded']]);
  });

  it('keeps the published offers as they were: WELCOME20 counts no redemption and stays first-purchase only', async () => {
    const buyer = await newAccount(ctx);
    const checkout = await checkoutVariant(ctx, buyer.token, 11, { offer: 'WELCOME20' });
    const paid = await payTestCard(ctx, buyer.token, checkout.json().data.order.order_id);
    expect(paid.json().data.order).toMatchObject({ offer_code: 'WELCOME20', discount_cents: 580 });
    expect(
      await ctx.database.db
        .selectFrom('promo_redemptions')
        .select('order_id')
        .where('order_id', '=', paid.json().data.order.order_id)
        .execute(),
    ).toEqual([]);
    await buyVariant(ctx, buyer.token, 41);
    expect((await quote(buyer.token, 41, 'WELCOME20')).json().data.offer_error).toBe(
      'WELCOME20 is for a first purchase, and you have bought before.',
    );
    await expect(
      createPromoCode(ctx.database.db, {
        code: 'welcome20',
        description: 'Clash',
        percentOff: 50,
        expiresAt: null,
        maxRedemptions: 5,
        planIds: [PRO],
      }),
    ).rejects.toThrow('WELCOME20 is the code of a published offer');
  });
});
