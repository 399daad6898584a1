import type { Db } from '../../db/connection';
import { findUserContact, insertPayment, type OrderRow, type PaymentRow } from './orders.repo';
import type { PaymentProvider, PaymentRequest } from './payments/payment-provider';

/** What the provider is asked to collect for an order, from whom. */
export async function paymentRequestFor(
  db: Db,
  order: Pick<OrderRow, 'id' | 'user_id' | 'total_cents' | 'currency' | 'description'>,
): Promise<PaymentRequest> {
  const contact = await findUserContact(db, order.user_id);
  return {
    orderId: order.id,
    amountCents: order.total_cents,
    currency: order.currency,
    description: order.description,
    customer: { userId: contact.id, email: contact.email, name: contact.name },
  };
}

/** Starts the provider's payment for an order and records it as awaiting the card. */
export async function startOrderPayment(
  db: Db,
  provider: PaymentProvider,
  order: Pick<OrderRow, 'id' | 'user_id' | 'total_cents' | 'currency' | 'description'>,
): Promise<PaymentRow> {
  const started = await provider.startPayment(await paymentRequestFor(db, order));
  return insertPayment(db, {
    order_id: order.id,
    provider: provider.name,
    provider_payment_id: started.providerPaymentId,
    amount_cents: order.total_cents,
    currency: order.currency,
    client_secret: started.clientSecret,
  });
}
