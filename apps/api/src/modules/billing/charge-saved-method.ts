import type { AppDeps } from '../../app-deps';
import { inTransaction } from '../../db/in-transaction';
import { fulfilOrder } from './fulfil-order';
import { wasPaid } from './order-states';
import {
  findOrderWithInvoice,
  findPaymentMethod,
  insertPayment,
  lockOrder,
  type OrderWithInvoice,
  recordOrderNote,
  setOrderStatus,
} from './orders.repo';
import { activePaymentProvider } from './payments/payment-providers';
import { paymentRequestFor } from './start-payment';

export type ChargeResult = { paid: true; order: OrderWithInvoice } | { paid: false; message: string; order: OrderWithInvoice };

/**
 * Charges an order (a renewal or an upgrade) to a saved card through the provider, then records the payment and applies
 * the order in one transaction (the caller's, when `deps.db` is one). The provider's idempotency key comes from the
 * order's own key, so a retry after a crash does not charge twice.
 */
export async function chargeOrderWithSavedMethod(
  deps: AppDeps,
  orderId: number,
  paymentMethodId: number,
  now = new Date(),
  options: { failOrder?: boolean } = {},
): Promise<ChargeResult> {
  const { db, config } = deps;
  const order = await findOrderWithInvoice(db, orderId);
  if (wasPaid(order.status)) return { paid: true, order };
  const method = await findPaymentMethod(db, paymentMethodId);
  if (!method) throw new Error(`Payment method ${paymentMethodId} does not exist`);
  const provider = activePaymentProvider(config);
  const summary = `${method.brand} ending ${method.last4}${provider.testMode ? ' (test mode)' : ''}`;
  if (order.total_cents === 0) {
    await inTransaction(db, (trx) =>
      fulfilOrder(trx, order.id, { providerPaymentId: null, paymentMethodId: method.id, summary: 'Covered by credit' }, now),
    );
    return { paid: true, order: await findOrderWithInvoice(db, order.id) };
  }
  const outcome = await provider.chargeSavedMethod({
    ...(await paymentRequestFor(db, order)),
    // Named by the order's own key (a renewal's names its period), not its row id: a charge whose transaction rolled
    // back after the provider took the money is found again by the retry instead of made twice.
    idempotencyKey: `saved-charge-${order.user_id}-${order.idempotency_key}`,
    method: { providerMethodId: method.provider_method_id, providerCustomerId: method.provider_customer_id },
  });
  await inTransaction(db, async (trx) => {
    await insertPayment(trx, {
      order_id: order.id,
      provider: provider.name,
      provider_payment_id: outcome.providerPaymentId,
      amount_cents: order.total_cents,
      currency: order.currency,
      status: outcome.ok ? 'requires_payment' : 'failed',
      payment_method_id: method.id,
      failure_message: outcome.ok ? null : outcome.message,
    });
    if (outcome.ok) {
      await fulfilOrder(trx, order.id, { providerPaymentId: outcome.providerPaymentId, paymentMethodId: method.id, summary }, now);
      return;
    }
    const locked = await lockOrder(trx, order.id);
    if (locked?.status !== 'pending') return;
    if (options.failOrder ?? true)
      await setOrderStatus(trx, locked, { status: 'failed', reason: 'saved card refused', failureMessage: outcome.message });
    else await recordOrderNote(trx, locked, outcome.message, 'saved card refused');
  });
  const after = await findOrderWithInvoice(db, order.id);
  return outcome.ok ? { paid: true, order: after } : { paid: false, message: outcome.message, order: after };
}
