import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from '../../../test/billing-helpers';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { adminSession, publishedFile, recordLicence } from '../../../test/money-fixture';
import { useTestApp } from '../../../test/test-app';
import { call } from '../auth/auth-test-helpers';
import { LEDGER_ACCOUNTS } from '../ledger/ledger-accounts';

const ctx = useTestApp();
let admin: { token: string; userId: number };

const DAY = 86_400_000;
const today = new Date(new Date().toISOString().slice(0, 10));
const dayAt = (offset: number, hour = 12) => new Date(today.getTime() + offset * DAY + hour * 3_600_000);
const iso = (date: Date) => date.toISOString().slice(0, 10);

beforeAll(async () => {
  admin = await adminSession(ctx);
  const db = ctx.database.db;
  // Two days ago: a sale of $100 net ($120 with tax) and one licence; yesterday: a partial refund of $30 net.
  for (const [offset, net, tax] of [
    [-2, 10_000, 2_000],
    [-1, -3_000, -600],
  ] as const) {
    // Booked on a past day: written as postLedgerTransaction writes, with the day's date (the ledger takes no updates).
    await db.transaction().execute(async (trx) => {
      const at = dayAt(offset);
      const { id } = await trx
        .insertInto('ledger_transactions')
        .values({ kind: net > 0 ? 'payment' : 'refund', reference: `dashboard-test:${offset}`, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('ledger_postings')
        .values([
          { transaction_id: id, account: LEDGER_ACCOUNTS.cash, amount_cents: net + tax, created_at: at },
          { transaction_id: id, account: LEDGER_ACCOUNTS.revenue, amount_cents: -net, created_at: at },
          { transaction_id: id, account: LEDGER_ACCOUNTS.taxPayable, amount_cents: -tax, created_at: at },
        ])
        .execute();
    });
  }
  const contributor = await newAccount(ctx, 'contributor');
  await db
    .insertInto('contributors')
    .values({ user_id: contributor.id, display_name: 'Dash', slug: `dash-${contributor.id}` })
    .execute();
  const buyer = await newAccount(ctx);
  const fileId = await publishedFile(ctx, contributor.id, 'Dashboard file');
  await recordLicence(ctx, { buyerId: buyer.id, contributorId: contributor.id, fileId, valueCents: 100, royaltyCents: 30, at: dayAt(-2) });
  await db
    .insertInto('media_files')
    .values({
      contributor_id: contributor.id,
      title: 'Waiting',
      slug: 'waiting',
      width: 3000,
      height: 2000,
      status: 'inreview',
      submitted_at: dayAt(-3, 9),
    })
    .execute();
  await db
    .insertInto('withdrawals')
    .values({
      contributor_id: contributor.id,
      amount_cents: 4_500,
      account_holder_name: 'Dash',
      bank_name: 'Bank',
      country: 'DE',
      account_last4: '3000',
      sealed_numbers: 'v1.x.y.z',
    })
    .execute();
});

describe('GET /api/admin/dashboard', () => {
  it('counts revenue from the ledger, licences, sign-ups and uploads per day, and what waits now', async () => {
    const response = await call(
      ctx,
      'GET',
      `/admin/dashboard?startTime=${iso(dayAt(-2))}&endTime=${iso(dayAt(0))}&interval=day`,
      undefined,
      {
        token: admin.token,
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.points.map((p: { date: string }) => p.date)).toEqual([iso(dayAt(-2)), iso(dayAt(-1)), iso(dayAt(0))]);
    expect(data.points[0]).toMatchObject({ revenue_cents: 10_000, licences: 1 });
    expect(data.points[1]).toMatchObject({ revenue_cents: -3_000, licences: 0 });
    // Today: the admin, the buyer and the contributor signed up; two files were uploaded.
    expect(data.points[2]).toMatchObject({ revenue_cents: 0, new_buyers: 2, new_contributors: 1, uploads: 2 });
    expect(data.totals).toEqual({ revenue_cents: 7_000, licences: 1, new_buyers: 2, new_contributors: 1, uploads: 2 });
    expect(data.review_backlog).toEqual({ count: 1, oldest_submitted_at: dayAt(-3, 9).toISOString() });
    expect(data.payouts_due).toEqual({ count: 1, amount_cents: 4_500 });
    await expectLedgerBalanced(ctx.database.db);
  });

  it('groups by month', async () => {
    const response = await call(
      ctx,
      'GET',
      `/admin/dashboard?startTime=${iso(dayAt(-2))}&endTime=${iso(dayAt(0))}&interval=month`,
      undefined,
      {
        token: admin.token,
      },
    );
    const points = response.json().data.points as { date: string; revenue_cents: number }[];
    expect(points.every((p) => p.date.endsWith('-01'))).toBe(true);
    expect(points.reduce((total, p) => total + p.revenue_cents, 0)).toBe(7_000);
  });

  it('refuses a malformed period or interval with 400, and other roles with 401', async () => {
    for (const query of ['interval=year', 'startTime=yesterday', `startTime=${iso(dayAt(0))}&endTime=${iso(dayAt(-2))}`]) {
      expect((await call(ctx, 'GET', `/admin/dashboard?${query}`, undefined, { token: admin.token })).statusCode, query).toBe(400);
    }
    const buyer = await newAccount(ctx);
    expect((await call(ctx, 'GET', '/admin/dashboard', undefined, { token: buyer.token })).statusCode).toBe(401);
  });
});
