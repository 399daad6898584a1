import type { GraphInterval } from '@stock/contracts';
import { GRAPH_INTERVALS } from '@stock/contracts/values';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../components/states/ErrorState';
import { ContributorFrame } from './ContributorFrame';
import { graphQuery, type PeriodParams, summaryQuery } from './earnings-api';
import { FileEarningsTable } from './FileEarningsTable';
import { Panel } from './Panel';
import { PeriodPicker } from './PeriodPicker';
import { intervalFor, periodFrom } from './period';
import { RoyaltyStatementTable } from './RoyaltyStatementTable';
import { SummaryCards } from './SummaryCards';
import { TableSkeleton } from './TableSkeleton';
import { WithdrawPanel } from './WithdrawPanel';

// The charting library is most of this page's code: the numbers show while it loads.
const EarningsChart = lazy(async () => ({ default: (await import('./EarningsChart')).EarningsChart }));
const chartPlaceholder = <div className="h-72 animate-pulse rounded-xl bg-slate-100" />;

function EarningsDashboard() {
  const { t } = useTranslation('earnings');
  const intervalLabel: Record<GraphInterval, string> = {
    day: t('chart.intervals.day'),
    week: t('chart.intervals.week'),
    month: t('chart.intervals.month'),
  };
  const [params, setParams] = useSearchParams();
  const period = periodFrom(params);
  const interval = intervalFor(period, params.get('interval'));
  const summary = useQuery(summaryQuery(period));
  const graph = useQuery(graphQuery(period, interval));
  const periodKey = `${period.startTime}/${period.endTime}`;

  const choose = (next: PeriodParams, nextInterval?: GraphInterval) => {
    const search = new URLSearchParams({ ...next });
    if (nextInterval) search.set('interval', nextInterval);
    setParams(search, { replace: true });
  };
  const chooseInterval = (next: GraphInterval) => setParams(new URLSearchParams({ ...period, interval: next }), { replace: true });

  return (
    <>
      <PeriodPicker key={periodKey} period={period} onChange={choose} />
      {summary.isError ? (
        <ErrorState message={t('page.summaryError')} onRetry={() => summary.refetch()} />
      ) : summary.data ? (
        <SummaryCards summary={summary.data} />
      ) : (
        <TableSkeleton rows={4} />
      )}
      <Panel
        title={t('chart.title')}
        actions={
          <fieldset className="flex gap-1">
            <legend className="sr-only">{t('chart.groupBy')}</legend>
            {GRAPH_INTERVALS.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={option === interval}
                onClick={() => chooseInterval(option)}
                className={`rounded-md px-2.5 py-1 text-sm capitalize ${option === interval ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
              >
                {intervalLabel[option]}
              </button>
            ))}
          </fieldset>
        }
      >
        {graph.isError ? (
          <ErrorState message={t('chart.error')} onRetry={() => graph.refetch()} />
        ) : graph.data ? (
          <Suspense fallback={chartPlaceholder}>
            <EarningsChart points={graph.data.points} interval={interval} />
          </Suspense>
        ) : (
          chartPlaceholder
        )}
      </Panel>
      <WithdrawPanel summary={summary.data} />
      <FileEarningsTable key={`files-${periodKey}`} period={period} />
      <RoyaltyStatementTable key={`statement-${periodKey}`} period={period} />
    </>
  );
}

export function EarningsPage() {
  const { t } = useTranslation('earnings');
  return (
    <ContributorFrame title={t('page.title')} intro={t('page.intro')}>
      <EarningsDashboard />
    </ContributorFrame>
  );
}
