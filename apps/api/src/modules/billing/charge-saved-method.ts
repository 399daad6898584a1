import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/in-transaction';
import { BILLING_MESSAGES } from './billing-messages';
import { type Fulfilment, fulfilOrder } from './fulfil-order';
import { wasPaid } from './order-states';
import {
  findOrderWithInvoice,
  findPaymentByProviderId,
  findPaymentMethod,
  insertPayment,
  lockOrder,
  type OrderRow,
  type OrderWithInvoice,
  recordOrderNote,
  setOrderStatus,
} from './orders.repo';
import { activePaymentProvider } from './payments/payment-providers';
import { queueRefund, type RefundDue, recordRefundDue, refundNow } from './refunds';
import { paymentRequestFor } from './start-payment';

/** `refunded`: the card was charged, but the order could no longer be had, so nothing was granted and it is refunded. */
export type ChargeResult =
  | { paid: true; order: OrderWithInvoice }
  | { paid: false; message: string; order: OrderWithInvoice; refunded?: true };

/**
 * A charge taken for an order that was refused at fulfilment (another request licensed the file meanwhile, say) or
 * that something else paid: booked as owed back, with the refund's retry queued in the same transaction.
 */
async function oweBack(
  trx: Db,
  order: OrderRow,
  providerPaymentId: string,
  provider: RefundDue['provider'],
  fulfilment: Exclude<Fulfilment, { outcome: 'applied' }>,
): Promise<{ due: RefundDue; reason: string }> {
  const payment = await findPaymentByProviderId(trx, providerPaymentId);
  if (!payment) throw new Error(`Payment ${providerPaymentId} was recorded in this transaction, yet is gone`);
  const reason = fulfilment.outcome === 'refused' ? fulfilment.reason : BILLING_MESSAGES.paidBefore;
  const after = (await lockOrder(trx, order.id)) ?? order;
  // A saved-card charge is the provider's payment itself (Stripe's PaymentIntent): that is what gets refunded.
  const due = { ...(await recordRefundDue(trx, after, payment, reason, providerPaymentId)), provider };
  return { due, reason };
}

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
  const owed = await inTransaction(db, async (trx) => {
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
      const paid = { providerPaymentId: outcome.providerPaymentId, paymentMethodId: method.id, summary };
      const fulfilment = await fulfilOrder(trx, order.id, paid, now);
      if (fulfilment.outcome === 'applied') return undefined;
      const owedBack = await oweBack(trx, order, outcome.providerPaymentId, provider.name, fulfilment);
      await queueRefund(deps.jobs, trx, owedBack.due);
      return owedBack;
    }
    const locked = await lockOrder(trx, order.id);
    if (locked?.status !== 'pending') return undefined;
    if (options.failOrder ?? true)
      await setOrderStatus(trx, locked, { status: 'failed', reason: 'saved card refused', failureMessage: outcome.message });
    else await recordOrderNote(trx, locked, outcome.message, 'saved card refused');
    return undefined;
  });
  // Given back now when this call committed it; inside a caller's transaction the queued job does it after the commit.
  if (owed && !db.isTransaction) await refundNow(deps, owed.due, (error, message) => console.warn(message, error));
  const after = await findOrderWithInvoice(db, order.id);
  if (owed) return { paid: false, message: BILLING_MESSAGES.refunded(owed.reason), order: after, refunded: true };
  return outcome.ok ? { paid: true, order: after } : { paid: false, message: outcome.message, order: after };
}
