import type { PlanSubscription, SubscriptionStatusData } from '@stock/contracts';
import i18next, { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../components/format/format-count';
import { SentencePart } from '../account/SentencePart';
import { formatDay } from './format-day';

/** The renewal line: when the plan renews, or when it ends after a cancellation. */
// `t` defaults to the global one, for pages outside billing that show the line (checkout's result page).
export function renewalText(subscription: PlanSubscription, t: TFunction<'billing'> = i18next.t): string {
  return subscription.cancel_at_period_end || !subscription.renews_at
    ? t('billing:renewal.ends', { date: formatDay(subscription.current_period_end) })
    : t('billing:renewal.renews', { date: formatDay(subscription.renews_at) });
}

/** Pack credits still usable, summed over the buyer's packs. */
export const packCreditsLeft = (status: SubscriptionStatusData) => status.packs.reduce((sum, pack) => sum + pack.credits_left, 0);

/** Downloads left against the period's quota, as a bar and in words. */
export function QuotaMeter({ subscription }: { subscription: PlanSubscription }) {
  const { t } = useTranslation('billing');
  const { downloads_left: left, downloads_per_period: total } = subscription;
  const percent = total > 0 ? Math.round((left / total) * 100) : 0;
  return (
    <div>
      <p className="text-sm text-slate-700">
        <SentencePart sentence={t('quota', { left: formatCount(left), total })} part={formatCount(left)} />
      </p>
      {/* The sentence above says it all; the bar is only for the eye. */}
      <div aria-hidden="true" className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200">
        <div className={`h-full rounded-full ${percent > 20 ? 'bg-emerald-500' : 'bg-amber-500'}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** The buyer's packs, each with its credits and expiry. */
export function PackList({ status }: { status: SubscriptionStatusData }) {
  const { t } = useTranslation('billing');
  const packs = status.packs.filter((pack) => pack.credits_left > 0);
  if (packs.length === 0) return null;
  return (
    <ul aria-label={t('packs.title')} className="space-y-1 text-sm text-slate-700">
      {packs.map((pack) => (
        <li key={pack.pack_id}>
          <SentencePart
            sentence={t('packs.credits', {
              name: pack.name,
              left: formatCount(pack.credits_left),
              total: pack.credits_total,
              date: formatDay(pack.expires_at),
            })}
            part={`${formatCount(pack.credits_left)} `}
          />
        </li>
      ))}
    </ul>
  );
}
