import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type Role, storeLogin } from '../../../api/session';
import { accountPaths, paths, safeNext } from '../../../app-paths';
import { toast } from '../../../components/toasts/toast';
import { siteConfig } from '../../../config/site-config';
import { isOwnClientState } from './client-state';
import { PROVIDER_LABELS, type SocialProvider, signedInUserFor } from './social-sign-in-api';

/**
 * Where social sign-in lands. The outcome is in the URL fragment, which never reaches a server or a log: a token to
 * keep as that role's sign-in (only when this tab started the sign-in), or an error to explain. The fragment is wiped at
 * once either way.
 */
export function AuthCompletePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ message: string; role: Role } | null>(null);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const params = new URLSearchParams(window.location.hash.slice(1));
    window.history.replaceState(null, '', window.location.pathname);
    const role: Role = params.get('role') === 'contributor' ? 'contributor' : 'buyer';
    const provider = PROVIDER_LABELS[params.get('provider') as SocialProvider] ?? t('social.theProvider');
    const token = params.get('token');
    if (!token) {
      setFailure({ role, message: params.get('message') ?? t('social.incomplete', { provider }) });
      return;
    }
    // A token from a sign-in this tab did not start is someone else's: keeping it would sign this person into that account.
    if (!isOwnClientState(params.get('client_state'))) {
      setFailure({ role, message: t('social.notStartedHere') });
      return;
    }
    signedInUserFor(role, token)
      .then((user) => {
        storeLogin(role, { statusCode: 200, data: { token, user } });
        toast.success(t('social.signedIn', { provider }));
        navigate(safeNext(params.get('next') ?? (role === 'contributor' ? accountPaths.profile(role) : paths.home())), { replace: true });
      })
      .catch((error: Error) => setFailure({ role, message: error.message }));
  }, [navigate, t]);

  return (
    <section className="mx-auto max-w-md px-5 py-20 text-center">
      <title>{t('social.pageTitle', { brand: siteConfig.brand })}</title>
      {failure ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900">{t('social.failed')}</h1>
          <p className="mt-3 text-slate-600" role="alert">
            {failure.message}
          </p>
          <Link
            to={accountPaths.login(failure.role)}
            className="mt-6 inline-block rounded-full bg-slate-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-slate-700"
          >
            {t('backToSignIn')}
          </Link>
        </>
      ) : (
        <p className="text-slate-600" aria-live="polite">
          {t('social.signingIn')}
        </p>
      )}
    </section>
  );
}
