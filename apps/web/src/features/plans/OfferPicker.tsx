import type { Offer } from '@stock/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { formatDate } from '../../components/format/format-date';

/** Which purchases an offer applies to, as words for the offer's terms line. */
const APPLIES_TO: Record<Offer['applies_to'], string> = {
  any: 'plans:offers.appliesTo.any',
  annual: 'plans:offers.appliesTo.annual',
  pack: 'plans:offers.appliesTo.pack',
  plans: 'plans:offers.appliesTo.plans',
};

/** The buyer's usable offers; the chosen one travels to checkout, where its saving is shown against the price. */
export function OfferPicker({
  offers,
  chosenCode,
  onChoose,
}: {
  offers: readonly Offer[];
  chosenCode: string | null;
  onChoose: (code: string | null) => void;
}) {
  const { t } = useTranslation('plans');
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="offers-heading" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-5">
      <h2 id="offers-heading" className="text-base font-semibold text-amber-950">
        {t('offers.heading', { count: offers.length })}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {offers.map((offer) => {
          const chosen = offer.code === chosenCode;
          return (
            <li
              key={offer.code}
              className="flex flex-col gap-3 rounded-xl bg-white px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                  <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-800 uppercase">
                    {t('offers.percentOff', { percent: offer.percent_off })}
                  </span>
                  {offer.title}
                </p>
                <p className="mt-1 text-sm text-slate-600">{offer.description}</p>
                <p className="mt-0.5 text-sm text-slate-600">
                  <Trans
                    t={t}
                    i18nKey="offers.terms"
                    values={{ appliesTo: t(APPLIES_TO[offer.applies_to]), code: offer.code }}
                    components={{ code: <span className="font-mono font-semibold text-slate-800" /> }}
                  />
                  {offer.expires_at && <> · {t('offers.until', { date: formatDate(offer.expires_at) })}</>}
                </p>
              </div>
              <button
                type="button"
                aria-pressed={chosen}
                aria-label={t(chosen ? 'offers.removeLabel' : 'offers.applyLabel', { code: offer.code })}
                onClick={() => onChoose(chosen ? null : offer.code)}
                className={`rounded-full px-4 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 self-start sm:self-auto ${chosen ? 'bg-emerald-700 text-white hover:bg-emerald-800' : 'border border-slate-300 text-slate-800 hover:bg-slate-100'}`}
              >
                {chosen ? t('offers.applied') : t('offers.apply')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
