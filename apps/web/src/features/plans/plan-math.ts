import type { Plan, PlanVariant } from '@stock/contracts';

export type Interval = NonNullable<PlanVariant['interval']>;

/** The variant of a plan billed at the interval; packs have one variant and no interval. */
export function variantAt(plan: Plan, interval: Interval): PlanVariant | undefined {
  return plan.variants.find((variant) => variant.interval === interval);
}

/** The best annual saving among plans, for the switch's "save up to" label. */
export function bestAnnualSaving(plans: readonly Plan[]): number {
  return Math.max(0, ...plans.flatMap((plan) => plan.variants.map((variant) => variant.saving_percent)));
}
