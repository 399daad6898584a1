import { useQuery } from '@tanstack/react-query';
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
  const { data, isPending, isError, refetch } = useQuery(teamQuery());
  const owner = data?.role === 'owner';
  return (
    <div className="mx-auto max-w-screen-lg px-4 py-8 sm:px-8">
      <title>{`Team · ${siteConfig.brand}`}</title>
      <WorkspaceNav />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Team</h1>
      {isPending ? (
        <div role="status" aria-label="Loading your team" className="mt-6 space-y-3">
          <div className="h-20 animate-pulse rounded-2xl bg-slate-100" />
          <div className="h-40 animate-pulse rounded-2xl bg-slate-100" />
        </div>
      ) : isError ? (
        <div className="mt-6">
          <ErrorState message="We could not load your team." onRetry={() => refetch()} />
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-600">
            {owner
              ? 'Colleagues you invite download under your plan and see the collections you share with the team.'
              : `You download under ${data.owner.name}'s plan and see the collections shared with the team.`}
          </p>
          <dl className="mt-6 grid gap-4 sm:grid-cols-3">
            <div className="rounded-2xl border border-slate-200 p-4">
              <dt className="text-sm text-slate-500">Plan</dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900">{data.plan_name ?? 'No plan'}</dd>
            </div>
            <div className="rounded-2xl border border-slate-200 p-4">
              <dt className="text-sm text-slate-500">Downloads left this period</dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900 tabular-nums" data-testid="downloads-left">
                {data.downloads_left === null ? '—' : `${data.downloads_left} of ${data.downloads_per_period}`}
              </dd>
            </div>
            <div className="rounded-2xl border border-slate-200 p-4">
              <dt className="text-sm text-slate-500">Seats</dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900 tabular-nums">
                {data.seats_used} of {data.seats} used
              </dd>
              {/* The owner holds a seat too: without this, "1 of 1 used" beside an empty member list reads as a mistake. */}
              <dd className="text-sm text-slate-600">{owner ? 'Yours included' : `${data.owner.name}'s included`}</dd>
            </div>
          </dl>
          {owner && (
            <div className="mt-6 max-w-lg">
              {data.seats <= 1 ? (
                <p className="rounded-xl bg-sky-50 p-4 text-sm text-sky-900">
                  Your plan has one seat. The Team plan shares its downloads among five people.{' '}
                  <Link to={billingPaths.pricing()} className="font-semibold underline">
                    See plans
                  </Link>
                </p>
              ) : (
                <InviteForm disabled={data.seats_used >= data.seats} />
              )}
              {data.seats > 1 && data.seats_used >= data.seats && (
                <p className="mt-2 text-sm text-slate-600">All seats are taken: remove someone to invite another.</p>
              )}
            </div>
          )}
          <section aria-labelledby="members-heading" className="mt-8">
            <h2 id="members-heading" className="text-lg font-semibold text-slate-900">
              Members
            </h2>
            {data.members.length === 0 ? (
              <div className="mt-3">
                <EmptyState title="Just you so far">{owner && data.seats > 1 ? 'Invite a colleague by e-mail above.' : null}</EmptyState>
              </div>
            ) : (
              // On a phone each row becomes a card, so the budget and remove controls stay in view; from the sm
              // breakpoint it is a table.
              <div className="mt-3">
                <table className="w-full text-left">
                  <thead className="max-sm:hidden">
                    <tr className="text-xs tracking-wide text-slate-500 uppercase">
                      <th className="pb-2 font-semibold">Member</th>
                      <th className="pb-2 font-semibold">Status</th>
                      <th className="pb-2 font-semibold">Downloads this month</th>
                      <th className="pb-2 font-semibold">Monthly budget</th>
                      {owner && (
                        <th className="pb-2">
                          <span className="sr-only">Actions</span>
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
