import type { AdminOrder, AdminOrderRefunds, PagedAdminOrders } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { adminPaths } from '../../app-paths';
import { formatDate } from '../../components/format/format-date';
import { formatMoney } from '../../components/format/format-money';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { siteConfig } from '../../config/site-config';
import { adminCall } from '../admin/console-api';
import { FactList } from '../admin/FactList';
import { ORDER_STATUS_KEY } from '../billing/order-status';
import { TableSkeleton } from '../earnings/TableSkeleton';
import { RefundForm } from './RefundForm';

function Facts({ order, refunds }: { order: AdminOrder; refunds: AdminOrderRefunds }) {
  const { t } = useTranslation(['admin-orders', 'billing']);
  const money = (cents: number) => formatMoney(cents, order.currency);
  const facts: [string, string][] = [
    [t('facts.buyer'), `${order.buyer_name} <${order.buyer_email}>`],
    [t('facts.what'), order.description],
    [t('facts.status'), t(ORDER_STATUS_KEY[order.status], { ns: 'billing' })],
    [t('facts.invoice'), order.invoice_number ?? t('facts.noInvoice')],
    [t('facts.placed'), formatDate(order.created_at)],
    [t('facts.paid'), t('facts.paidWithTax', { paid: money(refunds.paid_cents), tax: money(order.tax_cents) })],
    [t('facts.refunded'), money(refunds.refunded_cents)],
    [t('facts.leftToRefund'), money(refunds.refundable_cents)],
  ];
  return <FactList facts={facts} />;
}

function PastRefunds({ refunds }: { refunds: AdminOrderRefunds }) {
  const { t } = useTranslation('admin-orders');
  if (refunds.refunds.length === 0) return <EmptyState title={t('refunds.empty')} />;
  return (
    <ul aria-label={t('refunds.heading')} className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {refunds.refunds.map((refund) => (
        <li key={refund.id} className="flex flex-col gap-1 p-4 text-sm">
          <p className="font-semibold text-slate-900">
            {t('refunds.creditNote', { number: refund.credit_note_number, amount: formatMoney(refund.amount_cents, refund.currency) })}
            {refund.status === 'pending' && (
              <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 font-medium text-amber-900">{t('refunds.waiting')}</span>
            )}
          </p>
          <p className="break-words text-slate-700">{refund.reason}</p>
          <p className="text-slate-600">
            {t('refunds.facts', {
              date: formatDate(refund.created_at),
              admin: refund.admin_name,
              tax: formatMoney(refund.tax_cents, refund.currency),
              downloads: refund.downloads_removed,
            })}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** One order in the console: what was paid and refunded, the refund form, and each refund with its credit note. */
export function AdminOrderPage() {
  const { t } = useTranslation('admin-orders');
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
      <title>{t('pageTitle', { id, brand: siteConfig.brand })}</title>
      <Link to={adminPaths.orders()} className="text-sm text-sky-800 underline">
        {t('allOrders')}
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{t('order', { id })}</h1>
      {order.isPending || (order.data && refunds.isPending) ? (
        <TableSkeleton rows={4} />
      ) : order.isError || refunds.isError ? (
        <ErrorState message={t('loadError')} onRetry={() => Promise.all([order.refetch(), refunds.refetch()])} />
      ) : !order.data || !refunds.data ? (
        <EmptyState title={t('notFound')} />
      ) : (
        <>
          <Facts order={order.data} refunds={refunds.data} />
          <h2 className="mt-8 text-xl font-semibold text-slate-900">{t('refundHeading')}</h2>
          <div className="mt-3">
            {refunds.data.refundable_cents > 0 ? (
              <RefundForm orderId={id} refunds={refunds.data} />
            ) : (
              <p className="text-sm text-slate-600">{t('nothingLeft')}</p>
            )}
          </div>
          <h2 className="mt-8 text-xl font-semibold text-slate-900">{t('refunds.heading')}</h2>
          <div className="mt-3">
            <PastRefunds refunds={refunds.data} />
          </div>
        </>
      )}
    </section>
  );
}
