import type {
  EarningsGraphData,
  EarningsGraphQuery,
  EarningsSummaryData,
  Language,
  PagedFileEarnings,
  PagedPeriodQuery,
  PeriodQuery,
  RoyaltyStatement,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { invalidField } from '../../http/http-error';
import { paged, pageWindow } from '../../http/pagination';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { formatLabelIn } from '../catalogue/format-words';
import { publicMediaUrl } from '../catalogue/media-urls';
import { contributorBalances } from '../payouts/contributor-balances';
import { levelNameIn } from '../plans/level-words';
import { licenceSourceIn } from '../plans/licence-source-words';
import { CURRENCY } from '../plans/plans-config';
import { earningsPerBucket, fileEarnings, licenceTotals, referralEarnings, royaltyLines, royaltyTotals } from './earnings.repo';
import { levelProgress } from './level-progress';
import { presentPeriod, readPeriod } from './period';
import { royaltyStatementCsv } from './royalty-statement-csv';

export async function earningsSummary(
  deps: AppDeps,
  user: SessionUser,
  query: PeriodQuery,
  language: Language,
): Promise<Outcome<EarningsSummaryData>> {
  const period = readPeriod(query);
  const [inPeriod, lifetime, referral, balances] = await Promise.all([
    licenceTotals(deps.db, user.id, period),
    licenceTotals(deps.db, user.id),
    referralEarnings(deps.db, user.id, period),
    contributorBalances(deps.db, user.id),
  ]);
  return {
    data: {
      summary: {
        period: presentPeriod(period),
        currency: CURRENCY,
        downloads: inPeriod.downloads,
        earnings_cents: inPeriod.royaltyCents,
        referral_earnings_cents: referral,
        available_cents: balances.availableCents,
        pending_cents: balances.pendingCents,
        paid_out_cents: balances.paidOutCents,
        lifetime_earnings_cents: lifetime.royaltyCents,
        payout_minimum_cents: deps.config.payouts.minimumCents,
        level: levelProgress(lifetime.downloads, language),
      },
    },
    message: 'OK',
  };
}

const MAX_POINTS = 800;
const TOO_MANY_POINTS = {
  day: 'That is too many days to draw; choose a longer interval or a shorter period.',
  week: 'That is too many weeks to draw; choose a longer interval or a shorter period.',
  month: 'That is too many months to draw; choose a longer interval or a shorter period.',
} as const;

export async function earningsGraph(deps: AppDeps, user: SessionUser, query: EarningsGraphQuery): Promise<Outcome<EarningsGraphData>> {
  const period = readPeriod(query);
  const interval = query.interval ?? 'day';
  const days = (period.end.getTime() - period.start.getTime()) / 86_400_000;
  const points = interval === 'day' ? days : interval === 'week' ? days / 7 : days / 30;
  if (points > MAX_POINTS) throw invalidField('interval', TOO_MANY_POINTS[interval]);
  const rows = await earningsPerBucket(deps.db, user.id, period, interval);
  return {
    data: {
      period: presentPeriod(period),
      interval,
      points: rows.map((row) => ({ date: row.bucket, downloads: row.downloads, earnings_cents: row.earnings_cents })),
    },
    message: 'OK',
  };
}

export async function filesDetail(deps: AppDeps, user: SessionUser, query: PagedPeriodQuery): Promise<Outcome<PagedFileEarnings>> {
  const period = readPeriod(query);
  const window = pageWindow(query, 10);
  const { rows, total } = await fileEarnings(deps.db, user.id, period, window);
  const results = rows.map(({ thumbnail_key, ...row }) => ({
    ...row,
    thumbnail_url: thumbnail_key ? publicMediaUrl(thumbnail_key) : null,
  }));
  return { data: { ...paged(results, total, window), period: presentPeriod(period) }, message: 'OK' };
}

export async function royaltyStatement(
  deps: AppDeps,
  user: SessionUser,
  query: PagedPeriodQuery,
  language: Language,
): Promise<Outcome<RoyaltyStatement>> {
  const period = readPeriod(query);
  const window = pageWindow(query, 50);
  const [lines, totals] = await Promise.all([royaltyLines(deps.db, user.id, period, window), royaltyTotals(deps.db, user.id, period)]);
  const results = lines.map((line) => ({
    ...line,
    format: formatLabelIn(line.format, language),
    plan: licenceSourceIn(line.plan, language),
    level: levelNameIn(line.level, language),
    downloaded_at: line.downloaded_at.toISOString(),
  }));
  return {
    data: {
      ...paged(results, totals.lines, window),
      period: presentPeriod(period),
      total_royalty_cents: totals.royaltyCents,
      total_value_cents: totals.valueCents,
    },
    message: 'OK',
  };
}

/** The whole statement of the period as CSV, with a file name that says whose and which period. */
export async function royaltyStatementFile(
  deps: AppDeps,
  user: SessionUser,
  query: PeriodQuery,
): Promise<{ filename: string; csv: string }> {
  const period = readPeriod(query);
  const lines = await royaltyLines(deps.db, user.id, period);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const lastDay = new Date(period.end.getTime() - 1);
  return { filename: `royalty-statement-${day(period.start)}-to-${day(lastDay)}.csv`, csv: royaltyStatementCsv(lines) };
}
