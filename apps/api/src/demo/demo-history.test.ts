import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expectLedgerBalanced } from '../../test/ledger-invariant';
import { useTestApp } from '../../test/test-app';
import { call } from '../modules/auth/auth-test-helpers';
import { createSession } from '../modules/auth/sessions';
import { accountBalance } from '../modules/ledger/ledger.repo';
import { royaltiesPayable } from '../modules/ledger/ledger-accounts';
import { contributorBalances } from '../modules/payouts/contributor-balances';
import { demoAccount } from './demo-accounts';
import { DEMO_BUYERS } from './demo-buyers';
import { userIdByEmail } from './demo-files.repo';
import { ensureDemoState } from './demo-state';

// A small catalogue (a third of it the demo contributor's) keeps the test quick; the history is the full one.
const ctx = useTestApp({ env: { DEMO_DATA: 'true', DEMO_IMAGES: '48', DEMO_VIDEOS: '0' } });
const DAY = 86_400_000;

async function idOf(role: 'buyer' | 'contributor' | 'admin') {
  return (await userIdByEmail(ctx.database.db, demoAccount(role).email)) as number;
}

async function tokenOf(role: 'buyer' | 'contributor' | 'admin') {
  return (await createSession(ctx.database.db, ctx.config, await idOf(role), role)).token;
}

describe('the demo state of a first start', () => {
  it('is made through the services: purchases, downloads, review, team, referral, payouts, saved searches', async () => {
    const db = ctx.database.db;
    const log: string[] = [];
    await ensureDemoState(db, ctx.storage, ctx.config, (message) => log.push(message));
    expect(log.at(-1)).toMatch(/^Demo history ready/);
    const [buyerId, contributorId] = [await idOf('buyer'), await idOf('contributor')];

    // Every buyer paid by card: paid orders, each with its invoice and a saved card.
    const paid = await db
      .selectFrom('orders as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .leftJoin('invoices as i', 'i.order_id', 'o.id')
      .select(['u.email', 'o.total_cents', 'i.number'])
      .where('o.status', '=', 'paid')
      .execute();
    for (const email of [...DEMO_BUYERS.map((buyer) => buyer.email), demoAccount('buyer').email]) {
      const orders = paid.filter((order) => order.email === email);
      expect(orders.length, email).toBeGreaterThanOrEqual(1);
      for (const order of orders) {
        expect(order.total_cents).toBeGreaterThan(0);
        expect(order.number).toMatch(/\S/);
      }
    }
    const cards = await db.selectFrom('payment_methods').select('last4').where('user_id', '=', buyerId).execute();
    expect(cards).toEqual([{ last4: '4242' }]);

    // Licences of the demo contributor's files, with royalties, spread over about three months.
    const licences = await db
      .selectFrom('licences')
      .select(['created_at', 'royalty_cents', 'value_cents'])
      .where('contributor_user_id', '=', contributorId)
      .execute();
    expect(licences.length).toBeGreaterThan(60);
    for (const licence of licences) expect(licence.royalty_cents).toBeGreaterThan(0);
    const ages = licences.map((licence) => (Date.now() - licence.created_at.getTime()) / DAY);
    expect(Math.max(...ages)).toBeGreaterThan(60);
    expect(Math.max(...ages)).toBeLessThanOrEqual(90);
    expect(Math.min(...ages)).toBeLessThan(10);

    // Review: approved and rejected by the admin (with reasons), three waiting, one draft never submitted.
    const statuses = await db
      .selectFrom('media_files')
      .select(['status', sql<number>`count(*)::int`.as('n')])
      .where('contributor_id', '=', contributorId)
      .groupBy('status')
      .execute();
    const count = (status: string) => statuses.find((row) => row.status === status)?.n ?? 0;
    expect([count('DRAFT'), count('inreview'), count('rejected')]).toEqual([1, 3, 1]);
    expect(count('published')).toBeGreaterThanOrEqual(16);
    const decisions = await db
      .selectFrom('media_status_transitions')
      .select(['to_status', 'actor_role', 'reasons'])
      .where('contributor_id', '=', contributorId)
      .where('from_status', '=', 'inreview')
      .execute();
    expect(decisions.filter((row) => row.to_status === 'published' && row.actor_role === 'admin')).toHaveLength(2);
    expect(decisions.find((row) => row.to_status === 'rejected')?.reasons).toEqual(['similar_content', 'metadata']);

    // A team of two members who joined by their invitation links.
    const teamMembers = await db.selectFrom('team_members').select(['status', 'user_id']).execute();
    expect(teamMembers.filter((member) => member.status === 'active' && member.user_id !== null)).toHaveLength(2);

    // A buyer signed up with the demo contributor's referral code; the referral paid out on their first payment.
    const rewards = await db
      .selectFrom('referral_rewards')
      .select(['kind', 'amount_cents'])
      .where('referrer_id', '=', contributorId)
      .execute();
    expect(rewards.some((reward) => reward.kind === 'buyer_first_payment' && reward.amount_cents > 0)).toBe(true);

    // Verified bank details; one withdrawal paid, one waiting for the admin; the balance still above the minimum.
    const bank = await db.selectFrom('bank_details').select('verified_at').where('user_id', '=', contributorId).executeTakeFirstOrThrow();
    expect(bank.verified_at).not.toBeNull();
    const withdrawals = await db
      .selectFrom('withdrawals')
      .select('status')
      .where('contributor_id', '=', contributorId)
      .orderBy('id')
      .execute();
    expect(withdrawals.map((row) => row.status)).toEqual(['paid', 'pending']);
    const { availableCents } = await contributorBalances(db, contributorId);
    expect(availableCents).toBeGreaterThanOrEqual(ctx.config.payouts.minimumCents);
    await expectLedgerBalanced(db);

    // What the demo accounts see.
    const contributorToken = await tokenOf('contributor');
    const earnings = await call(ctx, 'GET', '/contributor/withdrawals', undefined, { token: contributorToken });
    expect(earnings.statusCode, earnings.body).toBe(200);
    const adminPayouts = await call(ctx, 'GET', '/admin/payouts?status=pending', undefined, { token: await tokenOf('admin') });
    expect(adminPayouts.statusCode, adminPayouts.body).toBe(200);
    expect(adminPayouts.body).toContain('Demo Contributor');

    const buyerToken = await tokenOf('buyer');
    const saved = await call(ctx, 'GET', '/buyer/saved/searches', undefined, { token: buyerToken });
    expect(saved.statusCode, saved.body).toBe(200);
    const searches = saved.json().data.saved_searches as { new_since_visit: number }[];
    expect(searches.length).toBeGreaterThanOrEqual(3);
    expect(searches.some((search) => search.new_since_visit > 0)).toBe(true);

    for (const query of ['people', 'business', 'family', 'city', 'food', 'christmas', 'office', 'texture']) {
      const found = await call(ctx, 'GET', `/fetch?query=${query}&type=IMAGE`);
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json().data.totalCount, query).toBeGreaterThan(0);
    }
  }, 600_000);

  it('dates each step on its own day of the three months: orders, invoices, ledger, sign-ups, review, withdrawals', async () => {
    const db = ctx.database.db;
    const now = Date.now();
    const weekOf = (date: Date) => Math.floor((now - date.getTime()) / (7 * DAY));
    const inThePastThreeMonths = (date: Date) => {
      expect(date.getTime()).toBeLessThanOrEqual(now);
      expect(now - date.getTime()).toBeLessThanOrEqual(90 * DAY);
    };

    // Each paid order's invoice is issued the moment it was paid; numbers rise with the dates, over many weeks.
    const orders = await db
      .selectFrom('orders as o')
      .innerJoin('invoices as i', 'i.order_id', 'o.id')
      .select(['o.created_at', 'o.paid_at', 'i.issued_at', 'i.number'])
      .where('o.status', '=', 'paid')
      .orderBy('i.number')
      .execute();
    expect(orders.length).toBeGreaterThanOrEqual(DEMO_BUYERS.length + 1);
    for (const order of orders) {
      expect(order.issued_at, order.number).toEqual(order.paid_at);
      expect(order.created_at.getTime()).toBeLessThanOrEqual(order.issued_at.getTime());
      inThePastThreeMonths(order.issued_at);
    }
    const issued = orders.map((order) => order.issued_at.getTime());
    expect(issued).toEqual([...issued].sort((a, b) => a - b));
    expect(new Set(orders.map((order) => weekOf(order.issued_at))).size).toBeGreaterThanOrEqual(5);

    // The ledger: payments, royalties and withdrawals on their days, each posting dated with its transaction.
    const transactions = await db.selectFrom('ledger_transactions').select(['kind', 'created_at']).execute();
    for (const transaction of transactions) inThePastThreeMonths(transaction.created_at);
    for (const kind of ['payment', 'royalty']) {
      const weeks = new Set(transactions.filter((row) => row.kind === kind).map((row) => weekOf(row.created_at)));
      expect(weeks.size, kind).toBeGreaterThanOrEqual(5);
    }
    const misdated = await db
      .selectFrom('ledger_postings as p')
      .innerJoin('ledger_transactions as t', 't.id', 'p.transaction_id')
      .select(sql<number>`count(*)::int`.as('n'))
      .whereRef('p.created_at', '<>', 't.created_at')
      .executeTakeFirstOrThrow();
    expect(misdated.n).toBe(0);

    // The buyers signed up before they paid, on days spread over the three months.
    const buyers = await db
      .selectFrom('users as u')
      .innerJoin('orders as o', 'o.user_id', 'u.id')
      .select(['u.email', 'u.created_at', (eb) => eb.fn.min('o.paid_at').as('first_paid')])
      .where(
        'u.email',
        'in',
        DEMO_BUYERS.map((buyer) => buyer.email),
      )
      .where('o.status', '=', 'paid')
      .groupBy(['u.email', 'u.created_at'])
      .execute();
    expect(buyers).toHaveLength(DEMO_BUYERS.length);
    for (const buyer of buyers) expect(buyer.created_at.getTime(), buyer.email).toBeLessThan((buyer.first_paid as Date).getTime());
    expect(new Set(buyers.map((buyer) => weekOf(buyer.created_at))).size).toBeGreaterThanOrEqual(5);

    // The admin's dashboard by week shows revenue and sign-ups in many weeks, not all on the first start's day.
    const adminToken = await tokenOf('admin');
    const start = new Date(now - 91 * DAY).toISOString();
    const weekly = await call(ctx, 'GET', `/admin/dashboard?startTime=${start}&interval=week`, undefined, { token: adminToken });
    expect(weekly.statusCode, weekly.body).toBe(200);
    const points = weekly.json().data.points as { revenue_cents: number; new_buyers: number }[];
    expect(points.filter((point) => point.revenue_cents > 0).length).toBeGreaterThanOrEqual(5);
    expect(points.filter((point) => point.new_buyers > 0).length).toBeGreaterThanOrEqual(5);

    // Review decided in the last week, a file published the moment it was approved.
    const contributorId = await idOf('contributor');
    const decisions = await db
      .selectFrom('media_status_transitions as t')
      .innerJoin('media_files as f', 'f.id', 't.media_id')
      .select(['t.to_status', 't.created_at', 'f.published_at'])
      .where('t.contributor_id', '=', contributorId)
      .where('t.from_status', '=', 'inreview')
      .execute();
    expect(decisions).toHaveLength(3);
    for (const decision of decisions) {
      expect(now - decision.created_at.getTime()).toBeGreaterThan(DAY);
      expect(now - decision.created_at.getTime()).toBeLessThan(7 * DAY);
      if (decision.to_status === 'published') expect(decision.published_at).toEqual(decision.created_at);
    }

    // A withdrawal weeks ago, paid days later; another two days ago; neither more than was earned by its day.
    const withdrawals = await db
      .selectFrom('withdrawals')
      .select(['status', 'amount_cents', 'requested_at', 'decided_at'])
      .where('contributor_id', '=', contributorId)
      .orderBy('id')
      .execute();
    const [paid, pending] = withdrawals;
    expect(now - (paid?.requested_at.getTime() ?? now)).toBeGreaterThan(7 * DAY);
    expect(paid?.decided_at?.getTime()).toBeGreaterThan(paid?.requested_at.getTime() ?? now);
    expect(now - (pending?.requested_at.getTime() ?? now)).toBeGreaterThan(DAY);
    for (const withdrawal of withdrawals) {
      const owed = await accountBalance(db, royaltiesPayable(contributorId), { until: new Date(withdrawal.requested_at.getTime() + 1) });
      expect(owed, 'royalties still owed right after the withdrawal').toBeLessThanOrEqual(0);
    }
  });

  it('lets the demo buyer upgrade to Team on the saved card and invite a colleague', async () => {
    const token = await tokenOf('buyer');
    const upgrade = await call(ctx, 'POST', '/buyer/subscription/upgrade', { plan_variant_id: 31 }, { token });
    expect(upgrade.statusCode, upgrade.body).toBe(200);
    const invite = await call(ctx, 'POST', '/buyer/team/invite', { email: 'colleague@example.com' }, { token });
    expect(invite.statusCode, invite.body).toBe(200);
  });

  it('does not make a second history on the next start', async () => {
    const db = ctx.database.db;
    const before = await db.selectFrom('licences').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    await ensureDemoState(db, ctx.storage, ctx.config, () => {});
    const after = await db.selectFrom('licences').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
