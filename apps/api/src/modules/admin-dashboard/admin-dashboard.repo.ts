import type { DashboardPoint, GraphInterval } from '@stock/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { bucketSeries } from '../../db/time-buckets';
import type { TimePeriod } from '../earnings/period';
import { LEDGER_ACCOUNTS } from '../ledger/ledger-accounts';

/**
 * The marketplace per day, week or month of the period (UTC), every bucket present: revenue from the ledger (credits to
 * revenue, so a refund's reversing entry lowers it), licences, sign-ups of buyers and contributors, uploads.
 */
export async function dashboardSeries(db: Db, period: TimePeriod, interval: GraphInterval): Promise<DashboardPoint[]> {
  const bucketOf = (column: string) => sql`date_trunc(${interval}, ${sql.ref(column)} AT TIME ZONE 'UTC')`;
  const result = await sql<DashboardPoint>`
    WITH buckets AS (${bucketSeries(period, interval)}),
    revenue AS (
      SELECT ${bucketOf('p.created_at')} AS bucket, -sum(p.amount_cents) AS n FROM ledger_postings p
      WHERE p.account = ${LEDGER_ACCOUNTS.revenue} AND p.created_at >= ${period.start} AND p.created_at < ${period.end} GROUP BY 1
    ),
    licences AS (
      SELECT ${bucketOf('l.created_at')} AS bucket, count(*) AS n FROM licences l
      WHERE l.created_at >= ${period.start} AND l.created_at < ${period.end} GROUP BY 1
    ),
    buyers AS (
      SELECT ${bucketOf('u.created_at')} AS bucket, count(*) AS n FROM users u
      WHERE 'buyer' = ANY (u.roles) AND u.created_at >= ${period.start} AND u.created_at < ${period.end} GROUP BY 1
    ),
    contributors AS (
      SELECT ${bucketOf('c.created_at')} AS bucket, count(*) AS n FROM contributors c
      WHERE c.created_at >= ${period.start} AND c.created_at < ${period.end} GROUP BY 1
    ),
    uploads AS (
      SELECT ${bucketOf('f.created_at')} AS bucket, count(*) AS n FROM media_files f
      WHERE f.created_at >= ${period.start} AND f.created_at < ${period.end} GROUP BY 1
    )
    SELECT to_char(b.bucket, 'YYYY-MM-DD') AS date,
      coalesce(r.n, 0)::int AS revenue_cents,
      coalesce(l.n, 0)::int AS licences,
      coalesce(bu.n, 0)::int AS new_buyers,
      coalesce(c.n, 0)::int AS new_contributors,
      coalesce(up.n, 0)::int AS uploads
    FROM buckets b
    LEFT JOIN revenue r ON r.bucket = b.bucket
    LEFT JOIN licences l ON l.bucket = b.bucket
    LEFT JOIN buyers bu ON bu.bucket = b.bucket
    LEFT JOIN contributors c ON c.bucket = b.bucket
    LEFT JOIN uploads up ON up.bucket = b.bucket
    ORDER BY b.bucket`.execute(db);
  return result.rows;
}

export async function reviewBacklog(db: Db) {
  return db
    .selectFrom('media_files')
    .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('submitted_at').as('oldest')])
    .where('status', '=', 'inreview')
    .executeTakeFirstOrThrow();
}

export async function payoutsDue(db: Db) {
  return db
    .selectFrom('withdrawals')
    .select((eb) => [eb.fn.countAll<string>().as('count'), sql<string>`coalesce(sum(amount_cents), 0)`.as('amount')])
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
}
