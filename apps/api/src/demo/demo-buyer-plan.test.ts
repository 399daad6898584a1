import { afterEach, describe, expect, it } from 'vitest';
import { expectLedgerBalanced } from '../../test/ledger-invariant';
import { useTestApp } from '../../test/test-app';
import { call } from '../modules/auth/auth-test-helpers';
import { createSession } from '../modules/auth/sessions';
import { DEMO_ACCOUNTS, ensureDemoAccounts } from './demo-accounts';
import { ensureDemoBuyerPlan } from './demo-buyer-plan';

const ctx = useTestApp();
afterEach(async () => {
  await expectLedgerBalanced(ctx.database.db);
});

describe('ensureDemoBuyerPlan', () => {
  it('gives the demo buyer one active Pro plan paid with the saved test card, however often it runs', async () => {
    await ensureDemoAccounts(ctx.database.db);
    const deps = { db: ctx.database.db, config: ctx.config, storage: ctx.storage };
    await Promise.all([ensureDemoBuyerPlan(deps), ensureDemoBuyerPlan(deps)]);
    await ensureDemoBuyerPlan(deps);
    const email = DEMO_ACCOUNTS.find((account) => account.role === 'buyer')?.email as string;
    const user = await ctx.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const subscriptions = await ctx.database.db.selectFrom('subscriptions').selectAll().where('user_id', '=', user.id).execute();
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({ status: 'active', plan_variant_id: 21, downloads_used: 0, value_per_download_cents: 198 });
    const orders = await ctx.database.db.selectFrom('orders').selectAll().where('user_id', '=', user.id).execute();
    // The price plus the sales tax of the seller's country: money really paid (in test mode), not a credit.
    expect(orders.map((order) => [order.status, order.total_cents])).toEqual([['paid', 10_890]]);
    const ledger = await ctx.database.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('reference', '=', `order:${orders[0]?.id}:payment`)
      .execute();
    expect(ledger).toHaveLength(1);
    const cards = await ctx.database.db.selectFrom('payment_methods').select(['brand', 'last4']).where('user_id', '=', user.id).execute();
    expect(cards).toEqual([{ brand: 'Visa', last4: '4242' }]);

    const { token } = await createSession(ctx.database.db, ctx.config, user.id, 'buyer');
    const status = await call(ctx, 'GET', '/buyer/subscription/plan', undefined, { token });
    expect(status.json().data).toMatchObject({
      can_download: true,
      subscription: { plan_name: 'Pro', downloads_left: 50 },
    });
  });

  it('does nothing before the demo accounts exist', async () => {
    const before = await ctx.database.db.selectFrom('subscriptions').select('id').execute();
    await ensureDemoBuyerPlan({ db: ctx.database.db, config: ctx.config, storage: ctx.storage });
    expect(await ctx.database.db.selectFrom('subscriptions').select('id').execute()).toEqual(before);
  });
});
