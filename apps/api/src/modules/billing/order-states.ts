import type { OrderStatusValue } from '../../db/schema';

/**
 * The states of an order that was paid. A refund moves a paid order on to partially_refunded or refunded, yet it was
 * paid all the same: a retried payment must not take the money again, and its invoice stands.
 */
export const PAID_STATES: readonly OrderStatusValue[] = ['paid', 'partially_refunded', 'refunded'];

export const wasPaid = (status: OrderStatusValue) => PAID_STATES.includes(status);

/** The state a refund leaves a paid order in: refunded once nothing paid is left, partially refunded before. */
export const statusAfterRefund = (final: boolean): OrderStatusValue => (final ? 'refunded' : 'partially_refunded');
