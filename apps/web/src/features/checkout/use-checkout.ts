import type { CheckoutData, Order } from '@stock/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import type { FieldErrors } from '../auth/form/use-form';
import { payWithTestCard, startCheckout } from '../billing/billing-api';
import { billingKeys } from '../billing/billing-queries';
import { attemptKey } from './attempt-key';
import { type CardField, cardBody, cardErrorsOf, type TypedCard } from './card-rules';

export type CheckoutOutcome =
  | { kind: 'paid'; order: Order }
  | { kind: 'refused'; message: string }
  | { kind: 'invalid'; message: string; errors: FieldErrors<CardField> }
  | { kind: 'redirect'; url: string };

/**
 * One checkout attempt lasts until it is paid: its idempotency key is kept for the tab's session, per plan variant and
 * offer, so a double click, a retry after a lost answer, or another card after a refusal all reach the same order.
 */
export function attemptKeyFor(planVariantId: number, offer: string | null) {
  return attemptKey(`checkout-attempt:${planVariantId}:${offer ?? ''}`);
}

/** A provider that takes no card here but gave no page to pay on: nothing can be paid, and nothing was charged. */
export const NO_PAYMENT_PAGE = 'The secure payment page could not be opened. Nothing was charged; try again.';

/** The card is null when the provider takes it on its own hosted page. */
async function pay(planVariantId: number, offer: string | null, card: TypedCard | null): Promise<CheckoutOutcome> {
  const attempt = attemptKeyFor(planVariantId, offer);
  const started: CheckoutData = await startCheckout({
    plan_variant_id: planVariantId,
    offer: offer ?? undefined,
    idempotency_key: attempt.get(),
  });
  return settleOrder(started, attempt, card);
}

/**
 * Takes a started order (a plan's, or a licence's) to its end: paid already, the provider's hosted page, or the
 * test provider's card step. The attempt ends once the order is paid.
 */
export async function settleOrder(
  started: CheckoutData,
  attempt: { finish: () => void },
  card: TypedCard | null,
): Promise<CheckoutOutcome> {
  if (started.order.status === 'paid') {
    attempt.finish();
    return { kind: 'paid', order: started.order };
  }
  // The attempt stays open: coming back from the page, the same key reaches the same order (or a fresh page for it).
  if (started.payment.redirect_url) return { kind: 'redirect', url: started.payment.redirect_url };
  if (started.payment.provider !== 'test' || !card) return { kind: 'refused', message: NO_PAYMENT_PAGE };
  try {
    const paid = await payWithTestCard({ order_id: started.order.order_id, ...cardBody(card.values), save_card: card.save });
    attempt.finish();
    return { kind: 'paid', order: paid.order };
  } catch (error) {
    const envelope = error instanceof ApiError ? error.envelope : undefined;
    if (!envelope) throw error;
    const errors = cardErrorsOf(error);
    if (errors) return { kind: 'invalid', message: envelope.message, errors };
    return { kind: 'refused', message: envelope.message };
  }
}

/**
 * Pays for one plan variant: the order first (the spec's checkout call), then the card (the test provider's step) or
 * the provider's hosted page.
 */
export function useCheckout(planVariantId: number, offer: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: TypedCard | null) => pay(planVariantId, offer, card),
    onSuccess: (outcome) => {
      if (outcome.kind === 'paid') void queryClient.invalidateQueries({ queryKey: billingKeys.all });
    },
  });
}
