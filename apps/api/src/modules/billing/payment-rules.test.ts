import { afterEach, describe, expect, it } from 'vitest';
import { checkoutVariant, newAccount, payTestCard } from '../../../test/billing-helpers';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { useTestApp } from '../../../test/test-app';
import { accountBalance } from '../ledger/ledger.repo';
import { LEDGER_ACCOUNTS } from '../ledger/ledger-accounts';

const ctx = useTestApp();
afterEach(async () => {
  await expectLedgerBalanced(ctx.database.db);
});

const ESSENTIALS_MONTHLY = 11;
const PRO_MONTHLY = 21;
const PACK_OF_5 = 41;
const cash = () => accountBalance(ctx.database.db, LEDGER_ACCOUNTS.cash);
const rowsOf = (table: 'invoices' | 'subscriptions' | 'credit_packs', userId: number) =>
  ctx.database.db.selectFrom(table).selectAll().where('user_id', '=', userId).execute();
const statusOf = async (orderId: number) =>
  (await ctx.database.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;

async function pendingOrder(token: string, planVariantId: number, extra: { offer?: string } = {}) {
  const response = await checkoutVariant(ctx, token, planVariantId, extra);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.order as { order_id: number; total_cents: number; discount_cents: number };
}

describe('paying an order checks the rules of checkout again', () => {
  it('a second plan checked out in another tab cannot be paid once the first is: nothing is charged twice', async () => {
    const buyer = await newAccount(ctx);
    const first = await pendingOrder(buyer.token, ESSENTIALS_MONTHLY);
    const second = await pendingOrder(buyer.token, ESSENTIALS_MONTHLY);
    const pro = await pendingOrder(buyer.token, PRO_MONTHLY);
    const before = await cash();

    expect((await payTestCard(ctx, buyer.token, first.order_id)).statusCode).toBe(200);
    for (const order of [second, pro]) {
      const again = await payTestCard(ctx, buyer.token, order.order_id);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(
        'You already have the Essentials plan. Upgrade it from your subscription instead of buying a second plan. Nothing was charged.',
      );
      expect(await statusOf(order.order_id)).toBe('failed');
    }

    const subscriptions = await rowsOf('subscriptions', buyer.id);
    expect(subscriptions).toEqual([expect.objectContaining({ status: 'active', plan_variant_id: ESSENTIALS_MONTHLY })]);
    expect(await rowsOf('invoices', buyer.id)).toHaveLength(1);
    expect(await cash()).toBe(before + first.total_cents);
  });

  it('the first-purchase offer discounts only the first order paid, however many were checked out with it', async () => {
    const buyer = await newAccount(ctx);
    const orders = [
      await pendingOrder(buyer.token, PACK_OF_5, { offer: 'WELCOME20' }),
      await pendingOrder(buyer.token, PACK_OF_5, { offer: 'WELCOME20' }),
      await pendingOrder(buyer.token, PACK_OF_5, { offer: 'WELCOME20' }),
    ];
    expect(orders.map((order) => order.discount_cents)).toEqual([980, 980, 980]);
    const before = await cash();

    expect((await payTestCard(ctx, buyer.token, orders[0]?.order_id as number)).statusCode).toBe(200);
    for (const order of orders.slice(1)) {
      const later = await payTestCard(ctx, buyer.token, order.order_id);
      expect(later.statusCode).toBe(409);
      expect(later.json().message).toBe(
        'WELCOME20 is for a first purchase, and you have bought before. Check out again to see the price without it. Nothing was charged.',
      );
    }
    expect(await rowsOf('credit_packs', buyer.id)).toHaveLength(1);
    expect(await rowsOf('invoices', buyer.id)).toEqual([expect.objectContaining({ discount_cents: 980 })]);
    expect(await cash()).toBe(before + (orders[0]?.total_cents as number));

    // Checking out again shows the full price, which then pays.
    const full = await pendingOrder(buyer.token, PACK_OF_5);
    expect(full.total_cents).toBe(5390);
    expect((await payTestCard(ctx, buyer.token, full.order_id)).statusCode).toBe(200);
  });

  it('three offer orders paid in parallel: one is paid with the offer, the others are refused', async () => {
    const buyer = await newAccount(ctx);
    const orders = await Promise.all([1, 2, 3].map(() => pendingOrder(buyer.token, PACK_OF_5, { offer: 'WELCOME20' })));
    const replies = await Promise.all(orders.map((order) => payTestCard(ctx, buyer.token, order.order_id)));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await rowsOf('credit_packs', buyer.id)).toHaveLength(1);
    expect(await rowsOf('invoices', buyer.id)).toHaveLength(1);
  });
});

describe('parallel payments of one order', () => {
  it('one answers "Payment received"; the others say it is already paid, and one charge is made', async () => {
    const buyer = await newAccount(ctx);
    const order = await pendingOrder(buyer.token, PACK_OF_5);
    const before = await cash();
    const replies = await Promise.all([1, 2, 3, 4, 5].map(() => payTestCard(ctx, buyer.token, order.order_id)));

    const paid = replies.filter((reply) => reply.statusCode === 200);
    expect(paid.map((reply) => reply.json().message)).toEqual(['Payment received. Your plan is ready.']);
    const losers = replies.filter((reply) => reply.statusCode !== 200);
    expect(losers.map((reply) => [reply.statusCode, reply.json().message])).toEqual(
      Array.from({ length: 4 }, () => [409, 'This order is already paid. Nothing more was charged.']),
    );
    expect(await rowsOf('credit_packs', buyer.id)).toHaveLength(1);
    expect(await rowsOf('invoices', buyer.id)).toHaveLength(1);
    expect(await cash()).toBe(before + order.total_cents);
  });
});
