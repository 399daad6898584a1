import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../components/format/format-count';
import { ErrorState } from '../../components/states/ErrorState';
import { SentencePart } from '../account/SentencePart';
import { usageQuery } from './developer-queries';

const DAYS = 30;

/** The partner API requests of the last 30 days: a bar per day, then the endpoints and keys that made them. */
export function UsagePanel() {
  const { t } = useTranslation('reseller');
  const { data, isPending, isError, refetch } = useQuery(usageQuery(DAYS));
  return (
    <section aria-labelledby="usage-heading">
      <h2 id="usage-heading" className="mb-3 text-xl font-semibold text-slate-900">
        {t('usage.title', { count: DAYS })}
      </h2>
      {isPending ? (
        <div role="status" aria-label={t('usage.loading')} className="h-40 animate-pulse rounded-2xl bg-slate-100" />
      ) : isError ? (
        <ErrorState message={t('usage.loadError')} onRetry={() => refetch()} />
      ) : data.total === 0 ? (
        <p className="rounded-2xl border border-slate-200 p-4 text-slate-600">{t('usage.empty')}</p>
      ) : (
        <div className="space-y-4 rounded-2xl border border-slate-200 p-4">
          <p className="text-slate-700">
            <SentencePart
              sentence={t('usage.total', { total: formatCount(data.total), since: data.since })}
              part={formatCount(data.total)}
            />
          </p>
          <DayChart days={data.by_day} />
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('usage.byEndpoint')}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-500">
                <th className="py-1 font-medium">{t('usage.endpoint')}</th>
                <th className="py-1 text-right font-medium">{t('usage.requests')}</th>
              </tr>
            </thead>
            <tbody>
              {data.by_endpoint.map((row) => (
                <tr key={row.endpoint} className="border-b border-slate-100">
                  <td className="py-1">
                    <code>{row.endpoint}</code>
                  </td>
                  <td className="py-1 text-right tabular-nums">{formatCount(row.requests)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function DayChart({ days }: { days: { day: string; requests: number }[] }) {
  const { t } = useTranslation('reseller');
  const highest = Math.max(1, ...days.map((day) => day.requests));
  return (
    <ol aria-label={t('usage.byDay')} className="flex h-32 items-end gap-0.5">
      {days.map((day) => (
        <li key={day.day} className="flex h-full flex-1 items-end" title={`${day.day}: ${day.requests}`}>
          <span className="sr-only">{`${day.day}: ${day.requests}`}</span>
          <span aria-hidden="true" className="w-full rounded-t bg-sky-600" style={{ height: `${(day.requests / highest) * 100}%` }} />
        </li>
      ))}
    </ol>
  );
}
