import type { BillingInterval, Plan, PlanVariant } from '../billing/billing-contract';

/** The variant of a plan billed at the interval; packs have one variant and no interval. */
export function variantAt(plan: Plan, interval: BillingInterval): PlanVariant | undefined {
  return plan.variants.find((variant) => variant.interval === interval);
}

/** How much cheaper a year is than twelve months of the same plan, in whole percent (0 when it is not). */
export function annualSavingPercent(plan: Plan): number {
  const month = variantAt(plan, 'MONTH');
  const year = variantAt(plan, 'YEAR');
  if (!month || !year || month.price_cents <= 0) return 0;
  return Math.max(0, Math.round(100 - (year.price_cents * 100) / (month.price_cents * 12)));
}

/** The best annual saving among plans, for the switch's "save up to" label. */
export function bestAnnualSaving(plans: readonly Plan[]): number {
  return plans.reduce((best, plan) => Math.max(best, annualSavingPercent(plan)), 0);
}

/** The price of one download, the figure people compare plans by. */
export function pricePerDownloadCents(variant: PlanVariant): number {
  return variant.downloads > 0 ? Math.round(variant.price_cents / variant.downloads) : variant.price_cents;
}
