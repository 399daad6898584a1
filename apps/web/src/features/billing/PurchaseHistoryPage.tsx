import type { Order } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { billingPaths } from '../../app-paths';
import { formatMoney } from '../../components/format/format-money';
import { AccountPage } from './AccountPage';
import { ordersQuery } from './billing-queries';
import { formatDay } from './format-day';
import { ORDER_STATUS_KEY, ORDER_STATUS_STYLE } from './order-status';
import { PagedList, usePageNumber } from './PagedList';

const ORDER_KIND_KEY: Record<Order['kind'], string> = {
  purchase: 'orders.kind.purchase',
  renewal: 'orders.kind.renewal',
  upgrade: 'orders.kind.upgrade',
  file: 'orders.kind.file',
  licence_upgrade: 'orders.kind.licenceUpgrade',
};

function Orders() {
  const { t } = useTranslation('billing');
  const page = usePageNumber();
  const query = useQuery(ordersQuery(page));
  return (
    <PagedList
      label={t('orders.label')}
      texts={{ loading: t('orders.loading'), error: t('orders.loadError'), empty: t('orders.empty') }}
      query={query}
      page={page}
      hrefOf={billingPaths.purchases}
      itemKey={(order) => order.order_id}
      empty={
        <Link to={billingPaths.pricing()} className="font-semibold text-sky-700 hover:underline">
          {t('seePlans')}
        </Link>
      }
      renderItem={(order) => (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="font-semibold text-slate-900">
              {t('orders.order', { id: order.order_id })}{' '}
              <span className={`ml-1 rounded-full px-2 py-0.5 text-xs font-semibold ${ORDER_STATUS_STYLE[order.status]}`}>
                {t(ORDER_STATUS_KEY[order.status])}
              </span>
            </p>
            <p className="text-sm text-slate-600">
              {formatDay(order.created_at)} · {t(ORDER_KIND_KEY[order.kind])}
            </p>
            <p className="mt-1 text-sm text-slate-700">{order.description}</p>
            {order.invoice_number && <p className="text-sm text-slate-600">{t('invoices.invoice', { number: order.invoice_number })}</p>}
            {order.failure_message && <p className="text-sm text-rose-800">{order.failure_message}</p>}
          </div>
          <span className="font-semibold text-slate-900 tabular-nums">{formatMoney(order.total_cents, order.currency)}</span>
        </div>
      )}
    />
  );
}

export function PurchaseHistoryPage() {
  const { t } = useTranslation('billing');
  return (
    <AccountPage title={t('orders.title')} intro={t('orders.intro')}>
      <Orders />
    </AccountPage>
  );
}
