import type { Locale, Order, PaymentStep } from '@stock/contracts';
import type { OrderWithInvoice, PaymentRow } from './orders.repo';
import type { PaymentProvider } from './payments/payment-provider';
import { storedDescriptionIn, storedLinesIn } from './quote-words';

/**
 * An order as its buyer reads it, in `locale` (the reader's, see readerLocaleOfUser): the description and lines it
 * stored in English are translated where the plan tables know them, as on its invoice's PDF.
 */
export function presentOrder(order: OrderWithInvoice, locale: Locale): Order {
  return {
    order_id: order.id,
    kind: order.kind,
    status: order.status,
    plan_id: order.plan_id,
    plan_variant_id: order.plan_variant_id,
    description: storedDescriptionIn(order.description, locale),
    lines: storedLinesIn(order.lines, locale),
    subtotal_cents: order.subtotal_cents,
    discount_cents: order.discount_cents,
    tax_cents: order.tax_cents,
    total_cents: order.total_cents,
    currency: order.currency,
    offer_code: order.offer_code,
    invoice_id: order.invoice_id,
    invoice_number: order.invoice_number,
    failure_message: order.failure_message,
    created_at: order.created_at.toISOString(),
    paid_at: order.paid_at?.toISOString() ?? null,
  };
}

export function presentPaymentStep(provider: PaymentProvider, payment: PaymentRow): PaymentStep {
  return {
    provider: payment.provider,
    test_mode: payment.provider === 'test' || provider.testMode,
    notice: provider.notice,
    payment_id: payment.provider_payment_id,
    // No payment script runs on this site: Stripe's payments are made on its hosted Checkout page.
    ...(payment.provider === 'stripe' && payment.status === 'requires_payment' && payment.redirect_url
      ? { redirect_url: payment.redirect_url }
      : {}),
    publishable_key: provider.publishableKey,
    status: payment.status,
  };
}
