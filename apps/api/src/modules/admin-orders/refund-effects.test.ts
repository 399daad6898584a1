import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buyVariant, checkoutVariant, formatIdOf, newAccount, payTestCard, seedPublishedImages } from '../../../test/billing-helpers';
import { type CatalogueFixture, seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { adminSession } from '../../../test/money-fixture';
import { pdfText } from '../../../test/pdf-text';
import { refund, refundFootprint } from '../../../test/refund-helpers';
import { useTestApp } from '../../../test/test-app';
import { call } from '../auth/auth-test-helpers';
import { createPromoCode } from '../billing/promo-codes';
import { removeRefundedQuota } from '../billing/refund-quota';
import { DOWNLOAD_MESSAGES } from '../downloads/download.service';
import { DELIVERY_MESSAGES } from '../downloads/licensed-delivery';

/** What a refund leaves behind besides the money: the order's state, the licence a file order bought, the promo code. */

// Smaller sizes of a bought file are rendered by the job workers.
const ctx = useTestApp({ jobs: true });
let admin: { token: string; userId: number };
let fixture: CatalogueFixture;
beforeAll(async () => {
  admin = await adminSession(ctx);
  fixture = await seedCatalogueFixture(ctx.database.db);
});
afterEach(async () => {
  await expectLedgerBalanced(ctx.database.db);
});

type Account = Awaited<ReturnType<typeof newAccount>>;
const ESSENTIALS_MONTHLY = 11; // $31.90 with tax
const PRO_MONTHLY = 21;
const PRO = 2;

const orderRow = (orderId: number) => ctx.database.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
const licencesOf = (holderId: number) =>
  ctx.database.db.selectFrom('licences').selectAll().where('account_user_id', '=', holderId).orderBy('id').execute();
const download = (who: Account, formatId: number) =>
  call(ctx, 'POST', '/buyer/file/download', { media_format_id: formatId }, { token: who.token });
const purchases = async (who: Account) =>
  (await call(ctx, 'GET', '/buyer/purchase/history', undefined, { token: who.token })).json().data.results as {
    order_id: number;
    status: string;
  }[];
const consoleOrders = async (query: string) =>
  (await call(ctx, 'GET', `/admin/orders?${query}`, undefined, { token: admin.token })).json().data.results as {
    id: number;
    status: string;
  }[];

async function imageFormat(name: 'original' | 'small' = 'original') {
  const [fileId] = await seedPublishedImages(ctx, fixture.contributorId, 1);
  return { fileId: fileId as number, formatId: await formatIdOf(ctx, fileId as number, name) };
}

async function paidCheckout(who: Account, path: string, body: Record<string, unknown>) {
  const checkout = await call(ctx, 'POST', path, { idempotency_key: randomUUID(), ...body }, { token: who.token });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const paid = await payTestCard(ctx, who.token, checkout.json().data.order.order_id);
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json().data.order as { order_id: number; total_cents: number };
}

const buyFile = (who: Account, formatId: number) =>
  paidCheckout(who, '/buyer/file/checkout', { media_format_id: formatId, tier: 'standard' });

describe('the state of a refunded order', () => {
  it('is partially_refunded after a partial refund and refunded once nothing is left, for the buyer and in the console', async () => {
    const buyer = await newAccount(ctx);
    const order = await buyVariant(ctx, buyer.token, ESSENTIALS_MONTHLY);

    expect((await refund(ctx, admin.token, order.order_id, { amount_cents: 1000, reason: 'Outage' })).statusCode).toBe(200);
    expect((await orderRow(order.order_id)).status).toBe('partially_refunded');
    expect(await purchases(buyer)).toEqual([expect.objectContaining({ order_id: order.order_id, status: 'partially_refunded' })]);
    expect((await consoleOrders('status=partially_refunded')).map((row) => row.id)).toContain(order.order_id);
    expect((await consoleOrders('status=paid')).map((row) => row.id)).not.toContain(order.order_id);

    const rest = await refund(ctx, admin.token, order.order_id, { amount_cents: 2190, reason: 'Closing' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data).toMatchObject({ paid_cents: 3190, refunded_cents: 3190, refundable_cents: 0 });
    expect(await orderRow(order.order_id)).toMatchObject({ status: 'refunded', paid_at: expect.any(Date) });
    expect(await purchases(buyer)).toEqual([expect.objectContaining({ order_id: order.order_id, status: 'refunded' })]);
    expect(await consoleOrders(`q=${order.order_id}`)).toEqual([expect.objectContaining({ status: 'refunded' })]);
    expect((await consoleOrders('status=refunded')).map((row) => row.id)).toContain(order.order_id);
    const events = await ctx.database.db
      .selectFrom('order_events')
      .select(['from_status', 'to_status'])
      .where('order_id', '=', order.order_id)
      .where('reason', 'like', 'refund of%')
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      { from_status: 'paid', to_status: 'partially_refunded' },
      { from_status: 'partially_refunded', to_status: 'refunded' },
    ]);
    // The invoice stands, and a refunded order is not paid again.
    const paidAgain = await payTestCard(ctx, buyer.token, order.order_id);
    expect(paidAgain.statusCode).toBe(409);
    expect((await orderRow(order.order_id)).status).toBe('refunded');
  });

  it('refuses an unknown status in the console search (400) and the search to a buyer (401)', async () => {
    const buyer = await newAccount(ctx);
    expect((await call(ctx, 'GET', '/admin/orders?status=reversed', undefined, { token: admin.token })).statusCode).toBe(400);
    expect((await call(ctx, 'GET', '/admin/orders?status=refunded', undefined, { token: buyer.token })).statusCode).toBe(401);
  });
});

describe('a refunded file order', () => {
  it('revokes the licence it bought in full: no download under it, the certificate says revoked, other licences stay', async () => {
    const buyer = await newAccount(ctx);
    await buyVariant(ctx, buyer.token, ESSENTIALS_MONTHLY);
    const planFile = await imageFormat();
    expect((await download(buyer, planFile.formatId)).statusCode).toBe(200);
    const bought = await imageFormat();
    const order = await buyFile(buyer, bought.formatId);
    // Another size of the bought file is recorded free under the same order.
    expect((await download(buyer, await formatIdOf(ctx, bought.fileId, 'small'))).statusCode).toBe(200);
    const before = await licencesOf(buyer.id);
    const ofOrder = before.filter((licence) => licence.order_id === order.order_id);
    expect(ofOrder).toHaveLength(2);
    const signed = (await download(buyer, bought.formatId)).json().data.url as string;

    const response = await refund(ctx, admin.token, order.order_id, { amount_cents: order.total_cents, reason: 'Wrong file' });
    expect(response.statusCode, response.body).toBe(200);

    const after = await licencesOf(buyer.id);
    for (const licence of after) {
      if (licence.order_id === order.order_id) expect(licence.revoked_at).toBeInstanceOf(Date);
      else expect(licence.revoked_at).toBeNull();
    }
    expect((await orderRow(order.order_id)).status).toBe('refunded');
    // The signed URL handed out before the refund delivers nothing any more.
    const stale = await ctx.app.inject({ method: 'GET', url: signed });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toBe(DELIVERY_MESSAGES.revoked);
    // Downloading the file again needs something to pay for it: here the plan, as a new licence.
    const again = await download(buyer, bought.formatId);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.redownload).toBe(false);
    expect(again.json().data.licence_id).not.toBe(ofOrder[0]?.id);
    // The licence bought with the plan is untouched and still downloads as before.
    expect((await download(buyer, planFile.formatId)).json().data).toMatchObject({ redownload: true });

    const revoked = ofOrder[0]?.id as number;
    const history = (await call(ctx, 'GET', '/buyer/licences?limit=50', undefined, { token: buyer.token })).json().data.results as {
      licence_id: number;
      revoked_at: string | null;
    }[];
    expect(history.find((licence) => licence.licence_id === revoked)?.revoked_at).toEqual(expect.any(String));
    const certificate = await call(ctx, 'GET', `/buyer/licence/certificate?licence_id=${revoked}`, undefined, { token: buyer.token });
    expect(certificate.statusCode).toBe(200);
    const day = new Date().toISOString().slice(0, 10);
    expect(pdfText(certificate.rawPayload)).toMatch(new RegExp(`Revoked:\\s+on ${day}, when its order was refunded`));
  });

  it('keeps the licence after a partial refund, and revokes it when the rest is refunded', async () => {
    const buyer = await newAccount(ctx);
    const { formatId } = await imageFormat();
    const order = await buyFile(buyer, formatId);
    expect((await refund(ctx, admin.token, order.order_id, { amount_cents: 500, reason: 'Goodwill' })).statusCode).toBe(200);
    expect((await licencesOf(buyer.id))[0]?.revoked_at).toBeNull();
    expect((await download(buyer, formatId)).json().data).toMatchObject({ redownload: true });

    const rest = await refund(ctx, admin.token, order.order_id, { amount_cents: order.total_cents - 500, reason: 'The rest' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect((await licencesOf(buyer.id))[0]?.revoked_at).toBeInstanceOf(Date);
    // Without a plan, the file is no longer downloadable, and may be bought again.
    expect((await download(buyer, formatId)).statusCode).toBe(403);
    await buyFile(buyer, formatId);
    expect((await licencesOf(buyer.id)).map((licence) => licence.revoked_at === null)).toEqual([false, true]);
  });

  it('returns an upgraded licence to Standard when the upgrade is refunded in full, and leaves the licence in force', async () => {
    const buyer = await newAccount(ctx);
    const { formatId } = await imageFormat();
    const fileOrder = await buyFile(buyer, formatId);
    const [licence] = await licencesOf(buyer.id);
    const upgrade = await paidCheckout(buyer, '/buyer/licence/upgrade', { licence_id: licence?.id });
    expect((await licencesOf(buyer.id))[0]).toMatchObject({ tier: 'enhanced', upgraded_at: expect.any(Date) });

    const response = await refund(ctx, admin.token, upgrade.order_id, { amount_cents: upgrade.total_cents, reason: 'Not needed' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await licencesOf(buyer.id))[0]).toMatchObject({ tier: 'standard', upgraded_at: null, revoked_at: null });
    expect((await orderRow(upgrade.order_id)).status).toBe('refunded');
    expect((await orderRow(fileOrder.order_id)).status).toBe('paid');
    expect((await download(buyer, formatId)).json().data).toMatchObject({ redownload: true });
    // It can be upgraded again.
    await paidCheckout(buyer, '/buyer/licence/upgrade', { licence_id: licence?.id });
    expect((await licencesOf(buyer.id))[0]?.tier).toBe('enhanced');
  });
});

describe('a download while a plan is being refunded', () => {
  it('waits for the refund, then is told no downloads are left (403), not failed on the quota check (500)', async () => {
    const buyer = await newAccount(ctx);
    const paid = await buyVariant(ctx, buyer.token, ESSENTIALS_MONTHLY);
    const order = await orderRow(paid.order_id);
    const { formatId } = await imageFormat();
    let answer: Promise<Awaited<ReturnType<typeof download>>> | undefined;
    let settled = false;
    await ctx.database.db.transaction().execute(async (trx) => {
      // A refund worth every unused download of the period, taken back but not committed yet.
      expect(await removeRefundedQuota(trx, order, { netCents: order.subtotal_cents, final: false }, new Date())).toBeGreaterThan(0);
      answer = download(buyer, formatId);
      void answer.then(() => {
        settled = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(settled).toBe(false);
    });
    const response = await answer;
    expect(response?.statusCode, response?.body).toBe(403);
    const plan = await ctx.database.db.selectFrom('subscriptions').selectAll().where('user_id', '=', buyer.id).executeTakeFirstOrThrow();
    expect(response?.json().message).toBe(DOWNLOAD_MESSAGES.quotaUsed(0, plan.current_period_end.toISOString().slice(0, 10)));
    expect(plan.downloads_used).toBe(0);
    expect(await licencesOf(buyer.id)).toEqual([]);
  });
});

describe('a refunded order that used a promo code or the first-purchase offer', () => {
  it('releases the promo code redemption on a full refund only: the code counts it no more and may be used again', async () => {
    const code = await createPromoCode(ctx.database.db, {
      code: `ONCE${randomUUID().slice(0, 8).toUpperCase()}`,
      description: 'One only',
      percentOff: 10,
      expiresAt: null,
      maxRedemptions: 1,
      planIds: [PRO],
    });
    const redemption = (orderId: number) =>
      ctx.database.db.selectFrom('promo_redemptions').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    const redemptions = async () =>
      (await ctx.database.db.selectFrom('promo_codes').select('redemptions').where('id', '=', code.id).executeTakeFirstOrThrow())
        .redemptions;
    const first = await newAccount(ctx);
    const checkout = await checkoutVariant(ctx, first.token, PRO_MONTHLY, { offer: code.code });
    const order = (await payTestCard(ctx, first.token, checkout.json().data.order.order_id)).json().data.order;
    expect(await redemptions()).toBe(1);

    await refund(ctx, admin.token, order.order_id, { amount_cents: 1000, reason: 'Part' });
    expect(await redemptions()).toBe(1);
    expect((await redemption(order.order_id)).released_at).toBeNull();

    const second = await newAccount(ctx);
    const refused = await checkoutVariant(ctx, second.token, PRO_MONTHLY, { offer: code.code });
    expect(refused.statusCode).toBe(400);

    const rest = await refund(ctx, admin.token, order.order_id, { amount_cents: order.total_cents - 1000, reason: 'Rest' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(await redemptions()).toBe(0);
    expect((await redemption(order.order_id)).released_at).toBeInstanceOf(Date);

    const reused = await checkoutVariant(ctx, second.token, PRO_MONTHLY, { offer: code.code });
    expect(reused.statusCode, reused.body).toBe(200);
    expect((await payTestCard(ctx, second.token, reused.json().data.order.order_id)).statusCode).toBe(200);
    expect(await redemptions()).toBe(1);
  });

  it('offers the first-purchase discount again after the only purchase was refunded in full, not after a partial refund', async () => {
    const buyer = await newAccount(ctx);
    const order = await buyVariant(ctx, buyer.token, ESSENTIALS_MONTHLY);
    const offers = async () =>
      ((await call(ctx, 'GET', '/buyer/offer', undefined, { token: buyer.token })).json().data.offers as { code: string }[]).map(
        (offer) => offer.code,
      );
    expect(await offers()).not.toContain('WELCOME20');
    await refund(ctx, admin.token, order.order_id, { amount_cents: 100, reason: 'Part' });
    expect(await offers()).not.toContain('WELCOME20');
    await refund(ctx, admin.token, order.order_id, { amount_cents: order.total_cents - 100, reason: 'Rest' });
    expect(await offers()).toContain('WELCOME20');
  });

  it('changes nothing when the refund is refused', async () => {
    const buyer = await newAccount(ctx);
    const { formatId } = await imageFormat();
    const order = await buyFile(buyer, formatId);
    const before = await refundFootprint(ctx, order.order_id);
    const response = await refund(ctx, admin.token, order.order_id, { amount_cents: order.total_cents + 1, reason: 'Too much' });
    expect(response.statusCode).toBe(409);
    expect(await refundFootprint(ctx, order.order_id)).toEqual(before);
    expect((await licencesOf(buyer.id))[0]?.revoked_at).toBeNull();
    expect((await orderRow(order.order_id)).status).toBe('paid');
  });
});
