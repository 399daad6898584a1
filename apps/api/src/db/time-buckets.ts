import type { GraphInterval } from '@stock/contracts';
import { sql } from 'kysely';

/** A period's span, for a chart. */
export interface BucketPeriod {
  start: Date;
  /** Exclusive. */
  end: Date;
}

/** Every day, week (from Monday) or month of the period (UTC) as a column `bucket`, empty ones too: the chart's x axis. */
export const bucketSeries = (period: BucketPeriod, interval: GraphInterval) => sql`
  SELECT generate_series(
    date_trunc(${interval}, ${period.start}::timestamptz AT TIME ZONE 'UTC'),
    ${period.end}::timestamptz AT TIME ZONE 'UTC' - interval '1 microsecond',
    ('1 ' || ${interval})::interval
  ) AS bucket`;
