import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../components/layout/ScrollRegion';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { toast } from '../../components/toasts/toast';
import { messageOf } from '../auth/form/server-errors';
import { downloadStatementCsv, type PeriodParams, statementQuery } from './earnings-api';
import { formatDate, formatRate, formatUsd } from './money';
import { PagerButtons } from './PagerButtons';
import { Panel } from './Panel';
import { TableSkeleton } from './TableSkeleton';

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 whitespace-nowrap';
const cell = 'px-3 py-2 text-sm text-slate-800';
const td = `${cell} whitespace-nowrap`;

/** Every licensed download of the period and exactly how its royalty was worked out. */
export function RoyaltyStatementTable({ period }: { period: PeriodParams }) {
  const { t } = useTranslation('earnings');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useQuery(statementQuery(period, page));
  const csv = useMutation({
    mutationFn: () => downloadStatementCsv(period),
    onSuccess: (filename) => toast.success(t('statement.saved', { filename })),
    onError: (error) => toast.error(messageOf(error)),
  });
  const exportButton = (
    <button
      type="button"
      onClick={() => csv.mutate()}
      disabled={csv.isPending}
      className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60"
    >
      {csv.isPending ? t('statement.preparing') : t('statement.export')}
    </button>
  );
  return (
    <Panel title={t('statement.title')} description={t('statement.description')} actions={exportButton}>
      {isPending ? (
        <TableSkeleton />
      ) : isError ? (
        <ErrorState message={t('statement.error')} onRetry={() => refetch()} />
      ) : data.results.length === 0 ? (
        <EmptyState title={t('statement.emptyTitle')}>{t('statement.emptyText')}</EmptyState>
      ) : (
        <>
          <ScrollRegion label={t('statement.lines')}>
            <table className="min-w-full divide-y divide-slate-200">
              <thead>
                <tr>
                  <th className={th}>{t('statement.date')}</th>
                  <th className={th}>{t('statement.file')}</th>
                  <th className={th}>{t('statement.format')}</th>
                  <th className={th}>{t('statement.plan')}</th>
                  <th className={`${th} text-right`}>{t('statement.value')}</th>
                  <th className={`${th} text-right`}>{t('statement.rate')}</th>
                  <th className={th}>{t('statement.level')}</th>
                  <th className={`${th} text-right`}>{t('statement.royalty')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.results.map((line) => (
                  <tr key={line.licence_id}>
                    <td className={td}>{formatDate(line.downloaded_at)}</td>
                    <td className={`${td} max-w-40 truncate 2xl:max-w-56`} title={line.title}>
                      {line.title}
                    </td>
                    <td className={td}>{line.format}</td>
                    {/* Plan names wrap, so the royalty column stays in view on a laptop in every language. */}
                    <td className={`${cell} min-w-32`}>{line.plan}</td>
                    <td className={`${td} text-right tabular-nums`}>{formatUsd(line.value_cents)}</td>
                    <td className={`${td} text-right tabular-nums`}>{formatRate(line.rate_bp)}</td>
                    <td className={td}>{line.level}</td>
                    <td className={`${td} text-right font-semibold tabular-nums`}>{formatUsd(line.royalty_cents)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <td className={`${td} font-semibold`} colSpan={4}>
                    {t('statement.total', { count: data.totalCount })}
                  </td>
                  <td className={`${td} text-right font-semibold tabular-nums`}>{formatUsd(data.total_value_cents)}</td>
                  <td className={td} colSpan={2} />
                  <td className={`${td} text-right font-semibold tabular-nums`}>{formatUsd(data.total_royalty_cents)}</td>
                </tr>
              </tfoot>
            </table>
          </ScrollRegion>
          <PagerButtons page={data.page_no} totalPages={data.total_pages} onPage={setPage} label={t('statement.pages')} />
        </>
      )}
    </Panel>
  );
}
