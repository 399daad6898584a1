import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiRequest } from '../../api/client';
import type { CheckoutResult } from '../billing/billing-contract';
import { billingKeys } from '../billing/billing-queries';
import { type CardValues, digitsOf, readExpiry } from './card-rules';

export interface CheckoutOutcome {
  ok: boolean;
  message: string;
  result: CheckoutResult | null;
}

/**
 * Pays for one plan variant. Each attempt carries its own idempotency key: a double click or a retry after a lost
 * answer reuses it, so the server makes one order; only an answered attempt (paid or refused) frees it for the next.
 */
export function useCheckout(planVariantId: number, offerId: number | null) {
  const queryClient = useQueryClient();
  const attemptKey = useRef<string | null>(null);
  return useMutation({
    mutationFn: async (card: CardValues): Promise<CheckoutOutcome> => {
      attemptKey.current ??= crypto.randomUUID();
      const expiry = readExpiry(card.expiry);
      const answer = await apiRequest<CheckoutResult>('/buyer/order/checkout', {
        method: 'POST',
        role: 'buyer',
        body: {
          plan_variant_id: planVariantId,
          offer_id: offerId ?? undefined,
          idempotency_key: attemptKey.current,
          card: { number: digitsOf(card.number), exp_month: expiry?.month, exp_year: expiry?.year, cvc: card.cvc.trim(), name: card.name.trim() },
        },
      });
      attemptKey.current = null;
      const paid = answer.status && answer.data?.status === 'paid';
      return { ok: paid, message: answer.data?.message || answer.message, result: answer.data ?? null };
    },
    onSuccess: (outcome) => {
      if (outcome.ok) void queryClient.invalidateQueries({ queryKey: billingKeys.all });
    },
  });
}
