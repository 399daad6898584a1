import type { Order, PaymentStep } from '@stock/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { payWithTestCard, startCheckout } from '../billing/billing-api';
import { billingKeys } from '../billing/billing-queries';
import { type CardValues, digitsOf, readExpiry } from './card-rules';

export type CheckoutOutcome =
  | { kind: 'paid'; order: Order }
  | { kind: 'refused'; message: string }
  | { kind: 'provider'; order: Order; payment: PaymentStep };

/**
 * Pays for one plan variant: the order first, then the card. Each attempt carries its own idempotency key: a double
 * click or a retry after a lost answer reuses it, so the server makes one order; only an answered payment (paid or
 * refused) frees it, so the next attempt is a new order.
 */
export function useCheckout(planVariantId: number, offer: string | null) {
  const queryClient = useQueryClient();
  const attemptKey = useRef<string | null>(null);
  return useMutation({
    mutationFn: async (card: CardValues): Promise<CheckoutOutcome> => {
      attemptKey.current ??= crypto.randomUUID();
      const { order, payment } = await startCheckout({
        plan_variant_id: planVariantId,
        offer: offer ?? undefined,
        idempotency_key: attemptKey.current,
      });
      if (order.status === 'paid') {
        attemptKey.current = null;
        return { kind: 'paid', order };
      }
      if (payment.provider !== 'test') return { kind: 'provider', order, payment };
      const expiry = readExpiry(card.expiry);
      const paid = await payWithTestCard({
        order_id: order.order_id,
        card_number: digitsOf(card.number),
        exp_month: expiry?.month ?? 0,
        exp_year: expiry?.year ?? 0,
        cvc: card.cvc.trim(),
        name_on_card: card.name.trim(),
      });
      attemptKey.current = null;
      if (paid.ok && paid.order?.status === 'paid') return { kind: 'paid', order: paid.order };
      return { kind: 'refused', message: paid.order?.failure_message || paid.message || 'The payment did not go through.' };
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'paid') void queryClient.invalidateQueries({ queryKey: billingKeys.all });
    },
  });
}
