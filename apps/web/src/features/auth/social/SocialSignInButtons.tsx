import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicRole } from '../../../api/session';
import { newClientState, rememberClientState } from './client-state';
import { PROVIDER_LABELS, providersQuery, socialSignInHref } from './social-sign-in-api';

/** "Continue with Google / Facebook", for the providers the server is configured for; nothing when there are none. */
export function SocialSignInButtons({ role, next }: { role: PublicRole; next: string }) {
  const { t } = useTranslation('auth');
  const { data: providers = [] } = useQuery(providersQuery());
  // Kept in this tab only when a button is followed, so the landing page knows this tab started the sign-in.
  const [clientState] = useState(newClientState);
  if (providers.length === 0) return null;
  return (
    <div className="mt-6">
      <p className="mb-3 flex items-center gap-3 text-xs text-slate-500 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
        {t('social.or')}
      </p>
      <ul className="space-y-2">
        {providers.map((provider) => (
          <li key={provider}>
            <a
              href={socialSignInHref(provider, role, next, clientState)}
              onClick={() => rememberClientState(clientState)}
              className="flex w-full items-center justify-center rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
            >
              {t('social.continueWith', { provider: PROVIDER_LABELS[provider] })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
