import type { Subscription } from './billing-contract';
import { formatDay } from './format-day';

/** The renewal line: when the plan renews, or when it ends after a cancellation. */
export function renewalText(subscription: Subscription): string | null {
  if (!subscription.renews_at) return null;
  return subscription.cancel_at_period_end ? `Ends on ${formatDay(subscription.renews_at)}` : `Renews on ${formatDay(subscription.renews_at)}`;
}

/** Downloads left against the period's quota, as a bar and in words. */
export function QuotaMeter({ subscription }: { subscription: Subscription }) {
  const { downloads_left: left, downloads_per_period: total } = subscription;
  const percent = total > 0 ? Math.round((left / total) * 100) : 0;
  return (
    <div>
      <p className="text-sm text-slate-700">
        <strong className="text-slate-900">{left}</strong> of {total} downloads left this period
      </p>
      <div
        role="meter"
        aria-label="Downloads left"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={left}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full rounded-full ${percent > 20 ? 'bg-emerald-500' : 'bg-amber-500'}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
