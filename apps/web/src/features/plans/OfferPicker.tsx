import type { Offer } from '../billing/billing-contract';
import { formatDay } from '../billing/money';
import { offerSavingText } from './offer-text';

/** The buyer's usable offers; the chosen one travels to checkout, where its saving is shown against the price. */
export function OfferPicker({
  offers,
  chosenId,
  onChoose,
}: {
  offers: readonly Offer[];
  chosenId: number | null;
  onChoose: (offerId: number | null) => void;
}) {
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="offers-heading" className="rounded-2xl border border-amber-300 bg-amber-50 p-5">
      <h2 id="offers-heading" className="text-base font-semibold text-amber-950">
        {offers.length === 1 ? 'You have an offer' : `You have ${offers.length} offers`}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {offers.map((offer) => {
          const chosen = offer.offer_id === chosenId;
          return (
            <li key={offer.offer_id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white px-4 py-3">
              <div>
                <p className="font-semibold text-slate-900">
                  {offer.title} <span className="text-emerald-700">· {offerSavingText(offer)}</span>
                </p>
                <p className="text-sm text-slate-600">
                  {offer.description}
                  {offer.code && <> · Code <span className="font-mono font-semibold">{offer.code}</span></>}
                  {offer.expires_at && <> · Until {formatDay(offer.expires_at)}</>}
                </p>
              </div>
              <button
                type="button"
                aria-pressed={chosen}
                onClick={() => onChoose(chosen ? null : offer.offer_id)}
                className={`rounded-full px-4 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 ${chosen ? 'bg-emerald-600 text-white hover:bg-emerald-700' : 'border border-slate-300 text-slate-800 hover:bg-slate-100'}`}
              >
                {chosen ? 'Applied at checkout' : 'Apply'}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
