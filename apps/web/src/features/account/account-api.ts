import type { AccountUser, ContributorDeleted, ContributorProfile } from '@stock/contracts';
import { normaliseEmail } from '@stock/contracts/values';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, dataOrServerMessage } from '../../api/client';

/** The signed-in buyer's account. */
export const buyerProfileQuery = () =>
  queryOptions({
    queryKey: ['account', 'buyer', 'profile'],
    queryFn: async ({ signal }) => dataOrServerMessage(await apiRequest<{ user: AccountUser }>('/profile', { role: 'buyer', signal })).user,
  });

export interface ProfileChanges {
  name?: string;
  phone?: string;
  email?: string;
  avatar?: File;
}

/** PUT /profile/update as multipart form data (the spec's client sends FormData); only the given fields change. */
export async function updateBuyerProfile(changes: ProfileChanges) {
  const form = new FormData();
  if (changes.name !== undefined) form.append('name', changes.name.trim());
  if (changes.phone !== undefined) form.append('phone', changes.phone.trim());
  if (changes.email !== undefined) form.append('email', normaliseEmail(changes.email));
  if (changes.avatar) form.append('avatar', changes.avatar);
  const answer = await apiRequest<{ user: AccountUser }>('/profile/update', { method: 'PUT', role: 'buyer', body: form });
  return { user: dataOrServerMessage(answer).user, message: answer.message };
}

export async function changePassword(body: { current_password: string; new_password: string; confirm_password: string }) {
  const answer = await apiRequest<null>('/profile/change/password', { method: 'PUT', role: 'buyer', body });
  dataOrServerMessage(answer);
  return answer.message;
}

/**
 * The contributor's public profile. The API has no read call for it; an update that changes nothing answers with the
 * current profile, so that is how the page reads it.
 */
export const contributorProfileQuery = () =>
  queryOptions({
    queryKey: ['account', 'contributor', 'profile'],
    queryFn: async ({ signal }) =>
      dataOrServerMessage(
        await apiRequest<{ profile: ContributorProfile }>('/contributor/profile', {
          role: 'contributor',
          signal,
        }),
      ).profile,
    staleTime: 60_000,
  });

export interface ContributorProfileChanges {
  display_name: string;
  bio: string;
  location: string;
  links: string[];
}

/** The text fields as JSON, so that an emptied list of links is sent as such; the picture goes on its own. */
export async function updateContributorProfile(changes: ContributorProfileChanges) {
  const answer = await apiRequest<{ profile: ContributorProfile }>('/contributor/profile/update', {
    method: 'PUT',
    role: 'contributor',
    body: changes,
  });
  return { profile: dataOrServerMessage(answer).profile, message: answer.message };
}

/** The avatar as multipart form data. */
export async function updateContributorAvatar(avatar: File) {
  const form = new FormData();
  form.append('avatar', avatar);
  const answer = await apiRequest<{ profile: ContributorProfile }>('/contributor/profile/update', {
    method: 'PUT',
    role: 'contributor',
    body: form,
  });
  return { profile: dataOrServerMessage(answer).profile, message: answer.message };
}

export async function deleteContributorAccount(password: string) {
  const answer = await apiRequest<ContributorDeleted>('/contributor/profile/delete', {
    method: 'PUT',
    role: 'contributor',
    body: { password },
  });
  return { result: dataOrServerMessage(answer), message: answer.message };
}
