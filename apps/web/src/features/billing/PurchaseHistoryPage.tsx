import type { Order } from '@stock/contracts';
import { formatMoney } from '@stock/contracts/values';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { billingPaths } from '../../app-paths';
import { AccountPage } from './AccountPage';
import { ordersQuery } from './billing-queries';
import { formatDay } from './format-day';
import { ORDER_STATUS_STYLE, ORDER_STATUS_TEXT } from './order-status';
import { PagedList, usePageNumber } from './PagedList';

const ORDER_KIND: Record<Order['kind'], string> = {
  purchase: 'Purchase',
  renewal: 'Renewal',
  upgrade: 'Upgrade',
  file: 'Single file',
  licence_upgrade: 'Licence upgrade',
};

function Orders() {
  const page = usePageNumber();
  const query = useQuery(ordersQuery(page));
  return (
    <PagedList
      label="Purchases"
      query={query}
      page={page}
      hrefOf={billingPaths.purchases}
      itemKey={(order) => order.order_id}
      empty={
        <Link to={billingPaths.pricing()} className="font-semibold text-sky-700 hover:underline">
          See plans and pricing
        </Link>
      }
      renderItem={(order) => (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="font-semibold text-slate-900">
              Order #{order.order_id}{' '}
              <span className={`ml-1 rounded-full px-2 py-0.5 text-xs font-semibold ${ORDER_STATUS_STYLE[order.status]}`}>
                {ORDER_STATUS_TEXT[order.status]}
              </span>
            </p>
            <p className="text-sm text-slate-600">
              {formatDay(order.created_at)} · {ORDER_KIND[order.kind]}
            </p>
            <p className="mt-1 text-sm text-slate-700">{order.description}</p>
            {order.invoice_number && <p className="text-sm text-slate-600">Invoice {order.invoice_number}</p>}
            {order.failure_message && <p className="text-sm text-rose-800">{order.failure_message}</p>}
          </div>
          <span className="font-semibold text-slate-900 tabular-nums">{formatMoney(order.total_cents, order.currency)}</span>
        </div>
      )}
    />
  );
}

export function PurchaseHistoryPage() {
  return (
    <AccountPage title="Purchase history" intro="Every order you placed, newest first.">
      <Orders />
    </AccountPage>
  );
}
