import type { VariantDetails } from '../billing/billing-contract';
import { formatMoney } from '../billing/format-day';
import { MEDIA_LABEL } from '../plans/PlanCard';

const INTERVAL_TEXT = { MONTH: 'Billed monthly', YEAR: 'Billed yearly' } as const;

/** What the buyer pays for, line by line, before paying. */
export function OrderSummary({ details }: { details: VariantDetails }) {
  const money = (cents: number) => formatMoney(cents, details.currency);
  const { plan, variant } = details;
  return (
    <section aria-labelledby="summary-heading" className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
      <h2 id="summary-heading" className="text-lg font-semibold text-slate-900">
        Order summary
      </h2>
      <p className="mt-3 text-base font-semibold text-slate-900">{plan.name}</p>
      <p className="text-sm text-slate-600">
        {MEDIA_LABEL[plan.media]} · {variant.downloads} {plan.kind === 'PACK' ? 'credits, valid for a year' : 'downloads a month'}
        {variant.seats > 1 && ` · ${variant.seats} seats`}
        {variant.interval && ` · ${INTERVAL_TEXT[variant.interval]}`}
      </p>
      <dl className="mt-5 space-y-2 text-sm">
        {details.lines.map((line) => (
          <div key={line.label} className="flex justify-between gap-4">
            <dt className="text-slate-700">{line.label}</dt>
            <dd className="text-slate-900 tabular-nums">{money(line.amount_cents)}</dd>
          </div>
        ))}
        {details.offer && details.discount_cents > 0 && (
          <div className="flex justify-between gap-4 text-emerald-700">
            <dt>Offer: {details.offer.title}</dt>
            <dd className="tabular-nums">−{money(details.discount_cents)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">Tax ({details.tax_rate_percent}%)</dt>
          <dd className="text-slate-900 tabular-nums">{money(details.tax_cents)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-300 pt-3 text-base font-semibold">
          <dt className="text-slate-900">Total today</dt>
          <dd className="text-slate-900 tabular-nums">{money(details.total_cents)}</dd>
        </div>
      </dl>
      {details.offer && details.discount_cents > 0 && (
        <p className="mt-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">You save {money(details.discount_cents)}</p>
      )}
    </section>
  );
}
