import type { Offer } from '../billing/billing-contract';
import { formatMoney } from '../billing/money';

/** "20% off" or "$5 off": what the offer takes off the price. */
export function offerSavingText(offer: Offer, currency = 'USD'): string {
  if (offer.percent_off) return `${offer.percent_off}% off`;
  return `${formatMoney(offer.amount_off_cents ?? 0, currency)} off`;
}
