/** Plain billing values the web app may import at run time (no TypeBox). */

export const CURRENCY = 'USD';

/** The spec: purchase history pages hold 5 orders; the subscription is refetched when older than 30 seconds. */
export const PURCHASE_HISTORY_LIMIT = 5;
export const BILLING_PAGE_LIMIT = 10;
export const LICENCES_PAGE_LIMIT = 20;
export const SUBSCRIPTION_STALE_MS = 30_000;

export const PLAN_MEDIA = ['IMAGE', 'ALL'] as const;
export const PLAN_KINDS = ['subscription', 'pack'] as const;
export const BILLING_INTERVALS = ['month', 'year'] as const;
/** An order refunded in part or in full was paid: its invoice stands, and its credit notes say what came back. */
export const ORDER_STATUSES = ['pending', 'paid', 'partially_refunded', 'refunded', 'failed'] as const;
export const ORDER_KINDS = ['purchase', 'renewal', 'upgrade'] as const;
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled'] as const;
export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;

/** The built-in test provider's cards (the usual ones of card networks' sandboxes). */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0000 0000 9995', outcome: 'has insufficient funds' },
] as const;

/** The schema keyword of a money amount in dollars: a JSON number with at most two decimals, checked by the API. */
export const CENTS_KEYWORD = 'x-cents';
/**
 * Marks a JSON body whose numbers are taken only as JSON numbers, never read from text or booleans (the API otherwise
 * coerces, as query strings need). A body with an `x-cents` amount anywhere is taken so as well.
 */
export const TYPED_BODY_KEYWORD = 'x-typed-body';
export const TYPED_BODY = { [TYPED_BODY_KEYWORD]: true } as const;

/**
 * Whether a number is a whole number of cents when read as dollars. It is judged by the shortest decimal that reads
 * back as the same number (how JSON writes it): 35.3 is "35.3", while 35.300000000000004 is a different number, whose
 * cents a tolerance would round away.
 */
export function isWholeCents(dollars: number): boolean {
  return Number.isFinite(dollars) && /^-?\d+(\.\d{1,2})?$/.test(String(dollars));
}

/** Cents to a price as people read it: 2900 -> "$29.00". */
export function formatMoney(cents: number, currency: string = CURRENCY): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

/** The Luhn checksum every card number carries: it catches a mistyped digit before a card is charged. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}
