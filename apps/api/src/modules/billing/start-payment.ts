import { PAGES } from '@stock/contracts/values';
import type { Config } from '../../config/config';
import type { Db } from '../../db/connection';
import { countPayments, findUserContact, insertPayment, type OrderRow, type PaymentRow } from './orders.repo';
import type { PaymentProvider, PaymentRequest } from './payments/payment-provider';

type PayableOrder = Pick<OrderRow, 'id' | 'user_id' | 'total_cents' | 'currency' | 'description'>;

/** What the provider is asked to collect for an order, from whom. */
export async function paymentRequestFor(db: Db, order: PayableOrder): Promise<PaymentRequest> {
  const contact = await findUserContact(db, order.user_id);
  return {
    orderId: order.id,
    amountCents: order.total_cents,
    currency: order.currency,
    description: order.description,
    customer: { userId: contact.id, email: contact.email, name: contact.name },
  };
}

/**
 * The web's checkout result pages, where a hosted payment page sends the buyer back. Success is decided by the
 * webhook, not by arriving there.
 */
export function checkoutReturnUrls(
  config: Pick<Config, 'publicUrl'>,
  order: Pick<OrderRow, 'id' | 'plan_variant_id' | 'offer_code'>,
): { success: string; cancel: string } {
  const message = 'The payment was cancelled. Nothing was charged.';
  // A licence order names no plan to try again with: the buyer goes back to their licences.
  const cancel =
    order.plan_variant_id === null ? PAGES.licences.build() : PAGES.checkoutFailure.build(order.plan_variant_id, order.offer_code, message);
  return { success: `${config.publicUrl}${PAGES.checkoutSuccess.build(order.id)}`, cancel: `${config.publicUrl}${cancel}` };
}

/**
 * Starts the provider's payment for an order and records it as awaiting the buyer. The provider's idempotency key is
 * the order's (a retried request gets the same payment back), with the attempt number once an earlier one failed.
 */
export async function startOrderPayment(
  db: Db,
  provider: PaymentProvider,
  order: PayableOrder & Pick<OrderRow, 'plan_variant_id' | 'offer_code'>,
  config: Pick<Config, 'publicUrl'>,
  now = new Date(),
): Promise<PaymentRow> {
  const earlier = await countPayments(db, order.id);
  const started = await provider.startPayment({
    ...(await paymentRequestFor(db, order)),
    idempotencyKey: earlier === 0 ? `order-${order.id}` : `order-${order.id}-attempt-${earlier + 1}`,
    returnUrls: checkoutReturnUrls(config, order),
  });
  return insertPayment(db, {
    order_id: order.id,
    provider: provider.name,
    provider_payment_id: started.providerPaymentId,
    amount_cents: order.total_cents,
    currency: order.currency,
    // The column keeps what the browser needs to finish this payment: the hosted page's address.
    redirect_url: started.redirectUrl,
    created_at: now,
    updated_at: now,
  });
}
