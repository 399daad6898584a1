import type { AccountUser, ContributorProfile } from '@stock/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, dataOrServerMessage } from '../../../api/client';
import type { Role } from '../../../api/session';
import { siteConfig } from '../../../config/site-config';

export type SocialProvider = 'google' | 'facebook';

export const PROVIDER_LABELS: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** Which providers the server has credentials for; the others' buttons are not shown. */
export const providersQuery = () =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: async ({ signal }) => (await apiRequest<{ providers: SocialProvider[] }>('/auth/providers', { signal })).data?.providers ?? [],
    staleTime: 5 * 60_000,
  });

/** A plain link, not a fetch: the browser itself goes to the provider and comes back through the API. */
export function socialSignInHref(provider: SocialProvider, role: Role, next: string, clientState: string): string {
  const params = new URLSearchParams({ role, next, client_state: clientState });
  return `${siteConfig.apiBaseUrl}/auth/${provider}?${params.toString()}`;
}

/** The user record the session keeps, read with the token that social sign-in just handed over. */
export async function signedInUserFor(role: Role, token: string): Promise<unknown> {
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  if (role === 'contributor') {
    const answer = await fetch(`${siteConfig.apiBaseUrl}/contributor/profile`, { headers });
    const profile = dataOrServerMessage(
      (await answer.json()) as Parameters<typeof dataOrServerMessage<{ profile: ContributorProfile }>>[0],
    ).profile;
    return { id: profile.user_id, name: profile.display_name };
  }
  const answer = await fetch(`${siteConfig.apiBaseUrl}/profile`, { headers });
  return dataOrServerMessage((await answer.json()) as Parameters<typeof dataOrServerMessage<{ user: AccountUser }>>[0]).user;
}
