import { afterEach, describe, expect, it } from 'vitest';
import { buyVariant, formatIdOf, newAccount, seedPublishedImages } from '../../../test/billing-helpers';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { useTestApp } from '../../../test/test-app';
import { call } from '../auth/auth-test-helpers';
import { accountBalance } from '../ledger/ledger.repo';
import { royaltiesPayable } from '../ledger/ledger-accounts';
import { REFERRAL_RULES } from './referral-rules';

const ctx = useTestApp();
afterEach(async () => expectLedgerBalanced(ctx.database.db));

const owed = async (userId: number) => -(await accountBalance(ctx.database.db, royaltiesPayable(userId))) || 0;
const referredBy = (userId: number, referrerId: number) =>
  ctx.database.db.updateTable('users').set({ referred_by: referrerId }).where('id', '=', userId).execute();
const rewardsOf = (referrerId: number) =>
  ctx.database.db
    .selectFrom('referral_rewards')
    .select(['kind', 'amount_cents', 'source_reference'])
    .where('referrer_id', '=', referrerId)
    .orderBy('id')
    .execute();

/** The hooks in the real billing and download paths: the reward commits in the same transaction as what earned it. */
describe('referral rewards through checkout and downloads', () => {
  it("a referred buyer's first paid order rewards the referrer once, capped; later orders do not", async () => {
    const referrer = await newAccount(ctx, 'contributor', 'Rita Referrer');
    const buyer = await newAccount(ctx, 'buyer');
    await referredBy(buyer.id, referrer.id);
    const order = await buyVariant(ctx, buyer.token, 11);
    const [payment] = await ctx.database.db
      .selectFrom('orders')
      .select(['subtotal_cents', 'discount_cents'])
      .where('id', '=', order.order_id)
      .execute();
    const net = Number(payment?.subtotal_cents) - Number(payment?.discount_cents);
    const expected = Math.min(Math.floor((net * REFERRAL_RULES.buyerShareBp) / 10_000), REFERRAL_RULES.buyerCapCents);
    expect(expected).toBeGreaterThan(0);
    expect(await rewardsOf(referrer.id)).toEqual([
      { kind: 'buyer_first_payment', amount_cents: expected, source_reference: `order:${order.order_id}:payment` },
    ]);
    expect(await owed(referrer.id)).toBe(expected);
    const summary = await call(ctx, 'GET', '/contributor/referral/summary', undefined, { token: referrer.token });
    expect(summary.json().data.summary).toMatchObject({
      total_earnings_cents: expected,
      referred: [expect.objectContaining({ status: 'rewarded' })],
    });
  });

  it("a referred contributor's royalty from a real download earns the referrer 5%", async () => {
    const referrer = await newAccount(ctx, 'contributor', 'Rita Referrer');
    const creator = await newAccount(ctx, 'contributor', 'Cora Creator');
    await ctx.database.db
      .insertInto('contributors')
      .values({ user_id: creator.id, display_name: 'Cora Creator', slug: `cora-${creator.id}` })
      .execute();
    await referredBy(creator.id, referrer.id);
    const [mediaId] = await seedPublishedImages(ctx, creator.id, 1);
    const buyer = await newAccount(ctx, 'buyer');
    await buyVariant(ctx, buyer.token, 11);
    const download = await call(
      ctx,
      'POST',
      '/buyer/file/download',
      { media_format_id: await formatIdOf(ctx, mediaId as number, 'original') },
      { token: buyer.token },
    );
    expect(download.statusCode, download.body).toBe(200);
    const [licence] = await ctx.database.db
      .selectFrom('licences')
      .select(['id', 'royalty_cents'])
      .where('file_id', '=', mediaId as number)
      .execute();
    const share = Math.floor(((licence?.royalty_cents ?? 0) * REFERRAL_RULES.contributorShareBp) / 10_000);
    expect(share).toBeGreaterThan(0);
    expect(await rewardsOf(referrer.id)).toEqual([
      { kind: 'contributor_royalty', amount_cents: share, source_reference: `licence:${licence?.id}:royalty` },
    ]);
    expect(await owed(referrer.id)).toBe(share);
    expect(await owed(creator.id)).toBe(licence?.royalty_cents);
  });
});
