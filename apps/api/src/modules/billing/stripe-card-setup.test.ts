import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { newAccount } from '../../../test/billing-helpers';
import { STRIPE_TEST_PUBLIC_URL, useStripeTestEnv } from '../../../test/fake-stripe-api';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { deliverStripeEvent } from '../../../test/stripe-webhook-delivery';
import { useTestApp } from '../../../test/test-app';
import { call } from '../auth/auth-test-helpers';

const PUBLIC_URL = STRIPE_TEST_PUBLIC_URL;
const { fakeStripe, env } = useStripeTestEnv();
const ctx = useTestApp({ env });
afterEach(async () => {
  await expectLedgerBalanced(ctx.database.db);
});

const newId = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '')}`;
const setupCompleted = (session: { id: string; setup_intent: string; metadata: Record<string, string> }) => ({
  id: newId('evt'),
  object: 'event',
  type: 'checkout.session.completed',
  livemode: false,
  created: Math.floor(Date.now() / 1000),
  data: {
    object: {
      object: 'checkout.session',
      mode: 'setup',
      status: 'complete',
      payment_status: 'no_payment_required',
      livemode: false,
      ...session,
    },
  },
});
const cardsOf = (token: string) => call(ctx, 'GET', '/buyer/payment-method', undefined, { token });

describe('adding a card with Stripe', () => {
  it('sends the buyer to Stripe Checkout in setup mode, and the webhook saves the card once, as the default', async () => {
    const buyer = await newAccount(ctx);
    const started = await call(ctx, 'POST', '/buyer/payment-method/setup', undefined, { token: buyer.token });
    expect(started.statusCode).toBe(200);
    expect(started.json().data.redirect_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const sessionCall = fakeStripe.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1);
    expect(Object.fromEntries(sessionCall?.form ?? [])).toMatchObject({
      mode: 'setup',
      currency: 'usd',
      customer: expect.stringMatching(/^cus_/),
      'metadata[purpose]': 'save_card',
      'metadata[user_id]': String(buyer.id),
      success_url: `${PUBLIC_URL}/buyer/payment-methods`,
      cancel_url: `${PUBLIC_URL}/buyer/payment-methods`,
    });
    expect((await cardsOf(buyer.token)).json().data).toMatchObject({ payment_methods: [], provider: 'stripe' });

    const setupIntent = newId('seti');
    fakeStripe.setIntentCard(setupIntent, { brand: 'mastercard', last4: '4444' });
    const event = setupCompleted({
      id: newId('cs_test'),
      setup_intent: setupIntent,
      metadata: { purpose: 'save_card', user_id: String(buyer.id) },
    });
    expect((await deliverStripeEvent(ctx, event)).statusCode).toBe(200);
    expect((await deliverStripeEvent(ctx, event)).json().data).toMatchObject({ duplicate: true });
    const { payment_methods } = (await cardsOf(buyer.token)).json().data;
    expect(payment_methods).toEqual([
      expect.objectContaining({ provider: 'stripe', brand: 'Mastercard', last4: '4444', is_default: true }),
    ]);
    const stored = await ctx.database.db
      .selectFrom('payment_methods')
      .select(['provider_method_id', 'provider_customer_id'])
      .where('user_id', '=', buyer.id)
      .execute();
    expect(stored).toEqual([{ provider_method_id: `pm_for_${setupIntent}`, provider_customer_id: 'cus_setup_buyer' }]);
  });

  it('saves nothing for a setup session it did not start, and refuses other roles and the test-card form', async () => {
    const buyer = await newAccount(ctx);
    const setupIntent = newId('seti');
    fakeStripe.setIntentCard(setupIntent, { brand: 'visa', last4: '4242' });
    await deliverStripeEvent(
      ctx,
      setupCompleted({ id: newId('cs_test'), setup_intent: setupIntent, metadata: { user_id: String(buyer.id) } }),
    );
    expect((await cardsOf(buyer.token)).json().data.payment_methods).toEqual([]);

    const contributor = await newAccount(ctx, 'contributor');
    expect((await call(ctx, 'POST', '/buyer/payment-method/setup', undefined, { token: contributor.token })).statusCode).toBe(401);
    const testCard = await call(
      ctx,
      'POST',
      '/buyer/payment-method/test-card',
      { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2099, cvc: '123' },
      { token: buyer.token },
    );
    expect(testCard.statusCode).toBe(409);
  });
});
