import type { EarningsSummary } from '@stock/contracts';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('earnings');
  const level = summary.level;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6">
        <Card label={t('summary.downloads')} value={formatCount(summary.downloads)} note={t('summary.inThisPeriod')} />
        <Card
          label={t('summary.earnings')}
          value={formatUsd(summary.earnings_cents)}
          note={
            summary.referral_earnings_cents > 0
              ? t('summary.fromReferrals', { amount: formatUsd(summary.referral_earnings_cents) })
              : t('summary.inThisPeriod')
          }
        />
        <Card label={t('summary.available')} value={formatUsd(summary.available_cents)} note={t('summary.readyToWithdraw')} />
        <Card label={t('summary.pending')} value={formatUsd(summary.pending_cents)} note={t('summary.onTheirWay')} />
        <Card label={t('summary.paidOut')} value={formatUsd(summary.paid_out_cents)} note={t('summary.allTime')} />
        <Card
          label={t('summary.lifetimeEarnings')}
          value={formatUsd(summary.lifetime_earnings_cents)}
          note={t('summary.royaltiesAllTime')}
        />
      </dl>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="font-semibold text-slate-900">{t('summary.levelRate', { level: level.name, rate: formatRate(level.rate_bp) })}</p>
          <p className="text-sm text-slate-600">
            {level.next_level_name && level.downloads_to_next !== null
              ? t('summary.toNextLevel', {
                  count: level.downloads_to_next,
                  level: level.next_level_name,
                  rate: formatRate(level.next_level_rate_bp ?? 0),
                })
              : t('summary.topLevel')}
          </p>
        </div>
        <div
          role="progressbar"
          aria-label={t('summary.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(level.progress * 100)}
          className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div className="h-full rounded-full bg-sky-600" style={{ width: `${Math.round(level.progress * 100)}%` }} />
        </div>
        <p className="mt-2 text-xs text-slate-500">{t('summary.lifetimeDownloads', { count: level.lifetime_downloads })}</p>
      </div>
    </div>
  );
}
