import type { StoredOrderLine } from '../../db/schema';
import { CURRENCY, TAX_RATE_BP, taxCentsFor } from '../plans/plans-config';
import type { OfferConfig, PlanConfig, PlanVariantConfig } from '../plans/pricing';

export interface PricedOrder {
  lines: StoredOrderLine[];
  subtotalCents: number;
  discountCents: number;
  taxRateBp: number;
  taxCents: number;
  totalCents: number;
  netCents: number;
  currency: string;
}

/**
 * Prices one variant: the item, an offer's saving, an upgrade's credit for unused time, then tax on what is left.
 * Pure, so that the quote shown and the order charged cannot differ.
 */
export function priceOrder(input: {
  plan: PlanConfig;
  variant: PlanVariantConfig;
  offer: OfferConfig | null;
  credit?: { description: string; cents: number };
}): PricedOrder {
  const { variant, offer } = input;
  const subtotalCents = variant.priceCents;
  const lines: StoredOrderLine[] = [{ kind: 'item', description: `${input.plan.name}: ${variant.name}`, amount_cents: subtotalCents }];
  const offerCents = offer ? Math.min(subtotalCents, offer.amountOffCents ?? Math.round((subtotalCents * offer.percentOff) / 100)) : 0;
  if (offer && offerCents > 0) lines.push({ kind: 'discount', description: `${offer.title} (${offer.code})`, amount_cents: -offerCents });
  const creditCents = Math.min(subtotalCents - offerCents, Math.max(0, input.credit?.cents ?? 0));
  if (input.credit && creditCents > 0) lines.push({ kind: 'credit', description: input.credit.description, amount_cents: -creditCents });
  const discountCents = offerCents + creditCents;
  const netCents = subtotalCents - discountCents;
  const taxCents = taxCentsFor(netCents, TAX_RATE_BP);
  lines.push({ kind: 'tax', description: `Sales tax ${TAX_RATE_BP / 100}%`, amount_cents: taxCents });
  return {
    lines,
    subtotalCents,
    discountCents,
    taxRateBp: TAX_RATE_BP,
    taxCents,
    totalCents: netCents + taxCents,
    netCents,
    currency: CURRENCY,
  };
}

/** What one download of a period or pack is worth: what was paid for it, net of discounts and tax, per download. */
export function valuePerDownloadCents(netCents: number, downloads: number): number {
  return Math.floor(netCents / downloads);
}

/** The money columns of an order row, from its price. */
export function orderAmounts(priced: PricedOrder) {
  return {
    lines: JSON.stringify(priced.lines),
    currency: priced.currency,
    subtotal_cents: priced.subtotalCents,
    discount_cents: priced.discountCents,
    tax_rate_bp: priced.taxRateBp,
    tax_cents: priced.taxCents,
    total_cents: priced.totalCents,
  };
}
