import type { OrderQuote } from '@stock/contracts';
import { formatMoney } from '@stock/contracts/values';
import type { ReactNode } from 'react';
import { MEDIA_LABEL } from '../plans/PlanCard';

const INTERVAL_TEXT = { month: 'Billed monthly', year: 'Billed yearly' } as const;

/** What the buyer pays for, line by line, before paying: the item, the offer's saving, tax and the total. */
export function OrderSummary({ quote, children }: { quote: OrderQuote; children?: ReactNode }) {
  const money = (cents: number) => formatMoney(cents, quote.currency);
  const { plan, variant } = quote;
  return (
    <section aria-labelledby="summary-heading" className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
      <h2 id="summary-heading" className="text-lg font-semibold text-slate-900">
        Order summary
      </h2>
      <p className="mt-3 text-base font-semibold text-slate-900">{variant.name}</p>
      <p className="text-sm text-slate-600">
        {MEDIA_LABEL[plan.media]} · {variant.downloads} {plan.kind === 'pack' ? 'credits' : `downloads a ${variant.interval ?? 'month'}`}
        {plan.seats > 1 && ` · ${plan.seats} seats`}
        {variant.interval && ` · ${INTERVAL_TEXT[variant.interval]}`}
      </p>
      <dl aria-label="Order lines" className="mt-5 space-y-2 text-sm">
        {quote.lines.map((line) => (
          <div
            key={`${line.kind}-${line.description}`}
            className={`flex justify-between gap-4 ${line.kind === 'discount' || line.kind === 'credit' ? 'text-emerald-700' : 'text-slate-700'}`}
          >
            <dt>{line.description}</dt>
            <dd className="tabular-nums">{money(line.amount_cents)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-slate-300 pt-3 text-base font-semibold text-slate-900">
          <dt>Total today</dt>
          <dd className="tabular-nums">{money(quote.total_cents)}</dd>
        </div>
      </dl>
      {quote.discount_cents > 0 && (
        <p className="mt-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
          {quote.offer ? `${quote.offer.title}: you` : 'You'} save {money(quote.discount_cents)}
        </p>
      )}
      {quote.offer_error && (
        <p role="alert" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {quote.offer_error}
        </p>
      )}
      {children}
    </section>
  );
}
