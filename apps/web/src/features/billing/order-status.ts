import type { Order } from '@stock/contracts';

/** An order's state in the words buyers and operators read, and its badge colours. */
export const ORDER_STATUS_TEXT: Record<Order['status'], string> = {
  paid: 'Paid',
  pending: 'Pending',
  failed: 'Failed',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

export const ORDER_STATUS_STYLE: Record<Order['status'], string> = {
  paid: 'bg-emerald-100 text-emerald-800',
  pending: 'bg-amber-100 text-amber-900',
  failed: 'bg-rose-100 text-rose-800',
  partially_refunded: 'bg-sky-100 text-sky-900',
  refunded: 'bg-slate-200 text-slate-800',
};
