import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { billingPaths } from '../../app-paths';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { siteConfig } from '../../config/site-config';
import { RequireSession } from '../account/RequireSession';
import { WorkspaceNav } from '../buyer-workspace/WorkspaceNav';
import { InviteForm } from './InviteForm';
import { MemberRow } from './MemberRow';
import { teamQuery } from './team-queries';

export function TeamPage() {
  return (
    <RequireSession forRole="buyer">
      <TeamView />
    </RequireSession>
  );
}

function TeamView() {
  const { t } = useTranslation('team');
  const { data, isPending, isError, refetch } = useQuery(teamQuery());
  const owner = data?.role === 'owner';
  return (
    <div className="mx-auto max-w-screen-lg px-4 py-8 sm:px-8">
      <title>{t('page.pageTitle', { brand: siteConfig.brand })}</title>
      <WorkspaceNav />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('page.title')}</h1>
      {isPending ? (
        <div role="status" aria-label={t('page.loading')} className="mt-6 space-y-3">
          <div className="h-20 animate-pulse rounded-2xl bg-slate-100" />
          <div className="h-40 animate-pulse rounded-2xl bg-slate-100" />
        </div>
      ) : isError ? (
        <div className="mt-6">
          <ErrorState message={t('page.loadError')} onRetry={() => refetch()} />
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-600">{owner ? t('page.introOwner') : t('page.introMember', { owner: data.owner.name })}</p>
          <dl className="mt-6 grid gap-4 sm:grid-cols-3">
            <div className="rounded-2xl border border-slate-200 p-4">
              <dt className="text-sm text-slate-500">{t('page.plan')}</dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900">{data.plan_name ?? t('page.noPlan')}</dd>
            </div>
            <div className="rounded-2xl border border-slate-200 p-4">
              <dt className="text-sm text-slate-500">{t('page.downloadsLeft')}</dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900 tabular-nums" data-testid="downloads-left">
                {data.downloads_left === null
                  ? '—'
                  : t('page.downloadsOf', { left: data.downloads_left, total: data.downloads_per_period })}
              </dd>
            </div>
            <div className="rounded-2xl border border-slate-200 p-4">
              <dt className="text-sm text-slate-500">{t('page.seats')}</dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900 tabular-nums">
                {t('page.seatsUsed', { used: data.seats_used, seats: data.seats })}
              </dd>
              {/* The owner holds a seat too: without this, "1 of 1 used" beside an empty member list reads as a mistake. */}
              <dd className="text-sm text-slate-600">
                {owner ? t('page.yoursIncluded') : t('page.ownersIncluded', { owner: data.owner.name })}
              </dd>
            </div>
          </dl>
          {owner && (
            <div className="mt-6 max-w-lg">
              {data.seats <= 1 ? (
                <p className="rounded-xl bg-sky-50 p-4 text-sm text-sky-900">
                  {t('page.oneSeat')}{' '}
                  <Link to={billingPaths.pricing()} className="font-semibold underline">
                    {t('page.seePlans')}
                  </Link>
                </p>
              ) : (
                <InviteForm disabled={data.seats_used >= data.seats} />
              )}
              {data.seats > 1 && data.seats_used >= data.seats && <p className="mt-2 text-sm text-slate-600">{t('page.seatsTaken')}</p>}
            </div>
          )}
          <section aria-labelledby="members-heading" className="mt-8">
            <h2 id="members-heading" className="text-lg font-semibold text-slate-900">
              {t('page.members')}
            </h2>
            {data.members.length === 0 ? (
              <div className="mt-3">
                <EmptyState title={t('page.empty.title')}>{owner && data.seats > 1 ? t('page.empty.invite') : null}</EmptyState>
              </div>
            ) : (
              // On a phone each row becomes a card, so the budget and remove controls stay in view; from the sm
              // breakpoint it is a table.
              <div className="mt-3">
                <table className="w-full text-left">
                  <thead className="max-sm:hidden">
                    <tr className="text-xs tracking-wide text-slate-500 uppercase">
                      <th className="pb-2 font-semibold">{t('table.member')}</th>
                      <th className="pb-2 font-semibold">{t('table.status')}</th>
                      <th className="pb-2 font-semibold">{t('table.downloads')}</th>
                      <th className="pb-2 font-semibold">{t('table.budget')}</th>
                      {owner && (
                        <th className="pb-2">
                          <span className="sr-only">{t('table.actions')}</span>
                        </th>
                      )}
                    </tr>
                  </thead>
                  <tbody>
                    {data.members.map((member) => (
                      <MemberRow key={member.member_id} member={member} manage={owner} />
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}
    </div>
  );
}
