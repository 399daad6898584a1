import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatIdOf, newAccount, seedPublishedImages } from '../../../test/billing-helpers';
import { type CatalogueFixture, seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { useFakeStripeApi } from '../../../test/fake-stripe-api';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { deliverStripeEvent, TEST_WEBHOOK_SECRET } from '../../../test/stripe-webhook-delivery';
import { useTestApp } from '../../../test/test-app';
import { call } from '../auth/auth-test-helpers';
import { accountBalance } from '../ledger/ledger.repo';
import { LEDGER_ACCOUNTS } from '../ledger/ledger-accounts';
import { licenceTier } from '../plans/plans-config';

const fakeStripe = useFakeStripeApi();
const env: Record<string, string> = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_not_a_real_key',
  STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  PUBLIC_URL: 'https://stock.example.com',
};
beforeAll(async () => {
  env.STRIPE_API_BASE = await fakeStripe.start();
});
afterAll(() => fakeStripe.stop());
const ctx = useTestApp({ env, jobs: true });
let fixture: CatalogueFixture;
beforeAll(async () => {
  fixture = await seedCatalogueFixture(ctx.database.db);
});
afterEach(async () => {
  await expectLedgerBalanced(ctx.database.db);
});

const newId = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '')}`;

describe('buying one file with Stripe', () => {
  it('opens a hosted page for the server-priced order, and the paid session licenses the file at its tier once', async () => {
    const buyer = await newAccount(ctx);
    const [fileId] = await seedPublishedImages(ctx, fixture.contributorId, 1);
    const formatId = await formatIdOf(ctx, fileId as number, 'original');
    const checkout = await call(
      ctx,
      'POST',
      '/buyer/file/checkout',
      { media_format_id: formatId, tier: 'enhanced', idempotency_key: randomUUID() },
      { token: buyer.token },
    );
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { order, payment } = checkout.json().data;
    const price = licenceTier('enhanced').filePriceCents.IMAGE;
    expect(order).toMatchObject({ kind: 'file', subtotal_cents: price, total_cents: price + price / 10 });
    expect(payment.redirect_url).toMatch(/^https:\/\//);

    const intentId = newId('pi');
    fakeStripe.setIntentCard(intentId, { brand: 'visa', last4: '4242' });
    const cashBefore = await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.cash);
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
          customer: 'cus_file_buyer',
          id: payment.payment_id,
          payment_intent: intentId,
          payment_status: 'paid',
        },
      },
    };
    expect((await deliverStripeEvent(ctx, event)).statusCode).toBe(200);
    expect((await deliverStripeEvent(ctx, event)).json().data.duplicate).toBe(true);

    const licences = await ctx.database.db.selectFrom('licences').selectAll().where('account_user_id', '=', buyer.id).execute();
    expect(licences).toEqual([
      expect.objectContaining({ file_id: fileId, tier: 'enhanced', order_id: order.order_id, value_cents: price }),
    ]);
    expect(await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.cash)).toBe(cashBefore + order.total_cents);
  });
});
