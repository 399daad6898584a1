import type { Plan, PlanSubscription, PlanVariant, SubscriptionStatusData } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSessionUser } from '../../api/session';
import { billingPaths } from '../../app-paths';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { siteConfig } from '../../config/site-config';
import { offersQuery, plansQuery, subscriptionQuery } from '../billing/billing-queries';
import { LicenceTiersTable } from '../licensing/LicenceTiersTable';
import { CreditPackCard } from './CreditPackCard';
import { IntervalSwitch } from './IntervalSwitch';
import { OfferPicker } from './OfferPicker';
import { PlanCard, type PlanStanding } from './PlanCard';
import { bestAnnualSaving, type Interval } from './plan-math';

/** The page's choices live in its URL, so a shared link shows the same plans. */
function readChoices(params: URLSearchParams) {
  const interval: Interval = params.get('billing') === 'annual' ? 'year' : 'month';
  return { interval, offer: params.get('offer') || null };
}
type Choices = ReturnType<typeof readChoices>;

export function PricingPage() {
  const { t } = useTranslation('plans');
  const [params, setParams] = useSearchParams();
  const choices = readChoices(params);
  const signedIn = Boolean(useSessionUser('buyer'));
  const plans = useQuery(plansQuery());
  const status = useQuery({ ...subscriptionQuery(), enabled: signedIn });
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
      <title>{t('pageTitle', { brand: siteConfig.brand })}</title>
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('heading')}</h1>
        <p className="mt-3 text-lg text-slate-600">{t('intro')}</p>
      </header>
      {offers.data && offers.data.length > 0 && (
        <div className="mx-auto mt-8 max-w-3xl">
          <OfferPicker offers={offers.data} chosenCode={choices.offer} onChoose={(code) => change('offer', code)} />
        </div>
      )}
      {plans.isPending ? (
        <PlansSkeleton />
      ) : plans.isError ? (
        <div className="mt-10">
          <ErrorState message={t('loadError')} onRetry={() => plans.refetch()} />
        </div>
      ) : plans.data.plans.length === 0 ? (
        <div className="mt-10">
          <EmptyState title={t('empty.title')}>{t('empty.text')}</EmptyState>
        </div>
      ) : (
        <PlanGrid
          plans={plans.data.plans}
          taxRateBp={plans.data.tax_rate_bp}
          status={status.data ?? null}
          choices={choices}
          onInterval={(value) => change('billing', value === 'year' ? 'annual' : null)}
        />
      )}
    </div>
  );
}

function PlanGrid({
  plans,
  taxRateBp,
  status,
  choices,
  onInterval,
}: {
  plans: Plan[];
  taxRateBp: number;
  status: SubscriptionStatusData | null;
  choices: Choices;
  onInterval: (value: Interval) => void;
}) {
  const subscriptions = plans.filter((plan) => plan.kind === 'subscription');
  const packs = plans.filter((plan) => plan.kind === 'pack');
  const standingOf = standingFor(status?.subscription ?? null);
  const { t } = useTranslation('plans');
  const href = (planVariantId: number) => billingPaths.checkout(planVariantId, choices.offer);
  return (
    <>
      {status?.subscription && (
        <p className="mt-6 text-center text-sm text-slate-600">
          <Trans
            t={t}
            i18nKey="currentPlan"
            values={{ name: status.subscription.variant_name }}
            components={{ strong: <strong className="text-slate-900" /> }}
          />
        </p>
      )}
      {subscriptions.length > 0 && (
        <section aria-labelledby="subscriptions-heading" className="mt-8">
          <h2 id="subscriptions-heading" className="sr-only">
            {t('subscriptions')}
          </h2>
          <div className="flex justify-center">
            <IntervalSwitch value={choices.interval} onChange={onInterval} bestSaving={bestAnnualSaving(subscriptions)} />
          </div>
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {subscriptions.map((plan) => (
              <PlanCard
                key={plan.plan_id}
                plan={plan}
                interval={choices.interval}
                standingOf={standingOf}
                checkoutHref={(variant) => href(variant.plan_variant_id)}
              />
            ))}
          </div>
        </section>
      )}
      {packs.length > 0 && (
        <section aria-labelledby="packs-heading" className="mt-14">
          <h2 id="packs-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('packs.heading')}
          </h2>
          <p className="mt-1 text-slate-600">{t('packs.intro')}</p>
          <div className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {packs.flatMap((pack) =>
              pack.variants.map((variant) => (
                <CreditPackCard key={variant.plan_variant_id} pack={pack} variant={variant} checkoutHref={href(variant.plan_variant_id)} />
              )),
            )}
          </div>
        </section>
      )}
      <section aria-labelledby="licences-heading" className="mt-14">
        <h2 id="licences-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {t('licences.heading')}
        </h2>
        <p className="mt-1 text-slate-600">{t('licences.intro')}</p>
        <div className="mt-6 max-w-3xl rounded-xl border border-slate-200 p-4">
          <LicenceTiersTable />
        </div>
      </section>
      <p className="mt-10 text-center text-sm text-slate-500">
        {taxRateBp > 0 ? t('prices.withTax', { rate: taxRateBp / 10000 }) : t('prices.noTax')}
      </p>
    </>
  );
}

/** Where each variant stands for this buyer: see PlanStanding. */
function standingFor(subscription: PlanSubscription | null) {
  // A past-due plan is renewed by buying a plan again at checkout, so every plan is to buy.
  if (subscription?.status !== 'active') return (): PlanStanding => 'buy';
  const upgrades = new Set(subscription.upgrades.map(({ variant }) => variant.plan_variant_id));
  return (variant: PlanVariant): PlanStanding =>
    variant.plan_variant_id === subscription.plan_variant_id ? 'current' : upgrades.has(variant.plan_variant_id) ? 'upgrade' : 'smaller';
}

function PlansSkeleton() {
  const { t } = useTranslation('plans');
  return (
    <div role="status" aria-label={t('loading')} className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2].map((card) => (
        <div key={card} className="h-96 animate-pulse rounded-2xl bg-slate-100" />
      ))}
    </div>
  );
}
