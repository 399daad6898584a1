import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { useTestApp } from '../../../test/test-app';
import { call, signedUpAndIn } from '../auth/auth-test-helpers';
import { accountBalance } from '../ledger/ledger.repo';
import { royaltiesPayable } from '../ledger/ledger-accounts';
import { rewardReferrerOfBuyer, rewardReferrerOfContributor } from './referral-rewards';

const ctx = useTestApp();
afterEach(async () => expectLedgerBalanced(ctx.database.db));

const unique = () => randomUUID().slice(0, 8);

async function referrer() {
  const person = await signedUpAndIn(ctx, { email: `referrer-${unique()}@example.com`, is_contributor: true });
  const code = (await ctx.database.db.selectFrom('users').select('referral_code').where('id', '=', person.userId).executeTakeFirstOrThrow())
    .referral_code;
  return { ...person, code };
}

const summary = (token: string, path = '/contributor/referral/summary') => call(ctx, 'GET', path, undefined, { token });
const owed = async (userId: number) => -(await accountBalance(ctx.database.db, royaltiesPayable(userId))) || 0;

describe('referral summary and rewards', () => {
  it('shows the code, sign-up links and no one yet; the misspelled twin answers the same', async () => {
    const { token, code } = await referrer();
    const response = await summary(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.summary).toMatchObject({
      code,
      link: `${ctx.config.publicUrl}/buyer/signup?ref=${code}`,
      contributor_link: `${ctx.config.publicUrl}/contributor/signup?ref=${code}`,
      total_earnings_cents: 0,
      referred_count: 0,
      referred: [],
      rules: { contributor_share_bp: 500, contributor_months: 24, buyer_share_bp: 2000, buyer_cap_cents: 5000 },
    });
    expect((await summary(token, '/contributor/referal/summary')).json().data).toEqual(response.json().data);
  });

  it('a referred contributor earns the referrer 5% of each royalty, in the same transaction, once per licence', async () => {
    const ref = await referrer();
    const friend = await signedUpAndIn(ctx, {
      name: 'Dorothea Lange',
      email: `friend-${unique()}@example.com`,
      is_contributor: true,
      referal_code: ref.code,
    });
    const db = ctx.database.db;
    const first = await db
      .transaction()
      .execute((trx) =>
        rewardReferrerOfContributor(trx, { contributorId: friend.userId, royaltyCents: 1000, sourceReference: 'licence:t1' }),
      );
    expect(first).toBe(50);
    const replay = await rewardReferrerOfContributor(db, {
      contributorId: friend.userId,
      royaltyCents: 1000,
      sourceReference: 'licence:t1',
    });
    expect(replay).toBe(0);
    expect(await owed(ref.userId)).toBe(50);
    const body = (await summary(ref.token)).json().data.summary;
    expect(body).toMatchObject({ total_earnings_cents: 50, referred_count: 1 });
    expect(body.referred).toEqual([
      expect.objectContaining({ name: 'Dorothea L.', role: 'contributor', status: 'earning', earnings_cents: 50 }),
    ]);
    expect(JSON.stringify(body)).not.toContain('friend-');
  });

  it('stops sharing royalties two years after the referred contributor joined', async () => {
    const ref = await referrer();
    const friend = await signedUpAndIn(ctx, { email: `old-${unique()}@example.com`, is_contributor: true, referal_code: ref.code });
    await ctx.database.db
      .updateTable('users')
      .set({ created_at: sql`now() - interval '25 months'` })
      .where('id', '=', friend.userId)
      .execute();
    const amount = await rewardReferrerOfContributor(ctx.database.db, {
      contributorId: friend.userId,
      royaltyCents: 1000,
      sourceReference: 'licence:old',
    });
    expect(amount).toBe(0);
    expect(await owed(ref.userId)).toBe(0);
    expect((await summary(ref.token)).json().data.summary.referred[0]).toMatchObject({ status: 'ended', earnings_cents: 0 });
  });

  it('a referred buyer earns the referrer 20% of the first payment, capped at $50, and nothing for later payments', async () => {
    const ref = await referrer();
    const buyer = await signedUpAndIn(ctx, { name: 'Walker Evans', email: `buyer-${unique()}@example.com`, referal_code: ref.code });
    const db = ctx.database.db;
    expect((await summary(ref.token)).json().data.summary.referred[0]).toMatchObject({ role: 'buyer', status: 'signed_up' });
    expect(await rewardReferrerOfBuyer(db, { buyerId: buyer.userId, netCents: 49_900, sourceReference: 'payment:p1' })).toBe(5000);
    expect(await rewardReferrerOfBuyer(db, { buyerId: buyer.userId, netCents: 10_000, sourceReference: 'payment:p2' })).toBe(0);
    expect(await owed(ref.userId)).toBe(5000);
    expect((await summary(ref.token)).json().data.summary.referred[0]).toMatchObject({
      name: 'Walker E.',
      status: 'rewarded',
      earnings_cents: 5000,
    });
  });

  it('rewards nobody for people who were not referred, or whose referrer is not a contributor', async () => {
    const loner = await signedUpAndIn(ctx, { email: `loner-${unique()}@example.com`, is_contributor: true });
    expect(
      await rewardReferrerOfContributor(ctx.database.db, {
        contributorId: loner.userId,
        royaltyCents: 1000,
        sourceReference: 'licence:x',
      }),
    ).toBe(0);
    const buyerReferrer = await signedUpAndIn(ctx, { email: `buyer-ref-${unique()}@example.com` });
    const code = (
      await ctx.database.db.selectFrom('users').select('referral_code').where('id', '=', buyerReferrer.userId).executeTakeFirstOrThrow()
    ).referral_code;
    const friend = await signedUpAndIn(ctx, { email: `f-${unique()}@example.com`, referal_code: code });
    expect(await rewardReferrerOfBuyer(ctx.database.db, { buyerId: friend.userId, netCents: 1000, sourceReference: 'payment:y' })).toBe(0);
  });

  it('refuses buyer and anonymous callers with 401, and shows each contributor only their own referrals', async () => {
    const buyer = await signedUpAndIn(ctx, { email: `b-${unique()}@example.com` });
    expect((await summary(buyer.token)).statusCode).toBe(401);
    expect((await call(ctx, 'GET', '/contributor/referal/summary')).statusCode).toBe(401);
    const ref = await referrer();
    await signedUpAndIn(ctx, { email: `r-${unique()}@example.com`, referal_code: ref.code });
    const other = await referrer();
    expect((await summary(other.token)).json().data.summary).toMatchObject({ referred_count: 0, referred: [] });
  });
});
