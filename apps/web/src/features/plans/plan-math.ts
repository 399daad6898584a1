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

/**
 * The variants a subscriber can move up to now: any variant of a plan listed after theirs (GET /plan lists plans from
 * the smallest), or their own plan's annual variant when they pay monthly. The server holds the same rule.
 */
export function upgradeTargets(
  plans: readonly Plan[],
  current: { plan_id: number; interval: Interval },
): { plan: Plan; variant: PlanVariant }[] {
  const subscriptions = plans.filter((plan) => plan.kind === 'subscription');
  const currentIndex = subscriptions.findIndex((plan) => plan.plan_id === current.plan_id);
  if (currentIndex < 0) return [];
  return subscriptions.flatMap((plan, index) =>
    plan.variants
      .filter((variant) => index > currentIndex || (index === currentIndex && current.interval === 'month' && variant.interval === 'year'))
      .map((variant) => ({ plan, variant })),
  );
}
