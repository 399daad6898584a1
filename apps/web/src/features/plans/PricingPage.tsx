import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useSessionUser } from '../../api/session';
import { billingPaths } from '../../app-paths';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { siteConfig } from '../../config/site-config';
import type { BillingInterval, Plan, PlanMedia, Subscription } from '../billing/billing-contract';
import { offersQuery, plansQuery, subscriptionQuery } from '../billing/billing-queries';
import { CreditPackCard } from './CreditPackCard';
import { IntervalSwitch, SegmentedSwitch } from './IntervalSwitch';
import { OfferPicker } from './OfferPicker';
import { PlanCard } from './PlanCard';
import { bestAnnualSaving } from './plan-math';

/** Reads the page's choices from its URL, so a shared link shows the same plans. */
function readChoices(params: URLSearchParams) {
  const interval: BillingInterval = params.get('billing') === 'annual' ? 'YEAR' : 'MONTH';
  const media: PlanMedia = params.get('media') === 'all' ? 'ALL' : 'IMAGE';
  const offer = Number(params.get('offer_id'));
  return { interval, media, offerId: Number.isSafeInteger(offer) && offer > 0 ? offer : null };
}

export function PricingPage() {
  const [params, setParams] = useSearchParams();
  const choices = readChoices(params);
  const signedIn = Boolean(useSessionUser('buyer'));
  const plans = useQuery(plansQuery());
  const subscription = useQuery({ ...subscriptionQuery(), enabled: signedIn });
  const offers = useQuery({ ...offersQuery(), enabled: signedIn });

  const change = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="mx-auto max-w-screen-xl px-4 py-8 sm:px-8 sm:py-12">
      <title>{`Pricing: plans and credit packs · ${siteConfig.brand}`}</title>
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Plans and pricing</h1>
        <p className="mt-3 text-lg text-slate-600">
          Download licensed originals every month, alone or with your team. Files you licensed download again for free.
        </p>
      </header>
      {offers.data && offers.data.length > 0 && (
        <div className="mx-auto mt-8 max-w-3xl">
          <OfferPicker offers={offers.data} chosenId={choices.offerId} onChoose={(id) => change('offer_id', id ? String(id) : null)} />
        </div>
      )}
      {plans.isPending ? (
        <PlansSkeleton />
      ) : plans.isError ? (
        <div className="mt-10">
          <ErrorState message="We could not load the plans. Check your connection and try again." onRetry={() => plans.refetch()} />
        </div>
      ) : plans.data.length === 0 ? (
        <div className="mt-10">
          <EmptyState title="No plans are on sale right now">Please come back soon.</EmptyState>
        </div>
      ) : (
        <PlanGrid
          plans={plans.data}
          subscription={subscription.data ?? null}
          choices={choices}
          onInterval={(value) => change('billing', value === 'YEAR' ? 'annual' : null)}
          onMedia={(value) => change('media', value === 'ALL' ? 'all' : null)}
        />
      )}
    </div>
  );
}

function PlanGrid({
  plans,
  subscription,
  choices,
  onInterval,
  onMedia,
}: {
  plans: Plan[];
  subscription: Subscription | null;
  choices: ReturnType<typeof readChoices>;
  onInterval: (value: BillingInterval) => void;
  onMedia: (value: PlanMedia) => void;
}) {
  const subscriptions = plans.filter((plan) => plan.kind === 'SUBSCRIPTION');
  const shown = subscriptions.filter((plan) => plan.media === choices.media);
  const packs = plans.filter((plan) => plan.kind === 'PACK');
  const href = (planVariantId: number) => billingPaths.checkout(planVariantId, choices.offerId);
  return (
    <>
      {subscriptions.length > 0 && (
        <section aria-labelledby="subscriptions-heading" className="mt-10">
          <h2 id="subscriptions-heading" className="sr-only">
            Subscriptions
          </h2>
          <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
            <IntervalSwitch value={choices.interval} onChange={onInterval} bestSaving={bestAnnualSaving(subscriptions)} />
            <SegmentedSwitch
              label="Media"
              value={choices.media}
              onChange={onMedia}
              options={[
                { value: 'IMAGE', label: 'Images' },
                { value: 'ALL', label: 'Images + videos' },
              ]}
            />
          </div>
          <div className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((plan, index) => (
              <PlanCard
                key={plan.plan_id}
                plan={plan}
                interval={choices.interval}
                featured={index === 1}
                standing={plan.variants.some((variant) => variant.plan_variant_id === subscription?.plan_variant_id) && plan.variants.find((variant) => variant.plan_variant_id === subscription?.plan_variant_id)?.interval === choices.interval ? 'current' : 'other'}
                checkoutHref={(variant) => href(variant.plan_variant_id)}
              />
            ))}
          </div>
        </section>
      )}
      {packs.length > 0 && (
        <section aria-labelledby="packs-heading" className="mt-14">
          <h2 id="packs-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Credit packs
          </h2>
          <p className="mt-1 text-slate-600">Pay once, download when you need to. Credits last a year.</p>
          <div className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {packs.map((pack) => (
              <CreditPackCard key={pack.plan_id} pack={pack} checkoutHref={href} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}

function PlansSkeleton() {
  return (
    <div role="status" aria-label="Loading plans" className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2].map((card) => (
        <div key={card} className="h-96 animate-pulse rounded-2xl bg-slate-100" />
      ))}
    </div>
  );
}
