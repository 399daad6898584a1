import type { Plan, PlanVariant } from '@stock/contracts';
import { formatMoney } from '@stock/contracts/values';
import { Link } from 'react-router';
import { MEDIA_LABEL } from './PlanCard';

/** How long credits last, in the words people use: "a year", or so many days. */
const validity = (days: number | null) =>
  days === null ? '' : days >= 365 && days <= 366 ? ' · valid for a year' : ` · valid for ${days} days`;

/** One size of an on-demand pack: credits bought once. */
export function CreditPackCard({ pack, variant, checkoutHref }: { pack: Plan; variant: PlanVariant; checkoutHref: string }) {
  const headingId = `pack-${variant.plan_variant_id}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {variant.name}
      </h3>
      <p className="text-sm font-medium text-sky-700">
        {pack.name} · {MEDIA_LABEL[pack.media]}
      </p>
      <p className="mt-3 text-3xl font-bold tracking-tight text-slate-900">{formatMoney(variant.price_cents, variant.currency)}</p>
      <p className="mt-1 mb-auto text-sm text-slate-600">
        {variant.downloads} credits · {formatMoney(variant.price_per_download_cents, variant.currency)} each{validity(variant.valid_days)}
      </p>
      <Link
        to={checkoutHref}
        className="mt-5 block rounded-full border border-slate-900 px-5 py-2 text-center text-sm font-semibold text-slate-900 hover:bg-slate-900 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
      >
        {/* The name a screen reader hears starts with the words on the button, so voice control finds it by them. */}
        Buy pack<span className="sr-only"> of {variant.name}</span>
      </Link>
    </article>
  );
}
