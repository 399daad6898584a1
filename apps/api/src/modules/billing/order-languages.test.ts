import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { CARDS, checkoutVariant, newAccount, payTestCard } from '../../../test/billing-helpers';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { useTestApp } from '../../../test/test-app';
import { randomIp } from '../auth/auth-test-helpers';
import { renewDueSubscriptions } from './renewals';

const ctx = useTestApp();
afterEach(async () => {
  await expectLedgerBalanced(ctx.database.db);
});

type Account = Awaited<ReturnType<typeof newAccount>>;

/** A call of the buyer's with these request headers (Accept-Language). */
function call(method: 'GET' | 'POST', url: string, payload: unknown, who: Account, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${who.token}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    remoteAddress: randomIp(),
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}
const ESSENTIALS_MONTHLY = 11;
const PRO_MONTHLY = 21; // $99.00, 20% off with WELCOME20, + 10% tax
const OFFER_LINE = '20% off your first purchase (WELCOME20)';

async function accountIn(locale: string | null): Promise<Account> {
  const account = await newAccount(ctx);
  await ctx.database.db.updateTable('users').set({ locale }).where('id', '=', account.id).execute();
  return account;
}

/** Buys Pro monthly with the first-purchase offer; answers the paid order as the payment call gave it. */
async function buyProWithOffer(who: Account, headers: Record<string, string> = {}) {
  const checkout = await call(
    'POST',
    '/buyer/order/checkout',
    { plan_variant_id: PRO_MONTHLY, offer: 'WELCOME20', idempotency_key: randomUUID() },
    who,
    headers,
  );
  expect(checkout.statusCode, checkout.body).toBe(200);
  const paid = await call(
    'POST',
    '/buyer/order/pay/test-card',
    { order_id: checkout.json().data.order.order_id, card_number: CARDS.ok, exp_month: 12, exp_year: 2099, cvc: '123' },
    who,
    headers,
  );
  expect(paid.statusCode, paid.body).toBe(200);
  return { checkout: checkout.json().data.order, paid: paid.json().data.order };
}

const historyOf = async (who: Account, headers: Record<string, string> = {}) => {
  const response = await call('GET', '/buyer/purchase/history', undefined, who, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.results;
};

const invoicesOf = async (who: Account, headers: Record<string, string> = {}) => {
  const response = await call('GET', '/buyer/billing', undefined, who, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.results;
};

/** The lines of a Pro monthly order with WELCOME20, worded as given. */
const proLines = (item: string, tax: string) => [
  { kind: 'item', description: item, amount_cents: 9900 },
  { kind: 'discount', description: OFFER_LINE, amount_cents: -1980 },
  { kind: 'tax', description: tax, amount_cents: 792 },
];

describe('orders and invoices in the reader’s language', () => {
  it('answers in the interface’s language: German lines for German, the offer’s line as written, English again in English', async () => {
    // The account chose German, but the answers follow the language the buyer reads them in (the app sends it).
    const buyer = await accountIn('de');
    const german = { 'accept-language': 'de' };
    const { checkout, paid } = await buyProWithOffer(buyer, german);
    for (const order of [checkout, paid]) {
      expect(order.description).toBe('Pro: Pro, monatlich');
      expect(order.lines).toEqual(proLines('Pro: Pro, monatlich', 'Umsatzsteuer 10\u00a0%'));
    }

    const [order] = await historyOf(buyer, german);
    expect(order.description).toBe('Pro: Pro, monatlich');
    expect(order.lines).toEqual(proLines('Pro: Pro, monatlich', 'Umsatzsteuer 10\u00a0%'));

    const [invoice] = await invoicesOf(buyer, german);
    expect(invoice.description).toBe('Pro: Pro, monatlich');
    expect(invoice.discounts).toEqual([{ kind: 'discount', description: OFFER_LINE, amount_cents: -1980 }]);

    // The same account reading the English interface: the lines sit in English text, so they read in English.
    const english = { 'accept-language': 'en-US' };
    expect((await historyOf(buyer, english))[0].lines).toEqual(proLines('Pro: Pro, monthly', 'Sales tax 10%'));
    expect((await invoicesOf(buyer, english))[0].description).toBe('Pro: Pro, monthly');

    // The rows stay English.
    const stored = await ctx.database.db
      .selectFrom('orders')
      .select(['description', 'lines'])
      .where('id', '=', order.order_id)
      .executeTakeFirstOrThrow();
    expect(stored.description).toBe('Pro: Pro, monthly');
    expect(stored.lines).toEqual(proLines('Pro: Pro, monthly', 'Sales tax 10%'));
  });

  it('answers in Japanese to a Japanese interface', async () => {
    const buyer = await accountIn(null);
    const japanese = { 'accept-language': 'ja' };
    await buyProWithOffer(buyer, japanese);

    const [order] = await historyOf(buyer, japanese);
    expect(order.description).toBe('Pro: Pro（月払い）');
    expect(order.lines).toEqual(proLines('Pro: Pro（月払い）', '売上税 10%'));

    const [invoice] = await invoicesOf(buyer, japanese);
    expect(invoice.description).toBe('Pro: Pro（月払い）');
    expect(invoice.discounts).toEqual([{ kind: 'discount', description: OFFER_LINE, amount_cents: -1980 }]);
  });

  it('keeps English word for word, for an English account and for a request without a language', async () => {
    for (const buyer of [await accountIn('en'), await accountIn(null)]) {
      const { checkout, paid } = await buyProWithOffer(buyer);
      const [order] = await historyOf(buyer);
      for (const answer of [checkout, paid, order]) {
        expect(answer.description).toBe('Pro: Pro, monthly');
        expect(answer.lines).toEqual(proLines('Pro: Pro, monthly', 'Sales tax 10%'));
      }
      const [invoice] = await invoicesOf(buyer);
      expect(invoice.description).toBe('Pro: Pro, monthly');
      expect(invoice.discounts).toEqual([{ kind: 'discount', description: OFFER_LINE, amount_cents: -1980 }]);
    }
  });

  it('words an upgrade and a renewal in German; the upgrade’s credit line reads as stored', async () => {
    const buyer = await accountIn('de');
    const checkout = await checkoutVariant(ctx, buyer.token, ESSENTIALS_MONTHLY);
    expect((await payTestCard(ctx, buyer.token, checkout.json().data.order.order_id)).statusCode).toBe(200);

    const upgrade = await call(
      'POST',
      '/buyer/subscription/upgrade',
      { plan_variant_id: PRO_MONTHLY, idempotency_key: randomUUID() },
      buyer,
      { 'accept-language': 'de' },
    );
    expect(upgrade.statusCode, upgrade.body).toBe(200);
    const upgradeOrder = upgrade.json().data.order;
    expect(upgradeOrder.description).toBe('Upgrade auf Pro: Pro, monatlich');
    expect(upgradeOrder.lines.map((line: { description: string }) => line.description)).toEqual([
      'Pro: Pro, monatlich',
      'Unused part of Essentials, monthly',
      'Umsatzsteuer 10\u00a0%',
    ]);

    const now = Date.now();
    await ctx.database.db
      .updateTable('subscriptions')
      .set({ current_period_start: new Date(now - 31 * 86_400_000), current_period_end: new Date(now - 1000) })
      .where('user_id', '=', buyer.id)
      .where('status', '=', 'active')
      .execute();
    expect((await renewDueSubscriptions({ db: ctx.database.db, config: ctx.config, storage: ctx.storage })).renewed).toBeGreaterThanOrEqual(
      1,
    );

    const orders = await historyOf(buyer, { 'accept-language': 'de' });
    expect(orders.map((order: { description: string }) => order.description)).toEqual([
      'Verlängerung von Pro: Pro, monatlich',
      'Upgrade auf Pro: Pro, monatlich',
      'Essentials: Essentials, monatlich',
    ]);
    const invoices = await invoicesOf(buyer, { 'accept-language': 'de' });
    expect(invoices.map((invoice: { description: string }) => invoice.description)).toEqual([
      'Verlängerung von Pro: Pro, monatlich',
      'Upgrade auf Pro: Pro, monatlich',
      'Essentials: Essentials, monatlich',
    ]);
  });
});
