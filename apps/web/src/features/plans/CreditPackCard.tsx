import type { Plan, PlanVariant } from '@stock/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../components/format/format-money';
import { MEDIA_LABEL_KEYS } from './PlanCard';

/** How long credits last, in the words people use: "a year", or so many days. */
const validity = (days: number | null) => (days === null ? 'none' : days >= 365 && days <= 366 ? 'year' : 'days');

/** One size of an on-demand pack: credits bought once. */
export function CreditPackCard({ pack, variant, checkoutHref }: { pack: Plan; variant: PlanVariant; checkoutHref: string }) {
  const { t } = useTranslation('plans');
  const headingId = `pack-${variant.plan_variant_id}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {variant.name}
      </h3>
      <p className="text-sm font-medium text-sky-700">
        {pack.name} · {t(MEDIA_LABEL_KEYS[pack.media])}
      </p>
      <p className="mt-3 text-3xl font-bold tracking-tight text-slate-900">{formatMoney(variant.price_cents, variant.currency)}</p>
      <p className="mt-1 mb-auto text-sm text-slate-600">
        {t('pack.credits', {
          count: variant.downloads,
          each: formatMoney(variant.price_per_download_cents, variant.currency),
          validity: validity(variant.valid_days),
          days: variant.valid_days ?? 0,
        })}
      </p>
      <Link
        to={checkoutHref}
        className="mt-5 block rounded-full border border-slate-900 px-5 py-2 text-center text-sm font-semibold text-slate-900 hover:bg-slate-900 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
      >
        {/* The name a screen reader hears starts with the words on the button, so voice control finds it by them. */}
        {t('pack.buy')}
        <span className="sr-only"> {t('pack.buyOf', { name: variant.name })}</span>
      </Link>
    </article>
  );
}
