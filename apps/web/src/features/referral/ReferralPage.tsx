import type { ReferredStatus } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import { formatCount } from '../../components/format/format-count';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { ContributorFrame } from '../earnings/ContributorFrame';
import { formatDate, formatRate, formatUsd } from '../earnings/money';
import { Panel } from '../earnings/Panel';
import { TableSkeleton } from '../earnings/TableSkeleton';
import { CopyField } from './CopyField';
import { referralQuery } from './referral-api';

const STATUS: Record<ReferredStatus, { label: string; style: string }> = {
  earning: { label: 'Earning for you', style: 'bg-emerald-100 text-emerald-900' },
  ended: { label: 'Sharing ended', style: 'bg-slate-100 text-slate-700' },
  signed_up: { label: 'Signed up', style: 'bg-sky-100 text-sky-900' },
  rewarded: { label: 'First purchase rewarded', style: 'bg-emerald-100 text-emerald-900' },
};

function Referral() {
  const { data, isPending, isError, refetch } = useQuery(referralQuery());
  if (isPending) return <TableSkeleton rows={5} />;
  if (isError) return <ErrorState message="We could not load your referrals." onRetry={() => refetch()} />;
  const rules = data.rules;
  return (
    <>
      <Panel
        title="Your referral links"
        description={`Contributors you bring earn you ${formatRate(rules.contributor_share_bp)} of their royalties for ${rules.contributor_months / 12} years, paid by us, not by them. Buyers earn you ${formatRate(rules.buyer_share_bp)} of their first purchase, up to ${formatUsd(rules.buyer_cap_cents)}.`}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <CopyField id="referral-buyer-link" label="Link for buyers" value={data.link} />
          <CopyField id="referral-contributor-link" label="Link for contributors" value={data.contributor_link} />
          <CopyField id="referral-code" label="Referral code" value={data.code} />
        </div>
      </Panel>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">People referred</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">{formatCount(data.referred_count)}</dd>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">Earned from referrals</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">{formatUsd(data.total_earnings_cents)}</dd>
        </div>
      </dl>
      <Panel title="People you referred">
        {data.referred.length === 0 ? (
          <EmptyState title="No one yet">Share your link: everyone who signs up with it shows here.</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="People you referred">
            {data.referred.map((person) => (
              <li key={`${person.name}-${person.joined_at}`} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
                <div>
                  <p className="font-medium text-slate-900">{person.name}</p>
                  <p className="text-slate-500">
                    {person.role === 'contributor' ? 'Contributor' : 'Buyer'} · joined {formatDate(person.joined_at)}
                    {person.status === 'earning' && person.earning_until && ` · shares until ${formatDate(person.earning_until)}`}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="tabular-nums font-semibold text-slate-900">{formatUsd(person.earnings_cents)}</span>
                  <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS[person.status].style}`}>
                    {STATUS[person.status].label}
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
  return (
    <ContributorFrame title="Referrals" intro="Invite people and earn from their work and their first purchase.">
      <Referral />
    </ContributorFrame>
  );
}
