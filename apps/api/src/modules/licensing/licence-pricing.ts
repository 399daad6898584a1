import type { PricedOrder } from '../billing/quote';
import { CURRENCY, TAX_RATE_BP, taxCentsFor } from '../plans/plans-config';

/** Prices one licence item, tax on top; the server's only source of a licence order's amounts. */
export function priceLicenceItem(description: string, subtotalCents: number): PricedOrder {
  const taxCents = taxCentsFor(subtotalCents, TAX_RATE_BP);
  return {
    lines: [
      { kind: 'item', description, amount_cents: subtotalCents },
      { kind: 'tax', description: `Sales tax ${TAX_RATE_BP / 100}%`, amount_cents: taxCents },
    ],
    subtotalCents,
    discountCents: 0,
    taxRateBp: TAX_RATE_BP,
    taxCents,
    totalCents: subtotalCents + taxCents,
    netCents: subtotalCents,
    currency: CURRENCY,
  };
}
