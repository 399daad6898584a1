import type { Plan, PlanVariant } from '@stock/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { billingPaths } from '../../app-paths';
import { formatMoney } from '../../components/format/format-money';
import { type Interval, variantAt } from './plan-math';

/** English names, for the feature folders that still show English text. */
export const MEDIA_LABEL = { IMAGE: 'Images only', ALL: 'Images and videos' } as const;
/** What a plan's licence covers, as keys of the `plans` namespace. */
export const MEDIA_LABEL_KEYS = { IMAGE: 'plans:media.images', ALL: 'plans:media.all' } as const;

/**
 * The quota line above states it for the chosen billing period, so the feature that restates it monthly is left out: a
 * subscription's first feature, in every language (plans-config.ts lists it first; its words differ by language).
 */
const featuresBesideQuota = (plan: Plan) => (plan.kind === 'subscription' ? plan.features.slice(1) : plan.features);

function PriceLine({ variant }: { variant: PlanVariant }) {
  const { t } = useTranslation('plans');
  const perMonth = variant.interval === 'year' ? Math.round(variant.price_cents / 12) : variant.price_cents;
  return (
    <div className="mt-5">
      <p className="flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">{formatMoney(perMonth, variant.currency)}</span>
        <span className="text-sm text-slate-600">{t('card.perMonth')}</span>
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {variant.interval === 'year'
          ? t('card.billedYearly', { price: formatMoney(variant.price_cents, variant.currency) })
          : t('card.billedMonthly')}
      </p>
    </div>
  );
}

/**
 * What the card offers: checkout for someone without a plan; for a subscriber, their current plan is marked, larger
 * ones are upgrades (made from the subscription page, which charges the saved card), smaller ones are not offered.
 */
export type PlanStanding = 'buy' | 'current' | 'upgrade' | 'smaller';

const buttonClass =
  'block rounded-full px-5 py-2.5 text-center text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500';

function CardAction({
  plan,
  variant,
  standing,
  checkoutHref,
}: {
  plan: Plan;
  variant: PlanVariant;
  standing: PlanStanding;
  checkoutHref: string;
}) {
  const { t } = useTranslation('plans');
  const period = variant.interval === 'year' ? 'year' : 'month';
  if (standing === 'current') return <p className={`${buttonClass} border border-emerald-600 text-emerald-700`}>{t('card.current')}</p>;
  if (standing === 'smaller') return <p className="text-center text-sm text-slate-500">{t('card.covered')}</p>;
  if (standing === 'upgrade')
    return (
      <Link
        to={billingPaths.upgrade()}
        aria-label={t('card.upgradeLabel', { name: plan.name, period })}
        className={`${buttonClass} bg-sky-700 text-white hover:bg-sky-800`}
      >
        {t('card.upgrade', { name: plan.name })}
      </Link>
    );
  return (
    <Link
      to={checkoutHref}
      aria-label={t('card.chooseLabel', { name: plan.name, period })}
      className={`${buttonClass} bg-slate-900 text-white hover:bg-slate-700`}
    >
      {t('card.choose', { name: plan.name })}
    </Link>
  );
}

/** One subscription plan at the chosen interval. */
export function PlanCard({
  plan,
  interval,
  standingOf,
  checkoutHref,
}: {
  plan: Plan;
  interval: Interval;
  standingOf: (variant: PlanVariant) => PlanStanding;
  checkoutHref: (variant: PlanVariant) => string;
}) {
  const { t } = useTranslation('plans');
  const variant = variantAt(plan, interval) ?? plan.variants[0];
  if (!variant) return null;
  const headingId = `plan-${plan.plan_id}`;
  const standing = standingOf(variant);
  const current = standing === 'current';
  const ring = current
    ? 'border-emerald-500 ring-2 ring-emerald-500'
    : plan.highlighted
      ? 'border-sky-500 ring-1 ring-sky-500'
      : 'border-slate-200';
  return (
    <article aria-labelledby={headingId} className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${ring}`}>
      {current ? (
        <p className="absolute -top-3 left-6 rounded-full bg-emerald-700 px-3 py-0.5 text-xs font-semibold text-white">
          {t('card.yourCurrent')}
        </p>
      ) : (
        plan.highlighted && (
          <p className="absolute -top-3 left-6 rounded-full bg-sky-700 px-3 py-0.5 text-xs font-semibold text-white">
            {t('card.mostPopular')}
          </p>
        )
      )}
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="text-xl font-semibold text-slate-900">
          {plan.name}
        </h3>
        {variant.saving_percent > 0 && (
          <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-800">
            {t('card.save', { percent: variant.saving_percent })}
          </span>
        )}
      </div>
      <p className="mt-1 text-sm font-medium text-sky-700">{t(MEDIA_LABEL_KEYS[plan.media])}</p>
      <p className="mt-2 text-sm text-slate-600">{plan.description}</p>
      <PriceLine variant={variant} />
      <ul className="mt-5 space-y-2 text-sm text-slate-700">
        <li>
          <Trans
            t={t}
            i18nKey="card.quota"
            values={{ count: variant.downloads, period: variant.interval === 'year' ? 'year' : 'month' }}
            components={{ strong: <strong className="text-slate-900" /> }}
          />
        </li>
        <li>{t('card.perDownload', { price: formatMoney(variant.price_per_download_cents, variant.currency) })}</li>
        {plan.seats > 1 && <li>{t('card.seats', { count: plan.seats })}</li>}
        {featuresBesideQuota(plan).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <CardAction plan={plan} variant={variant} standing={standing} checkoutHref={checkoutHref(variant)} />
      </div>
    </article>
  );
}
