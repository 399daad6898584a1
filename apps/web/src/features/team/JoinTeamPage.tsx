import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useSessionUser } from '../../api/session';
import { accountPaths, buyerWorkspacePaths, paths } from '../../app-paths';
import { siteConfig } from '../../config/site-config';
import { messageOf } from '../auth/form/server-errors';
import { invitationQuery, teamCalls } from './team-queries';

const buttonClass =
  'rounded-full bg-slate-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500';

/** Where the invitation link leads: signed in, the buyer joins at once; signed out, they sign up or in first. */
export function JoinTeamPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const buyer = useSessionUser('buyer');
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const queryClient = useQueryClient();
  // Signed out, the page says whose team this is and for which address, so the invitee knows what they sign up for.
  const invitation = useQuery({ ...invitationQuery(token), enabled: !buyer && token !== '' });
  const invitedEmail = invitation.data?.email;
  const join = useMutation({
    mutationFn: () => teamCalls.join(token),
    onSuccess: () => queryClient.invalidateQueries(),
  });
  // An invitation works once: a second request (a re-run effect) would answer that it is used up.
  const asked = useRef(false);
  const { mutate } = join;
  useEffect(() => {
    if (!buyer || !token || asked.current) return;
    asked.current = true;
    mutate();
  }, [buyer, token, mutate]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-5 py-20 text-center">
      <title>{`Join a team · ${siteConfig.brand}`}</title>
      <p className="text-sm font-semibold tracking-wide text-sky-700 uppercase">Team invitation</p>
      {!buyer && invitation.isError ? (
        <>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">This invitation cannot be used</h1>
          <p role="alert" className="mt-4 text-lg text-slate-600">
            {messageOf(invitation.error)}
          </p>
        </>
      ) : !buyer ? (
        <>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">
            {invitation.data ? `Join ${invitation.data.team_name}` : 'Join your team'}
          </h1>
          <p className="mt-4 text-lg text-slate-600">
            {invitation.data
              ? `${invitation.data.inviter_name} invited ${invitation.data.email} to download under the team's plan and work in its collections.`
              : 'Sign in with the address the invitation was sent to, and you join at once.'}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to={accountPaths.login('buyer', here, invitedEmail)} className={buttonClass}>
              Sign in to join
            </Link>
            <Link
              to={accountPaths.signup('buyer', here, invitedEmail)}
              className="rounded-full border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-100"
            >
              Create an account
            </Link>
          </div>
          <p className="mt-4 text-sm text-slate-500">
            New here? Create an account with {invitedEmail ?? 'that address'} and verify it: then you join the team.
          </p>
        </>
      ) : join.isSuccess ? (
        <>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">Welcome to {join.data.owner_name}'s team</h1>
          <p className="mt-4 text-lg text-slate-600">You now download under the team's plan and see its shared collections.</p>
          <Link to={buyerWorkspacePaths.team()} className={`mt-8 ${buttonClass}`}>
            See your team
          </Link>
        </>
      ) : join.isError ? (
        <>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">This invitation cannot be used</h1>
          <p role="alert" className="mt-4 text-lg text-slate-600">
            {messageOf(join.error)}
          </p>
          <Link to={paths.home()} className={`mt-8 ${buttonClass}`}>
            Go to the home page
          </Link>
        </>
      ) : (
        <h1 role="status" className="mt-3 text-3xl font-bold tracking-tight text-slate-900">
          Joining the team…
        </h1>
      )}
    </section>
  );
}
