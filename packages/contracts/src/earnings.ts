import { type Static, Type } from '@sinclair/typebox';
import { GRAPH_INTERVALS } from './constants';
import { Paged } from './envelope';
import { MediaType } from './media';
import { PageNo } from './numbers';

/** A contributor's earnings: summary for a period, graph data, per-file detail and the per-download royalty statement. */

const Time = Type.String({
  maxLength: 40,
  description: 'A day (2026-11-01, whole day, UTC), an ISO date-time, or milliseconds since 1970',
});

export const PeriodQuery = Type.Object(
  {
    startTime: Type.Optional(Time),
    endTime: Type.Optional(Time),
  },
  { additionalProperties: false },
);
export type PeriodQuery = Static<typeof PeriodQuery>;

export const Period = Type.Object({ startTime: Type.String({ format: 'date-time' }), endTime: Type.String({ format: 'date-time' }) });
export type Period = Static<typeof Period>;

export const EarningsLevelProgress = Type.Object({
  name: Type.String(),
  rate_bp: Type.Integer(),
  lifetime_downloads: Type.Integer(),
  next_level_name: Type.Union([Type.String(), Type.Null()]),
  next_level_rate_bp: Type.Union([Type.Integer(), Type.Null()]),
  next_level_at: Type.Union([Type.Integer(), Type.Null()]),
  downloads_to_next: Type.Union([Type.Integer(), Type.Null()]),
  /** 0 to 1: how far from this level's start to the next one; 1 at the top level. */
  progress: Type.Number(),
});
export type EarningsLevelProgress = Static<typeof EarningsLevelProgress>;

export const EarningsSummary = Type.Object({
  period: Period,
  currency: Type.String(),
  downloads: Type.Integer(),
  earnings_cents: Type.Integer(),
  referral_earnings_cents: Type.Integer(),
  available_cents: Type.Integer(),
  pending_cents: Type.Integer(),
  paid_out_cents: Type.Integer(),
  lifetime_earnings_cents: Type.Integer(),
  payout_minimum_cents: Type.Integer(),
  level: EarningsLevelProgress,
});
export type EarningsSummary = Static<typeof EarningsSummary>;
export const EarningsSummaryData = Type.Object({ summary: EarningsSummary });
export type EarningsSummaryData = Static<typeof EarningsSummaryData>;

export type GraphInterval = (typeof GRAPH_INTERVALS)[number];

export const EarningsGraphQuery = Type.Composite(
  [
    PeriodQuery,
    Type.Object({
      interval: Type.Optional(
        Type.Union(
          GRAPH_INTERVALS.map((i) => Type.Literal(i)),
          { default: 'day' },
        ),
      ),
    }),
  ],
  { additionalProperties: false },
);
export type EarningsGraphQuery = Static<typeof EarningsGraphQuery>;

export const EarningsGraphPoint = Type.Object({
  /** The first day of the bucket, YYYY-MM-DD (weeks start on Monday). */
  date: Type.String(),
  downloads: Type.Integer(),
  earnings_cents: Type.Integer(),
});
export type EarningsGraphPoint = Static<typeof EarningsGraphPoint>;

export const EarningsGraphData = Type.Object({ period: Period, interval: Type.String(), points: Type.Array(EarningsGraphPoint) });
export type EarningsGraphData = Static<typeof EarningsGraphData>;

export const PagedPeriodQuery = Type.Composite(
  [
    PeriodQuery,
    Type.Object({
      page_no: Type.Optional(PageNo()),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
    }),
  ],
  { additionalProperties: false },
);
export type PagedPeriodQuery = Static<typeof PagedPeriodQuery>;

export const FileEarnings = Type.Object({
  media_id: Type.Integer(),
  title: Type.String(),
  type: MediaType,
  thumbnail_url: Type.Union([Type.String(), Type.Null()]),
  downloads: Type.Integer(),
  earnings_cents: Type.Integer(),
  lifetime_downloads: Type.Integer(),
});
export type FileEarnings = Static<typeof FileEarnings>;
export const PagedFileEarnings = Type.Composite([Paged(FileEarnings), Type.Object({ period: Period })]);
export type PagedFileEarnings = Static<typeof PagedFileEarnings>;

export const RoyaltyLine = Type.Object({
  licence_id: Type.Integer(),
  downloaded_at: Type.String({ format: 'date-time' }),
  media_id: Type.Integer(),
  title: Type.String(),
  format: Type.String(),
  plan: Type.String(),
  value_cents: Type.Integer(),
  rate_bp: Type.Integer(),
  level: Type.String(),
  royalty_cents: Type.Integer(),
});
export type RoyaltyLine = Static<typeof RoyaltyLine>;
export const RoyaltyStatement = Type.Composite([
  Paged(RoyaltyLine),
  Type.Object({ period: Period, total_royalty_cents: Type.Integer(), total_value_cents: Type.Integer() }),
]);
export type RoyaltyStatement = Static<typeof RoyaltyStatement>;
