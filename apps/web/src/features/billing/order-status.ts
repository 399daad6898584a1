import type { Order } from '@stock/contracts';

/** An order's state in the words operators read (the admin pages), and its badge colours. */
export const ORDER_STATUS_TEXT: Record<Order['status'], string> = {
  paid: 'Paid',
  pending: 'Pending',
  failed: 'Failed',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

/** An order's state for the buyer's pages, as a key of the billing namespace. */
export const ORDER_STATUS_KEY: Record<Order['status'], string> = {
  paid: 'orders.status.paid',
  pending: 'orders.status.pending',
  failed: 'orders.status.failed',
  partially_refunded: 'orders.status.partiallyRefunded',
  refunded: 'orders.status.refunded',
};

export const ORDER_STATUS_STYLE: Record<Order['status'], string> = {
  paid: 'bg-emerald-100 text-emerald-800',
  pending: 'bg-amber-100 text-amber-900',
  failed: 'bg-rose-100 text-rose-800',
  partially_refunded: 'bg-sky-100 text-sky-900',
  refunded: 'bg-slate-200 text-slate-800',
};
