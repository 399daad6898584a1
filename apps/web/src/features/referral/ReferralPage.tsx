import type { ReferredStatus } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../components/format/format-count';
import { formatDate } from '../../components/format/format-date';
import { formatMoney } from '../../components/format/format-money';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { ContributorFrame } from '../earnings/ContributorFrame';
import { Panel } from '../earnings/Panel';
import { TableSkeleton } from '../earnings/TableSkeleton';
import { CopyField } from './CopyField';
import { referralQuery } from './referral-api';

const STATUS: Record<ReferredStatus, { labelKey: string; style: string }> = {
  earning: { labelKey: 'status.earning', style: 'bg-emerald-100 text-emerald-900' },
  ended: { labelKey: 'status.ended', style: 'bg-slate-100 text-slate-700' },
  signed_up: { labelKey: 'status.signedUp', style: 'bg-sky-100 text-sky-900' },
  rewarded: { labelKey: 'status.rewarded', style: 'bg-emerald-100 text-emerald-900' },
};

function Referral() {
  const { t } = useTranslation('referral');
  const { data, isPending, isError, refetch } = useQuery(referralQuery());
  if (isPending) return <TableSkeleton rows={5} />;
  if (isError) return <ErrorState message={t('loadError')} onRetry={() => refetch()} />;
  const rules = data.rules;
  return (
    <>
      <Panel
        title={t('links.title')}
        description={t('links.rules', {
          contributorShare: rules.contributor_share_bp / 10_000,
          years: rules.contributor_months / 12,
          buyerShare: rules.buyer_share_bp / 10_000,
          cap: formatMoney(rules.buyer_cap_cents),
        })}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <CopyField id="referral-buyer-link" label={t('links.buyers')} value={data.link} />
          <CopyField id="referral-contributor-link" label={t('links.contributors')} value={data.contributor_link} />
          <CopyField id="referral-code" label={t('links.code')} value={data.code} />
        </div>
      </Panel>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">{t('stats.referred')}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">{formatCount(data.referred_count)}</dd>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">{t('stats.earned')}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">{formatMoney(data.total_earnings_cents)}</dd>
        </div>
      </dl>
      <Panel title={t('people.title')}>
        {data.referred.length === 0 ? (
          <EmptyState title={t('people.empty.title')}>{t('people.empty.text')}</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label={t('people.title')}>
            {data.referred.map((person) => (
              <li key={`${person.name}-${person.joined_at}`} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
                <div>
                  <p className="font-medium text-slate-900">{person.name}</p>
                  <p className="text-slate-500">
                    {t('people.joined', { role: person.role, date: formatDate(person.joined_at) })}
                    {person.status === 'earning' &&
                      person.earning_until &&
                      ` · ${t('people.sharesUntil', { date: formatDate(person.earning_until) })}`}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="tabular-nums font-semibold text-slate-900">{formatMoney(person.earnings_cents)}</span>
                  <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS[person.status].style}`}>
                    {t(STATUS[person.status].labelKey)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}

export function ReferralPage() {
  const { t } = useTranslation('referral');
  return (
    <ContributorFrame title={t('title')} intro={t('intro')}>
      <Referral />
    </ContributorFrame>
  );
}
