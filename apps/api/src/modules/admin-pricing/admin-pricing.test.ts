import { PRICING_MESSAGES } from '@stock/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutVariant, newAccount, payTestCard } from '../../../test/billing-helpers';
import { adminSession } from '../../../test/money-fixture';
import { useTestApp } from '../../../test/test-app';
import { REAUTH_REQUIRED } from '../admin-access/reauth';
import { call, PASSWORD } from '../auth/auth-test-helpers';
import { BILLING_MESSAGES } from '../billing/billing-messages';

const ctx = useTestApp({ env: { CATALOGUE_CACHE_SECONDS: '10' } });
let admin: { token: string; userId: number };

beforeAll(async () => {
  admin = await adminSession(ctx);
});

const reauth = () => call(ctx, 'POST', '/admin/reauth', { password: PASSWORD }, { token: admin.token });
const put = (url: string, body: unknown, token = admin.token) => call(ctx, 'PUT', url, body, { token });
const post = (url: string, body: unknown, token = admin.token) => call(ctx, 'POST', url, body, { token });
const auditOf = (type: string, id: string | number) =>
  ctx.database.db
    .selectFrom('admin_audit')
    .select(['admin_id', 'action', 'reason', 'details'])
    .where('target_type', '=', type)
    .where('target_id', '=', String(id))
    .orderBy('id')
    .execute();
const termsOf = (planVariantId: number) =>
  ctx.database.db
    .selectFrom('plan_variant_terms')
    .select(['price_cents', 'downloads', 'hidden'])
    .where('plan_variant_id', '=', planVariantId)
    .executeTakeFirstOrThrow();
const publicVariant = async (planVariantId: number) => {
  const plans = (await call(ctx, 'GET', '/plan')).json().data.plans as { variants: { plan_variant_id: number; price_cents: number }[] }[];
  return plans.flatMap((plan) => plan.variants).find((variant) => variant.plan_variant_id === planVariantId);
};
const offer = {
  title: 'Spring sale',
  description: 'A quarter off any plan or pack.',
  percent_off: 25,
  amount_off_cents: null,
  applies_to: 'any',
  first_purchase_only: false,
  starts_at: null,
  expires_at: null,
  active: true,
  reason: 'Spring campaign',
};
const promo = {
  description: 'Newsletter readers',
  percent_off: null,
  amount_off_cents: 500,
  plan_ids: [1, 2],
  max_redemptions: 2,
  first_purchase_only: true,
  starts_at: null,
  expires_at: null,
  active: true,
  reason: 'Newsletter of May',
};

describe('GET /api/admin/pricing', () => {
  it('lists every plan variant and credit pack with its terms, the offers and the promo codes; refuses a non-admin', async () => {
    const answer = await call(ctx, 'GET', '/admin/pricing', undefined, { token: admin.token });
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data;
    expect(data.variants).toHaveLength(8);
    expect(data.variants).toContainEqual(
      expect.objectContaining({
        plan_variant_id: 41,
        plan_name: 'On demand',
        kind: 'pack',
        price_cents: 4_900,
        downloads: 5,
        hidden: false,
      }),
    );
    expect(data.offers.map((o: { code: string }) => o.code)).toEqual(['WELCOME20', 'ANNUAL10']);
    const buyer = await newAccount(ctx);
    expect((await call(ctx, 'GET', '/admin/pricing', undefined, { token: buyer.token })).statusCode).toBe(401);
  });
});

describe('PUT /api/admin/pricing/variants/:id', () => {
  it('changes a price for new orders only: an order made before is refused at payment, a new one costs the new price', async () => {
    const buyer = await newAccount(ctx);
    expect((await publicVariant(11))?.price_cents).toBe(2_900);
    const before = await checkoutVariant(ctx, buyer.token, 11);
    expect(before.statusCode, before.body).toBe(200);
    const oldOrderId = before.json().data.order.order_id as number;

    const body = { price_cents: 3_400, downloads: 12, hidden: false, reason: 'Yearly price review' };
    const refused = await put('/admin/pricing/variants/11', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(REAUTH_REQUIRED);
    expect(await termsOf(11)).toEqual({ price_cents: 2_900, downloads: 10, hidden: false });

    await reauth();
    const changed = await put('/admin/pricing/variants/11', body);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.variant).toMatchObject({ plan_variant_id: 11, price_cents: 3_400, downloads: 12 });
    expect(await termsOf(11)).toEqual({ price_cents: 3_400, downloads: 12, hidden: false });
    expect(await auditOf('plan_variant', 11)).toEqual([
      {
        admin_id: admin.userId,
        action: 'pricing.variant_update',
        reason: 'Yearly price review',
        details: { old: { price_cents: 2_900, downloads: 10, hidden: false }, new: { price_cents: 3_400, downloads: 12, hidden: false } },
      },
    ]);
    // The public answer is not served from the cache any more.
    expect((await publicVariant(11))?.price_cents).toBe(3_400);

    const oldPayment = await payTestCard(ctx, buyer.token, oldOrderId);
    expect(oldPayment.statusCode).toBe(409);
    expect(oldPayment.json().message).toBe(BILLING_MESSAGES.notCharged(BILLING_MESSAGES.priceChanged));
    const oldOrder = await ctx.database.db
      .selectFrom('orders')
      .select(['status', 'subtotal_cents'])
      .where('id', '=', oldOrderId)
      .executeTakeFirstOrThrow();
    expect(oldOrder).toEqual({ status: 'failed', subtotal_cents: 2_900 });

    const fresh = await checkoutVariant(ctx, buyer.token, 11);
    expect(fresh.json().data.order).toMatchObject({ subtotal_cents: 3_400, total_cents: 3_740 });
    const paid = await payTestCard(ctx, buyer.token, fresh.json().data.order.order_id);
    expect(paid.statusCode, paid.body).toBe(200);
    const subscription = await ctx.database.db
      .selectFrom('subscriptions')
      .select('downloads_per_period')
      .where('user_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(subscription.downloads_per_period).toBe(12);
  });

  it('hides a credit pack from the pricing page and refuses it at checkout', async () => {
    await reauth();
    const hidden = await put('/admin/pricing/variants/42', { price_cents: 19_900, downloads: 25, hidden: true, reason: 'Discontinued' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await publicVariant(42)).toBeUndefined();
    const buyer = await newAccount(ctx);
    const refused = await checkoutVariant(ctx, buyer.token, 42);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BILLING_MESSAGES.notOnSale);
  });

  it('refuses a negative price, no downloads or a missing reason with 400, an unknown variant with 404, and changes nothing', async () => {
    await reauth();
    for (const malformed of [
      { price_cents: -1, downloads: 5, hidden: false, reason: 'x' },
      { price_cents: 100, downloads: 0, hidden: false, reason: 'x' },
      { price_cents: 1.5, downloads: 5, hidden: false, reason: 'x' },
      { price_cents: 100, downloads: 5, hidden: false },
    ]) {
      expect((await put('/admin/pricing/variants/41', malformed)).statusCode).toBe(400);
    }
    expect((await put('/admin/pricing/variants/99', { price_cents: 1, downloads: 1, hidden: false, reason: 'x' })).statusCode).toBe(404);
    expect(await termsOf(41)).toEqual({ price_cents: 4_900, downloads: 5, hidden: false });
    expect(await auditOf('plan_variant', 41)).toEqual([]);
  });
});

describe('offers', () => {
  it('creates an offer the pricing page lists, deactivates it so checkout refuses it, all audited', async () => {
    await reauth();
    const created = await post('/admin/pricing/offers', { ...offer, code: 'spring25' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.offer).toMatchObject({ code: 'SPRING25', percent_off: 25, active: true });
    const buyer = await newAccount(ctx);
    const listed = async () =>
      ((await call(ctx, 'GET', '/buyer/offer', undefined, { token: buyer.token })).json().data.offers as { code: string }[]).map(
        (o) => o.code,
      );
    expect(await listed()).toContain('SPRING25');
    const quote = await call(ctx, 'GET', '/buyer/plan/variant/details?plan_variant_id=41&offer=spring25', undefined, {
      token: buyer.token,
    });
    expect(quote.json().data).toMatchObject({ subtotal_cents: 4_900, discount_cents: 1_225 });

    const off = await put('/admin/pricing/offers/SPRING25', { ...offer, active: false, reason: 'Campaign over' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().message).toBe('The offer SPRING25 is off.');
    expect(await listed()).not.toContain('SPRING25');
    const refused = await checkoutVariant(ctx, buyer.token, 41, { offer: 'SPRING25' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The offer SPRING25 has ended.');

    const audit = await auditOf('offer', 'SPRING25');
    expect(audit.map((row) => [row.action, row.reason])).toEqual([
      ['pricing.offer_create', 'Spring campaign'],
      ['pricing.offer_update', 'Campaign over'],
    ]);
    expect(audit[1]?.details).toMatchObject({ old: { active: true }, new: { active: false } });
  });

  it('refuses a percent outside 1..100, both savings, an end before the start and a code taken in another case (400)', async () => {
    await reauth();
    const cases: [Record<string, unknown>, string | null][] = [
      [{ ...offer, code: 'BADPCT', percent_off: 0 }, null],
      [{ ...offer, code: 'BADPCT', percent_off: 101 }, null],
      [{ ...offer, code: 'BOTH', amount_off_cents: 100 }, PRICING_MESSAGES.oneSaving],
      [
        { ...offer, code: 'BACKWARDS', starts_at: '2030-02-01T00:00:00Z', expires_at: '2030-01-01T00:00:00Z' },
        PRICING_MESSAGES.endBeforeStart,
      ],
      [{ ...offer, code: 'welcome20' }, PRICING_MESSAGES.codeTaken('WELCOME20')],
      [{ ...offer, code: 'no spaces' }, null],
    ];
    for (const [body, message] of cases) {
      const answer = await post('/admin/pricing/offers', body);
      expect(answer.statusCode, answer.body).toBe(400);
      if (message) expect(answer.json().message).toBe(message);
    }
    const offers = await ctx.database.db.selectFrom('offers').select('code').execute();
    expect(offers.map((row) => row.code).sort()).not.toEqual(expect.arrayContaining(['BADPCT', 'BOTH', 'BACKWARDS']));
  });
});

describe('promo codes', () => {
  it('creates a first-purchase promo code, refuses its code again in any case, and deactivates it, audited', async () => {
    await reauth();
    const created = await post('/admin/pricing/promo-codes', { ...promo, code: 'News5' });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.promo_code.id as number;
    expect(created.json().data.promo_code).toMatchObject({
      code: 'NEWS5',
      amount_off_cents: 500,
      first_purchase_only: true,
      redemptions: 0,
    });
    const again = await post('/admin/pricing/promo-codes', { ...promo, code: 'news5' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(PRICING_MESSAGES.codeTaken('NEWS5'));
    const sameAsOffer = await post('/admin/pricing/offers', { ...offer, code: 'NeWs5' });
    expect(sameAsOffer.statusCode).toBe(400);

    const buyer = await newAccount(ctx);
    const quote = await call(ctx, 'GET', '/buyer/plan/variant/details?plan_variant_id=11&offer=news5', undefined, { token: buyer.token });
    expect(quote.json().data.offer_error).toBeNull();
    expect(quote.json().data.discount_cents).toBe(500);

    const deactivated = await put(`/admin/pricing/promo-codes/${id}`, { ...promo, active: false, reason: 'Leaked on a forum' });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const gone = await call(ctx, 'GET', '/buyer/plan/variant/details?plan_variant_id=11&offer=news5', undefined, { token: buyer.token });
    expect(gone.json().data.offer_error).toBe('The promo code NEWS5 is no longer valid.');
    expect((await auditOf('promo_code', id)).map((row) => row.action)).toEqual(['pricing.promo_create', 'pricing.promo_update']);
  });

  it('applies to a first purchase only when it says so', async () => {
    await reauth();
    const created = await post('/admin/pricing/promo-codes', { ...promo, code: 'FIRSTONLY', plan_ids: [4] });
    expect(created.statusCode, created.body).toBe(200);
    const buyer = await newAccount(ctx);
    const first = await checkoutVariant(ctx, buyer.token, 41, { offer: 'FIRSTONLY' });
    expect(first.statusCode, first.body).toBe(200);
    expect((await payTestCard(ctx, buyer.token, first.json().data.order.order_id)).statusCode).toBe(200);
    const second = await checkoutVariant(ctx, buyer.token, 41, { offer: 'FIRSTONLY' });
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe('The promo code FIRSTONLY is for a first purchase, and you have bought before.');
  });

  it('refuses an unknown plan, a limit below the redemptions, a missing reason (400) and works only after the password', async () => {
    const fresh = await adminSession(ctx);
    const unconfirmed = await post('/admin/pricing/promo-codes', { ...promo, code: 'NOPASS' }, fresh.token);
    expect(unconfirmed.statusCode).toBe(403);
    await reauth();
    const unknownPlan = await post('/admin/pricing/promo-codes', { ...promo, code: 'NOPLAN', plan_ids: [9] });
    expect(unknownPlan.statusCode).toBe(400);
    expect(unknownPlan.json().message).toBe(PRICING_MESSAGES.unknownPlan(9));
    const { reason: _reason, ...unreasoned } = promo;
    expect((await post('/admin/pricing/promo-codes', { ...unreasoned, code: 'NOREASON' })).statusCode).toBe(400);

    const created = await post('/admin/pricing/promo-codes', { ...promo, code: 'ONCEUSED', plan_ids: [4], first_purchase_only: false });
    const id = created.json().data.promo_code.id as number;
    const buyer = await newAccount(ctx);
    const order = await checkoutVariant(ctx, buyer.token, 41, { offer: 'ONCEUSED' });
    expect((await payTestCard(ctx, buyer.token, order.json().data.order.order_id)).statusCode).toBe(200);
    const lower = await put(`/admin/pricing/promo-codes/${id}`, { ...promo, plan_ids: [4], max_redemptions: 0 });
    expect(lower.statusCode).toBe(400);
    const belowCount = await put(`/admin/pricing/promo-codes/${id}`, { ...promo, plan_ids: [4], max_redemptions: 1, active: true });
    expect(belowCount.statusCode).toBe(200);
    await ctx.database.db.updateTable('promo_codes').set({ redemptions: 2, max_redemptions: 2 }).where('id', '=', id).execute();
    const tooLow = await put(`/admin/pricing/promo-codes/${id}`, { ...promo, plan_ids: [4], max_redemptions: 1 });
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json().message).toBe(PRICING_MESSAGES.belowRedeemed(2));
    const codes = await ctx.database.db.selectFrom('promo_codes').select('code').execute();
    expect(codes.map((row) => row.code)).not.toEqual(expect.arrayContaining(['NOPASS']));
    expect(codes.map((row) => row.code)).not.toContain('NOPLAN');
  });
});
