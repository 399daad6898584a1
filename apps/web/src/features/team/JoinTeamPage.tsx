import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('team');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const buyer = useSessionUser('buyer');
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const queryClient = useQueryClient();
  // Signed out, the page says whose team this is and for which address, so the invitee knows what they sign up for.
  const invitation = useQuery({ ...invitationQuery(token), enabled: !buyer && token !== '' });
  const invitedEmail = invitation.data?.email;
  // The links carry the invited address into sign-up and sign-in: shown before it arrives, they would lose it.
  const invitationLoading = !buyer && token !== '' && invitation.isPending;
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
      <title>{t('join.pageTitle', { brand: siteConfig.brand })}</title>
      <p className="text-sm font-semibold tracking-wide text-sky-700 uppercase">{t('join.eyebrow')}</p>
      {!buyer && invitation.isError ? (
        <>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">{t('join.unusable')}</h1>
          <p role="alert" className="mt-4 text-lg text-slate-600">
            {messageOf(invitation.error)}
          </p>
        </>
      ) : !buyer ? (
        <>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">
            {invitation.data ? t('join.titleNamed', { team: invitation.data.team_name }) : t('join.title')}
          </h1>
          <p className="mt-4 text-lg text-slate-600">
            {invitation.data
              ? t('join.invited', { inviter: invitation.data.inviter_name, email: invitation.data.email })
              : t('join.signInHint')}
          </p>
          {!invitationLoading && (
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Link to={accountPaths.login('buyer', here, invitedEmail)} className={buttonClass}>
                {t('join.signIn')}
              </Link>
              <Link
                to={accountPaths.signup('buyer', here, invitedEmail)}
                className="rounded-full border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-100"
              >
                {t('join.signUp')}
              </Link>
            </div>
          )}
          <p className="mt-4 text-sm text-slate-500">{invitedEmail ? t('join.newHereWith', { email: invitedEmail }) : t('join.newHere')}</p>
        </>
      ) : join.isSuccess ? (
        <>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">{t('join.welcome', { owner: join.data.owner_name })}</h1>
          <p className="mt-4 text-lg text-slate-600">{t('join.welcomeText')}</p>
          <Link to={buyerWorkspacePaths.team()} className={`mt-8 ${buttonClass}`}>
            {t('join.seeTeam')}
          </Link>
        </>
      ) : join.isError ? (
        <>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">{t('join.unusable')}</h1>
          <p role="alert" className="mt-4 text-lg text-slate-600">
            {messageOf(join.error)}
          </p>
          <Link to={paths.home()} className={`mt-8 ${buttonClass}`}>
            {t('join.home')}
          </Link>
        </>
      ) : (
        <h1 role="status" className="mt-3 text-3xl font-bold tracking-tight text-slate-900">
          {t('join.joining')}
        </h1>
      )}
    </section>
  );
}
