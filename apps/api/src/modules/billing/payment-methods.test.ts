import { afterEach, describe, expect, it } from 'vitest';
import { buyVariant, CARDS, checkoutVariant, newAccount } from '../../../test/billing-helpers';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { useTestApp } from '../../../test/test-app';
import { call } from '../auth/auth-test-helpers';
import { loadPricing } from '../plans/pricing';
import { fulfilOrder } from './fulfil-order';
import { insertOrderOnce } from './orders.repo';
import { orderAmounts, priceOrder } from './quote';

const ctx = useTestApp();
afterEach(async () => {
  await expectLedgerBalanced(ctx.database.db);
});

const card = (number: string = CARDS.ok) => ({ card_number: number, exp_month: 12, exp_year: 2099, cvc: '123' });
const addCard = (token: string, number?: string) => call(ctx, 'POST', '/buyer/payment-method/test-card', card(number), { token });
const listCards = (token: string) => call(ctx, 'GET', '/buyer/payment-method', undefined, { token });
const change = (token: string, action: 'default' | 'remove', id: number) =>
  call(ctx, 'POST', `/buyer/payment-method/${action}`, { payment_method_id: id }, { token });
const summary = (response: { json: () => { data: { payment_methods: { last4: string; is_default: boolean }[] } } }) =>
  response.json().data.payment_methods.map((method) => `${method.last4}${method.is_default ? '*' : ''}`);

/** A buyer on Pro with no saved card, as the demo buyer is: the plan was given, not paid by card. */
async function buyerOnComplimentaryPro() {
  const buyer = await newAccount(ctx);
  const found = (await loadPricing(ctx.database.db)).findVariant(21);
  if (!found) throw new Error('Pro, monthly is missing');
  await ctx.database.db.transaction().execute(async (trx) => {
    const priced = priceOrder({ ...found, offer: null, credit: { description: 'Complimentary', cents: found.variant.priceCents } });
    const order = await insertOrderOnce(trx, {
      user_id: buyer.id,
      idempotency_key: `gift-${buyer.id}`,
      kind: 'purchase',
      plan_id: 2,
      plan_variant_id: 21,
      description: 'Pro, monthly (gift)',
      ...orderAmounts(priced),
    });
    if (order) await fulfilOrder(trx, order.id, { providerPaymentId: null, paymentMethodId: null, summary: 'Complimentary' });
  });
  return buyer;
}

describe('the payment-methods calls', () => {
  it('add, list, make default and remove a saved card; the first card is the default', async () => {
    const buyer = await newAccount(ctx);
    expect(summary(await listCards(buyer.token))).toEqual([]);
    const first = await addCard(buyer.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Visa ending 4242 is saved.');
    expect(first.json().data).toMatchObject({ provider: 'test', test_mode: true });
    expect(summary(first)).toEqual(['4242*']);
    const second = await addCard(buyer.token);
    expect(summary(second)).toEqual(['4242*', '4242']);
    const [defaultCard, other] = second.json().data.payment_methods;

    const madeDefault = await change(buyer.token, 'default', other.payment_method_id);
    expect(madeDefault.statusCode).toBe(200);
    expect(madeDefault.json().data.payment_methods[0]).toMatchObject({ payment_method_id: other.payment_method_id, is_default: true });
    expect(madeDefault.json().data.payment_methods[1]).toMatchObject({
      payment_method_id: defaultCard.payment_method_id,
      is_default: false,
    });

    // Removing the default hands it to the card left; removing that leaves none.
    const removed = await change(buyer.token, 'remove', other.payment_method_id);
    expect(removed.json().message).toBe('Visa ending 4242 is removed.');
    expect(removed.json().data.payment_methods).toEqual([
      expect.objectContaining({ payment_method_id: defaultCard.payment_method_id, is_default: true }),
    ]);
    expect(summary(await change(buyer.token, 'remove', defaultCard.payment_method_id))).toEqual([]);
    expect((await change(buyer.token, 'remove', defaultCard.payment_method_id)).statusCode).toBe(404);
  });

  it('refuses a declined card, a bad field, another buyer and other roles', async () => {
    const owner = await newAccount(ctx);
    const stranger = await newAccount(ctx);
    const contributor = await newAccount(ctx, 'contributor');
    const declined = await addCard(owner.token, CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Your card was declined. Try another card.');
    const badNumber = await addCard(owner.token, '4242 4242 4242 4241');
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().errors).toEqual([{ field: 'card_number', message: 'The card number is not valid.' }]);
    expect(summary(await listCards(owner.token))).toEqual([]);

    const saved = (await addCard(owner.token)).json().data.payment_methods[0].payment_method_id as number;
    // Another buyer neither sees the card nor changes it.
    expect(summary(await listCards(stranger.token))).toEqual([]);
    expect((await change(stranger.token, 'default', saved)).statusCode).toBe(404);
    expect((await change(stranger.token, 'remove', saved)).statusCode).toBe(404);
    expect(summary(await listCards(owner.token))).toEqual(['4242*']);

    expect((await listCards(contributor.token)).statusCode).toBe(401);
    expect((await addCard(contributor.token)).statusCode).toBe(401);
    expect((await change(contributor.token, 'remove', saved)).statusCode).toBe(401);
    expect((await call(ctx, 'POST', '/buyer/payment-method/remove', { payment_method_id: 'x' }, { token: owner.token })).statusCode).toBe(
      400,
    );
    expect((await call(ctx, 'POST', '/buyer/payment-method/test-card', { ...card(), cvc: 'abc' }, { token: owner.token })).statusCode).toBe(
      400,
    );
  });

  it('keeps a card paid with at checkout when asked to, and not when the buyer declined', async () => {
    const buyer = await newAccount(ctx);
    const pay = async (saveCard: boolean) => {
      const order = (await checkoutVariant(ctx, buyer.token, 41)).json().data.order.order_id;
      const paid = await call(
        ctx,
        'POST',
        '/buyer/order/pay/test-card',
        { order_id: order, ...card(), save_card: saveCard },
        { token: buyer.token },
      );
      expect(paid.statusCode).toBe(200);
    };
    await pay(false);
    expect(summary(await listCards(buyer.token))).toEqual([]);
    await pay(true);
    expect(summary(await listCards(buyer.token))).toEqual(['4242*']);
  });

  it('a card that pays for a plan is kept and becomes the default that renews it', async () => {
    const buyer = await newAccount(ctx);
    await addCard(buyer.token);
    await buyVariant(ctx, buyer.token, 11);
    const cards = (await listCards(buyer.token)).json().data.payment_methods;
    expect(cards.map((saved: { is_default: boolean }) => saved.is_default)).toEqual([true, false]);
    const subscription = await ctx.database.db
      .selectFrom('subscriptions')
      .select('payment_method_id')
      .where('user_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(subscription.payment_method_id).toBe(cards[0].payment_method_id);
  });
});

describe('upgrading a plan without a saved card', () => {
  it('asks for a card, then upgrades Pro to Team with the card added', async () => {
    const buyer = await buyerOnComplimentaryPro();
    const status = await call(ctx, 'GET', '/buyer/subscription/plan', undefined, { token: buyer.token });
    const { subscription } = status.json().data;
    expect(subscription).toMatchObject({ plan_name: 'Pro', payment_method: null, renews_at: null });
    expect(subscription.upgrades.map((option: { variant: { plan_variant_id: number } }) => option.variant.plan_variant_id)).toEqual([
      22, 31, 32,
    ]);

    const refused = await call(ctx, 'POST', '/buyer/subscription/upgrade', { plan_variant_id: 31 }, { token: buyer.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Add a card on the Payment methods page first: the upgrade is charged to your default card.');

    await addCard(buyer.token);
    const withCard = (await call(ctx, 'GET', '/buyer/subscription/plan', undefined, { token: buyer.token })).json().data.subscription;
    expect(withCard.payment_method).toEqual({ brand: 'Visa', last4: '4242', provider: 'test' });
    expect(withCard.renews_at).toBe(withCard.current_period_end);

    const upgraded = await call(ctx, 'POST', '/buyer/subscription/upgrade', { plan_variant_id: 31 }, { token: buyer.token });
    expect(upgraded.statusCode).toBe(200);
    expect(upgraded.json().data.order).toMatchObject({ kind: 'upgrade', status: 'paid', subtotal_cents: 24_900 });
    expect(upgraded.json().data.subscription.subscription).toMatchObject({
      plan_name: 'Team',
      upgrades: [expect.objectContaining({ plan_name: 'Team' })],
    });
  });

  it('removing the only card stops renewals and upgrades again', async () => {
    const buyer = await newAccount(ctx);
    await buyVariant(ctx, buyer.token, 11);
    const [only] = (await listCards(buyer.token)).json().data.payment_methods;
    await change(buyer.token, 'remove', only.payment_method_id);
    const { subscription } = (await call(ctx, 'GET', '/buyer/subscription/plan', undefined, { token: buyer.token })).json().data;
    expect(subscription).toMatchObject({ payment_method: null, renews_at: null });
    expect((await call(ctx, 'POST', '/buyer/subscription/upgrade', { plan_variant_id: 21 }, { token: buyer.token })).statusCode).toBe(409);
  });
});
