import type { EarningsSummary } from '@stock/contracts';
import { formatCount } from '../../components/format/format-count';
import { formatRate, formatUsd } from './money';

function Card({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{value}</dd>
      {note && <dd className="mt-1 text-xs text-slate-500">{note}</dd>}
    </div>
  );
}

export function SummaryCards({ summary }: { summary: EarningsSummary }) {
  const level = summary.level;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6">
        <Card label="Downloads" value={formatCount(summary.downloads)} note="in this period" />
        <Card
          label="Earnings"
          value={formatUsd(summary.earnings_cents)}
          note={summary.referral_earnings_cents > 0 ? `+ ${formatUsd(summary.referral_earnings_cents)} from referrals` : 'in this period'}
        />
        <Card label="Available" value={formatUsd(summary.available_cents)} note="ready to withdraw" />
        <Card label="Pending" value={formatUsd(summary.pending_cents)} note="withdrawals on their way" />
        <Card label="Paid out" value={formatUsd(summary.paid_out_cents)} note="all time" />
        <Card label="Lifetime earnings" value={formatUsd(summary.lifetime_earnings_cents)} note="royalties, all time" />
      </dl>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="font-semibold text-slate-900">
            {level.name} · {formatRate(level.rate_bp)} royalty
          </p>
          <p className="text-sm text-slate-600">
            {level.next_level_name && level.downloads_to_next !== null
              ? `${formatCount(level.downloads_to_next)} more downloads to ${level.next_level_name} (${formatRate(level.next_level_rate_bp ?? 0)})`
              : 'You are at the top level.'}
          </p>
        </div>
        <div
          role="progressbar"
          aria-label="Progress to the next earnings level"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(level.progress * 100)}
          className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div className="h-full rounded-full bg-sky-600" style={{ width: `${Math.round(level.progress * 100)}%` }} />
        </div>
        <p className="mt-2 text-xs text-slate-500">
          {formatCount(level.lifetime_downloads)} licensed {level.lifetime_downloads === 1 ? 'download' : 'downloads'} in total. Your rate
          rises with them.
        </p>
      </div>
    </div>
  );
}
