import type { AccountUser } from '@stock/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { replaceSessionUser } from '../../api/session';
import { buyerProfileQuery, type ProfileChanges, updateBuyerProfile } from './account-api';

/** Saves profile changes and puts the new account everywhere it shows: the profile page and the header. */
export function useSaveBuyerProfile() {
  const queryClient = useQueryClient();
  const remember = (user: AccountUser) => {
    queryClient.setQueryData(buyerProfileQuery().queryKey, user);
    replaceSessionUser('buyer', user);
  };
  const save = async (changes: ProfileChanges) => {
    const saved = await updateBuyerProfile(changes);
    remember(saved.user);
    return saved;
  };
  return { save, remember };
}
