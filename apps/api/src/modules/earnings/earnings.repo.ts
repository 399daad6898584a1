import type { GraphInterval } from '@stock/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { MediaTypeValue } from '../../db/schema';
import { bucketSeries } from '../../db/time-buckets';
import type { TimePeriod } from './period';

export async function licenceTotals(
  db: Db,
  contributorId: number,
  period?: TimePeriod,
): Promise<{ downloads: number; royaltyCents: number }> {
  let query = db
    .selectFrom('licences')
    .select([sql<string>`count(*)`.as('downloads'), sql<string>`coalesce(sum(royalty_cents), 0)`.as('royalty')])
    .where('contributor_user_id', '=', contributorId);
  if (period) query = query.where('created_at', '>=', period.start).where('created_at', '<', period.end);
  const row = await query.executeTakeFirstOrThrow();
  return { downloads: Number(row.downloads), royaltyCents: Number(row.royalty) };
}

export async function referralEarnings(db: Db, referrerId: number, period: TimePeriod): Promise<number> {
  const row = await db
    .selectFrom('referral_rewards')
    .select(sql<string>`coalesce(sum(amount_cents), 0)`.as('total'))
    .where('referrer_id', '=', referrerId)
    .where('created_at', '>=', period.start)
    .where('created_at', '<', period.end)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export interface GraphRow {
  bucket: string;
  downloads: number;
  earnings_cents: number;
}

/** Downloads and royalties per day, week or month of the period (UTC), every bucket present, empty ones as zero. */
export async function earningsPerBucket(db: Db, contributorId: number, period: TimePeriod, interval: GraphInterval): Promise<GraphRow[]> {
  const result = await sql<GraphRow>`
    WITH buckets AS (${bucketSeries(period, interval)}),
    sums AS (
      SELECT date_trunc(${interval}, created_at AT TIME ZONE 'UTC') AS bucket, count(*) AS downloads, sum(royalty_cents) AS earnings
      FROM licences
      WHERE contributor_user_id = ${contributorId} AND created_at >= ${period.start} AND created_at < ${period.end}
      GROUP BY 1
    )
    SELECT to_char(b.bucket, 'YYYY-MM-DD') AS bucket, coalesce(s.downloads, 0)::int AS downloads, coalesce(s.earnings, 0)::int AS earnings_cents
    FROM buckets b LEFT JOIN sums s ON s.bucket = b.bucket
    ORDER BY b.bucket`.execute(db);
  return result.rows;
}

export interface FileEarningsRow {
  media_id: number;
  title: string;
  type: MediaTypeValue;
  thumbnail_key: string | null;
  downloads: number;
  earnings_cents: number;
  lifetime_downloads: number;
}

/** The contributor's files that ever sold or are published, best earners of the period first. */
export async function fileEarnings(
  db: Db,
  contributorId: number,
  period: TimePeriod,
  window: { limit: number; offset: number },
): Promise<{ rows: FileEarningsRow[]; total: number }> {
  const rows = await sql<FileEarningsRow>`
    SELECT f.id AS media_id, f.title, f.type,
      (SELECT d.storage_key FROM media_derivatives d WHERE d.media_id = f.id AND d.kind = 'thumb' AND d.format = 'jpeg'
        ORDER BY d.width LIMIT 1) AS thumbnail_key,
      count(l.id) FILTER (WHERE l.created_at >= ${period.start} AND l.created_at < ${period.end})::int AS downloads,
      coalesce(sum(l.royalty_cents) FILTER (WHERE l.created_at >= ${period.start} AND l.created_at < ${period.end}), 0)::int AS earnings_cents,
      count(l.id)::int AS lifetime_downloads
    FROM media_files f
    LEFT JOIN licences l ON l.file_id = f.id AND l.contributor_user_id = ${contributorId}
    WHERE f.contributor_id = ${contributorId} AND (f.status = 'published' OR l.id IS NOT NULL)
    GROUP BY f.id
    ORDER BY earnings_cents DESC, downloads DESC, lifetime_downloads DESC, f.id DESC
    LIMIT ${window.limit} OFFSET ${window.offset}`.execute(db);
  const count = await sql<{ n: string }>`
    SELECT count(*) AS n FROM media_files f
    WHERE f.contributor_id = ${contributorId}
      AND (f.status = 'published' OR EXISTS (SELECT 1 FROM licences l WHERE l.file_id = f.id AND l.contributor_user_id = ${contributorId}))`.execute(
    db,
  );
  return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
}

export interface RoyaltyLineRow {
  licence_id: number;
  downloaded_at: Date;
  media_id: number;
  title: string;
  format: string;
  plan: string;
  value_cents: number;
  rate_bp: number;
  level: string;
  royalty_cents: number;
}

function statementQuery(db: Db, contributorId: number, period: TimePeriod) {
  return db
    .selectFrom('licences as l')
    .innerJoin('media_files as f', 'f.id', 'l.file_id')
    .where('l.contributor_user_id', '=', contributorId)
    .where('l.created_at', '>=', period.start)
    .where('l.created_at', '<', period.end);
}

const LINE_COLUMNS = [
  'l.id as licence_id',
  'l.created_at as downloaded_at',
  'f.id as media_id',
  'f.title',
  'l.format_label as format',
  'l.plan_name as plan',
  'l.value_cents',
  'l.royalty_rate_bp as rate_bp',
  'l.earnings_level as level',
  'l.royalty_cents',
] as const;

/** Every licensed download of the contributor's files in the period, newest first; all of them when no window. */
export async function royaltyLines(
  db: Db,
  contributorId: number,
  period: TimePeriod,
  window?: { limit: number; offset: number },
): Promise<RoyaltyLineRow[]> {
  let query = statementQuery(db, contributorId, period).select(LINE_COLUMNS).orderBy('l.created_at', 'desc').orderBy('l.id', 'desc');
  if (window) query = query.limit(window.limit).offset(window.offset);
  return query.execute();
}

export async function royaltyTotals(db: Db, contributorId: number, period: TimePeriod) {
  const row = await statementQuery(db, contributorId, period)
    .select([
      sql<string>`count(*)`.as('lines'),
      sql<string>`coalesce(sum(l.royalty_cents), 0)`.as('royalty'),
      sql<string>`coalesce(sum(l.value_cents), 0)`.as('value'),
    ])
    .executeTakeFirstOrThrow();
  return { lines: Number(row.lines), royaltyCents: Number(row.royalty), valueCents: Number(row.value) };
}
