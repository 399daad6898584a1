import type { DashboardData, EarningsGraphQuery } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import type { Outcome } from '../auth/auth.service';
import { presentPeriod, readPeriod } from '../earnings/period';
import { dashboardSeries, payoutsDue, reviewBacklog } from './admin-dashboard.repo';

/** How the marketplace is doing over a period, and what is waiting for the administrators now. */
export async function dashboard(deps: AppDeps, query: EarningsGraphQuery): Promise<Outcome<DashboardData>> {
  const period = readPeriod(query);
  const interval = query.interval ?? 'day';
  const [points, backlog, due] = await Promise.all([
    dashboardSeries(deps.db, period, interval),
    reviewBacklog(deps.db),
    payoutsDue(deps.db),
  ]);
  const sum = (key: 'revenue_cents' | 'licences' | 'new_buyers' | 'new_contributors' | 'uploads') =>
    points.reduce((total, point) => total + point[key], 0);
  const oldest = backlog.oldest as Date | string | null;
  return {
    data: {
      period: presentPeriod(period),
      interval,
      totals: {
        revenue_cents: sum('revenue_cents'),
        licences: sum('licences'),
        new_buyers: sum('new_buyers'),
        new_contributors: sum('new_contributors'),
        uploads: sum('uploads'),
      },
      points,
      review_backlog: { count: Number(backlog.count), oldest_submitted_at: oldest ? new Date(oldest).toISOString() : null },
      payouts_due: { count: Number(due.count), amount_cents: Number(due.amount) },
    },
    message: 'OK',
  };
}
