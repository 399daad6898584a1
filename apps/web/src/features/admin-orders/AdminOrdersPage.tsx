import type { PagedAdminOrders } from '@stock/contracts';
import { formatMoney } from '@stock/contracts/values';
import { Link } from 'react-router';
import { adminPaths } from '../../app-paths';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { siteConfig } from '../../config/site-config';
import { ConsoleSearch } from '../admin/ConsoleSearch';
import { useConsoleSearch } from '../admin/use-console-search';
import { ORDER_STATUS_TEXT } from '../billing/order-status';
import { formatDate } from '../earnings/money';
import { PagerButtons } from '../earnings/PagerButtons';
import { TableSkeleton } from '../earnings/TableSkeleton';

export function AdminOrdersPage() {
  const { data, isPending, isError, refetch, search, setPage } = useConsoleSearch<PagedAdminOrders>('orders', '/admin/orders');
  return (
    <section>
      <title>{`Orders · Administration · ${siteConfig.brand}`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Orders</h1>
      <ConsoleSearch label="Find orders" field="Order id, invoice number, buyer e-mail or name" onSearch={search} />
      <div className="mt-6">
        {isPending ? (
          <TableSkeleton rows={5} />
        ) : isError ? (
          <ErrorState message="We could not load the orders." onRetry={() => refetch()} />
        ) : data.results.length === 0 ? (
          <EmptyState title="No order matches" />
        ) : (
          <>
            <ul aria-label="Orders found" className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
              {data.results.map((order) => (
                <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 p-4 text-sm">
                  <div className="min-w-0">
                    <Link to={adminPaths.order(order.id)} className="font-semibold text-sky-800 underline">
                      Order {order.id}
                    </Link>
                    <p className="break-words text-slate-600">
                      {order.description} · {order.buyer_name} · <span className="break-all">{order.buyer_email}</span>
                    </p>
                  </div>
                  <p className="text-slate-600">
                    {formatMoney(order.total_cents, order.currency)} · {ORDER_STATUS_TEXT[order.status]}
                    {order.invoice_number && ` · ${order.invoice_number}`} · {formatDate(order.created_at)}
                  </p>
                </li>
              ))}
            </ul>
            <PagerButtons page={data.page_no} totalPages={data.total_pages} onPage={setPage} label="Pages of orders" />
          </>
        )}
      </div>
    </section>
  );
}
