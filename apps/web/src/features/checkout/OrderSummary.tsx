import type { OrderQuote } from '@stock/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../components/format/format-money';
import { MEDIA_LABEL_KEYS } from '../plans/PlanCard';

/** What the buyer pays for, line by line, before paying: the item, the offer's saving, tax and the total. */
export function OrderSummary({ quote, children }: { quote: OrderQuote; children?: ReactNode }) {
  // The media label is the plans namespace's; the checkout page would otherwise show its key.
  const { t } = useTranslation(['checkout', 'plans']);
  const money = (cents: number) => formatMoney(cents, quote.currency);
  const { plan, variant } = quote;
  return (
    <section aria-labelledby="summary-heading" className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
      <h2 id="summary-heading" className="text-lg font-semibold text-slate-900">
        {t('summary.heading')}
      </h2>
      <p className="mt-3 text-base font-semibold text-slate-900">{variant.name}</p>
      <p className="text-sm text-slate-600">
        {t('summary.details', {
          media: t(MEDIA_LABEL_KEYS[plan.media]),
          count: variant.downloads,
          kind: plan.kind === 'pack' ? 'pack' : (variant.interval ?? 'month'),
          seats: plan.seats,
        })}
        {variant.interval && ` · ${t('summary.billed', { interval: variant.interval })}`}
      </p>
      <dl aria-label={t('summary.lines')} className="mt-5 space-y-2 text-sm">
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
          <dt>{t('summary.total')}</dt>
          <dd className="tabular-nums">{money(quote.total_cents)}</dd>
        </div>
      </dl>
      {quote.discount_cents > 0 && (
        <p className="mt-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
          {quote.offer
            ? t('summary.offerSaving', { offer: quote.offer.title, amount: money(quote.discount_cents) })
            : t('summary.saving', { amount: money(quote.discount_cents) })}
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
