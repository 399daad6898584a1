import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app-paths';
import { formatCount } from '../../components/format/format-count';
import { ScrollRegion } from '../../components/layout/ScrollRegion';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { filesDetailQuery, type PeriodParams } from './earnings-api';
import { formatUsd } from './money';
import { PagerButtons } from './PagerButtons';
import { Panel } from './Panel';
import { TableSkeleton } from './TableSkeleton';

// Headings keep to one line: Japanese breaks between any two characters and stacked a heading letter by letter.
const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 whitespace-nowrap';
const td = 'px-3 py-2 text-sm text-slate-800';

export function FileEarningsTable({ period }: { period: PeriodParams }) {
  const { t } = useTranslation('earnings');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useQuery(filesDetailQuery(period, page));
  return (
    <Panel title={t('files.title')} description={t('files.description')}>
      {isPending ? (
        <TableSkeleton />
      ) : isError ? (
        <ErrorState message={t('files.error')} onRetry={() => refetch()} />
      ) : data.results.length === 0 ? (
        <EmptyState title={t('files.emptyTitle')}>{t('files.emptyText')}</EmptyState>
      ) : (
        <>
          <ScrollRegion label={t('files.title')}>
            <table className="min-w-full divide-y divide-slate-200">
              <thead>
                <tr>
                  <th className={th}>{t('files.file')}</th>
                  <th className={`${th} text-right`}>{t('files.downloads')}</th>
                  <th className={`${th} text-right`}>{t('files.earnings')}</th>
                  <th className={`${th} text-right`}>{t('files.allTimeDownloads')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.results.map((file) => (
                  <tr key={file.media_id}>
                    <td className={td}>
                      <Link to={paths.fileById(file.media_id)} className="flex items-center gap-3 hover:underline">
                        {file.thumbnail_url ? (
                          <img src={file.thumbnail_url} alt="" width={48} height={32} className="h-8 w-12 rounded object-cover" />
                        ) : (
                          <span className="h-8 w-12 rounded bg-slate-100" />
                        )}
                        <span className="line-clamp-1 min-w-40">{file.title}</span>
                      </Link>
                    </td>
                    <td className={`${td} text-right tabular-nums`}>{formatCount(file.downloads)}</td>
                    <td className={`${td} text-right tabular-nums`}>{formatUsd(file.earnings_cents)}</td>
                    <td className={`${td} text-right tabular-nums text-slate-500`}>{formatCount(file.lifetime_downloads)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <PagerButtons page={data.page_no} totalPages={data.total_pages} onPage={setPage} label={t('files.pages')} />
        </>
      )}
    </Panel>
  );
}
