import type { DashboardData, DashboardPoint } from '@stock/contracts';
import { GRAPH_INTERVALS } from '@stock/contracts/values';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../components/format/format-count';
import { formatDate } from '../../components/format/format-date';
import { formatMoney } from '../../components/format/format-money';
import { ScrollRegion } from '../../components/layout/ScrollRegion';
import { ErrorState } from '../../components/states/ErrorState';
import { adminCall } from '../admin/console-api';
import { inputClass } from '../auth/form/TextField';
import { TableSkeleton } from '../earnings/TableSkeleton';

type Interval = (typeof GRAPH_INTERVALS)[number];
type Metric = Exclude<keyof DashboardPoint, 'date'>;

const METRICS: { key: Metric; labelKey: string }[] = [
  { key: 'revenue_cents', labelKey: 'metrics.revenue' },
  { key: 'licences', labelKey: 'metrics.licences' },
  { key: 'new_buyers', labelKey: 'metrics.newBuyers' },
  { key: 'new_contributors', labelKey: 'metrics.newContributors' },
  { key: 'uploads', labelKey: 'metrics.uploads' },
];

/** A figure as the reader writes it: money in dollars, counts with the language's digit grouping. */
const figure = (metric: Metric, value: number) => (metric === 'revenue_cents' ? formatMoney(value) : formatCount(value));

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const ageInDays = (iso: string) => Math.floor((Date.now() - new Date(iso).getTime()) / 86_400_000);

/** One metric as bars, one per bucket; the numbers are in the table beside it for anyone who cannot see the bars. */
function Bars({ points, metric }: { points: DashboardPoint[]; metric: Metric }) {
  const { t } = useTranslation('admin-dashboard');
  const top = Math.max(1, ...points.map((point) => Math.abs(point[metric])));
  return (
    <div aria-hidden="true" className="flex h-24 items-end gap-px border-b border-slate-300">
      {points.map((point) => (
        <div
          key={point.date}
          title={t('chart.bar', { date: formatDate(point.date), value: figure(metric, point[metric]) })}
          className={`min-w-0 flex-1 ${point[metric] < 0 ? 'bg-rose-400' : 'bg-sky-600'}`}
          style={{ height: `${(Math.abs(point[metric]) / top) * 100}%` }}
        />
      ))}
    </div>
  );
}

function Totals({ data }: { data: DashboardData }) {
  const { t } = useTranslation('admin-dashboard');
  const { count, oldest_submitted_at: oldest } = data.review_backlog;
  const cards: [string, string][] = [
    ...METRICS.map(({ key, labelKey }): [string, string] => [t(labelKey), figure(key, data.totals[key])]),
    [
      t('totals.reviewBacklog'),
      oldest ? t('totals.backlogWithOldest', { count: formatCount(count), days: ageInDays(oldest) }) : formatCount(count),
    ],
    [
      t('totals.payoutsDue'),
      t('totals.payoutsDueValue', { count: formatCount(data.payouts_due.count), amount: formatMoney(data.payouts_due.amount_cents) }),
    ],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {cards.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Dashboard() {
  const { t } = useTranslation('admin-dashboard');
  const [from, setFrom] = useState(() => dayOf(new Date(Date.now() - 29 * 86_400_000)));
  const [to, setTo] = useState(() => dayOf(new Date()));
  const [interval, setInterval] = useState<Interval>('day');
  const [metric, setMetric] = useState<Metric>('revenue_cents');
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['admin', 'dashboard', from, to, interval],
    queryFn: async ({ signal }) =>
      (await adminCall<DashboardData>('/admin/dashboard', { query: { startTime: from, endTime: to, interval }, signal })).data,
    placeholderData: keepPreviousData,
  });
  const label = 'text-sm font-medium text-slate-700';
  const chosenLabel = t(METRICS.find((m) => m.key === metric)?.labelKey ?? 'metrics.revenue');
  return (
    <section aria-labelledby="dashboard-heading" className="mt-8">
      <h2 id="dashboard-heading" className="text-xl font-semibold text-slate-900">
        {t('heading')}
      </h2>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label className={label}>
          {t('filters.from')}
          <input
            type="date"
            value={from}
            max={to}
            onChange={(e) => e.target.value && setFrom(e.target.value)}
            className={`mt-1 block ${inputClass(false)}`}
          />
        </label>
        <label className={label}>
          {t('filters.to')}
          <input
            type="date"
            value={to}
            min={from}
            onChange={(e) => e.target.value && setTo(e.target.value)}
            className={`mt-1 block ${inputClass(false)}`}
          />
        </label>
        <label className={label}>
          {t('filters.by')}
          <select value={interval} onChange={(e) => setInterval(e.target.value as Interval)} className={`mt-1 block ${inputClass(false)}`}>
            {GRAPH_INTERVALS.map((value) => (
              <option key={value} value={value}>
                {t('filters.interval', { interval: value })}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {t('filters.chart')}
          <select value={metric} onChange={(e) => setMetric(e.target.value as Metric)} className={`mt-1 block ${inputClass(false)}`}>
            {METRICS.map((m) => (
              <option key={m.key} value={m.key}>
                {t(m.labelKey)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="mt-4">
        {isPending ? (
          <TableSkeleton rows={4} />
        ) : isError ? (
          <ErrorState message={t('loadError')} onRetry={() => refetch()} />
        ) : (
          <>
            <Totals data={data} />
            <figure className="mt-6">
              <figcaption className="text-sm font-medium text-slate-700">
                {t('chart.caption', {
                  metric: chosenLabel,
                  interval: data.interval,
                  from: formatDate(data.period.startTime),
                  to: formatDate(data.points.at(-1)?.date ?? data.period.endTime),
                })}
              </figcaption>
              <div className="mt-2">
                <Bars points={data.points} metric={metric} />
              </div>
            </figure>
            <div className="mt-4">
              <ScrollRegion label={t('table.label')}>
                <table className="w-full text-sm tabular-nums">
                  {/* Japanese headings break between words, not inside one ("ライセンス数"), as the other languages do. */}
                  <thead className="text-left break-keep text-slate-600">
                    <tr>
                      <th className="py-1 pr-3 font-medium">{t('table.from')}</th>
                      {METRICS.map((m) => (
                        <th key={m.key} className="py-1 pr-3 font-medium">
                          {t(m.labelKey)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {data.points.map((point) => (
                      <tr key={point.date}>
                        <td className="py-1 pr-3">{formatDate(point.date)}</td>
                        {METRICS.map((m) => (
                          <td key={m.key} className="py-1 pr-3">
                            {figure(m.key, point[m.key])}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
