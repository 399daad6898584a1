import type { AdminOrder, AdminOrderRefunds, PagedAdminOrders } from '@stock/contracts';
import { formatMoney } from '@stock/contracts/values';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { adminPaths } from '../../app-paths';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { siteConfig } from '../../config/site-config';
import { adminCall } from '../admin/console-api';
import { FactList } from '../admin/FactList';
import { ORDER_STATUS_TEXT } from '../billing/order-status';
import { formatDate } from '../earnings/money';
import { TableSkeleton } from '../earnings/TableSkeleton';
import { RefundForm } from './RefundForm';

function Facts({ order, refunds }: { order: AdminOrder; refunds: AdminOrderRefunds }) {
  const money = (cents: number) => formatMoney(cents, order.currency);
  const facts: [string, string][] = [
    ['Buyer', `${order.buyer_name} <${order.buyer_email}>`],
    ['What', order.description],
    ['Status', ORDER_STATUS_TEXT[order.status]],
    ['Invoice', order.invoice_number ?? 'None'],
    ['Placed', formatDate(order.created_at)],
    ['Paid', `${money(refunds.paid_cents)} (tax ${money(order.tax_cents)})`],
    ['Refunded', money(refunds.refunded_cents)],
    ['Left to refund', money(refunds.refundable_cents)],
  ];
  return <FactList facts={facts} />;
}

function PastRefunds({ refunds }: { refunds: AdminOrderRefunds }) {
  if (refunds.refunds.length === 0) return <EmptyState title="No refunds yet" />;
  return (
    <ul aria-label="Refunds and credit notes" className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {refunds.refunds.map((refund) => (
        <li key={refund.id} className="flex flex-col gap-1 p-4 text-sm">
          <p className="font-semibold text-slate-900">
            Credit note {refund.credit_note_number} · {formatMoney(refund.amount_cents, refund.currency)}
            {refund.status === 'pending' && (
              <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 font-medium text-amber-900">Waiting for the payment provider</span>
            )}
          </p>
          <p className="break-words text-slate-700">{refund.reason}</p>
          <p className="text-slate-600">
            {formatDate(refund.created_at)} by {refund.admin_name} · tax {formatMoney(refund.tax_cents, refund.currency)} ·{' '}
            {refund.downloads_removed} unused download(s) removed
          </p>
        </li>
      ))}
    </ul>
  );
}

/** One order in the console: what was paid and refunded, the refund form, and each refund with its credit note. */
export function AdminOrderPage() {
  const id = Number(useParams().id);
  const order = useQuery({
    queryKey: ['admin', 'orders', 'one', id],
    queryFn: async ({ signal }) => {
      const found = (await adminCall<PagedAdminOrders>('/admin/orders', { query: { q: String(id) }, signal })).data;
      return found.results.find((candidate) => candidate.id === id) ?? null;
    },
  });
  const refunds = useQuery({
    queryKey: ['admin', 'orders', 'refunds', id],
    queryFn: async ({ signal }) => (await adminCall<AdminOrderRefunds>(`/admin/orders/${id}/refunds`, { signal })).data,
    enabled: Boolean(order.data),
  });
  return (
    <section>
      <title>{`Order ${id} · Administration · ${siteConfig.brand}`}</title>
      <Link to={adminPaths.orders()} className="text-sm text-sky-800 underline">
        All orders
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Order {id}</h1>
      {order.isPending || (order.data && refunds.isPending) ? (
        <TableSkeleton rows={4} />
      ) : order.isError || refunds.isError ? (
        <ErrorState message="We could not load this order." onRetry={() => Promise.all([order.refetch(), refunds.refetch()])} />
      ) : !order.data || !refunds.data ? (
        <EmptyState title="There is no such order" />
      ) : (
        <>
          <Facts order={order.data} refunds={refunds.data} />
          <h2 className="mt-8 text-xl font-semibold text-slate-900">Refund</h2>
          <div className="mt-3">
            {refunds.data.refundable_cents > 0 ? (
              <RefundForm orderId={id} refunds={refunds.data} />
            ) : (
              <p className="text-sm text-slate-600">Nothing is left to refund on this order.</p>
            )}
          </div>
          <h2 className="mt-8 text-xl font-semibold text-slate-900">Refunds and credit notes</h2>
          <div className="mt-3">
            <PastRefunds refunds={refunds.data} />
          </div>
        </>
      )}
    </section>
  );
}
