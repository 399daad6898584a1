import type { PagedAdminOrders } from '@stock/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminPaths } from '../../app-paths';
import { formatDate } from '../../components/format/format-date';
import { formatMoney } from '../../components/format/format-money';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { siteConfig } from '../../config/site-config';
import { ConsoleSearch } from '../admin/ConsoleSearch';
import { useConsoleSearch } from '../admin/use-console-search';
import { ORDER_STATUS_KEY } from '../billing/order-status';
import { PagerButtons } from '../earnings/PagerButtons';
import { TableSkeleton } from '../earnings/TableSkeleton';

export function AdminOrdersPage() {
  const { t } = useTranslation(['admin-orders', 'billing']);
  const { data, isPending, isError, refetch, search, setPage } = useConsoleSearch<PagedAdminOrders>('orders', '/admin/orders');
  return (
    <section>
      <title>{t('list.pageTitle', { brand: siteConfig.brand })}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('list.heading')}</h1>
      <ConsoleSearch label={t('list.search')} field={t('list.searchField')} onSearch={search} />
      <div className="mt-6">
        {isPending ? (
          <TableSkeleton rows={5} />
        ) : isError ? (
          <ErrorState message={t('list.loadError')} onRetry={() => refetch()} />
        ) : data.results.length === 0 ? (
          <EmptyState title={t('list.empty')} />
        ) : (
          <>
            <ul aria-label={t('list.label')} className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
              {data.results.map((order) => (
                <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 p-4 text-sm">
                  <div className="min-w-0">
                    <Link to={adminPaths.order(order.id)} className="font-semibold text-sky-800 underline">
                      {t('order', { id: order.id })}
                    </Link>
                    <p className="break-words text-slate-600">
                      {order.description} · {order.buyer_name} · <span className="break-all">{order.buyer_email}</span>
                    </p>
                  </div>
                  <p className="text-slate-600">
                    {formatMoney(order.total_cents, order.currency)} · {t(ORDER_STATUS_KEY[order.status], { ns: 'billing' })}
                    {order.invoice_number && ` · ${order.invoice_number}`} · {formatDate(order.created_at)}
                  </p>
                </li>
              ))}
            </ul>
            <PagerButtons page={data.page_no} totalPages={data.total_pages} onPage={setPage} label={t('list.pages')} />
          </>
        )}
      </div>
    </section>
  );
}
