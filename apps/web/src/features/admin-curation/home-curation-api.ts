import type { AdminHomeData } from '@stock/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/toasts/toast';
import { adminCall } from '../admin/console-api';
import { confirmPassword } from '../admin/PasswordAgain';
import { messageOf } from '../auth/form/server-errors';

export const homeKey = ['admin', 'home'] as const;
export const adminCategoriesKey = ['admin', 'categories'] as const;

export const useHomeArrangement = () =>
  useQuery({ queryKey: homeKey, queryFn: async ({ signal }) => (await adminCall<AdminHomeData>('/admin/home', { signal })).data });

/**
 * A curation or category change; the public pages forget their cached answers on the server, so they show it at once.
 * A sensitive one sends the password typed again first.
 */
export function useCurationChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ path, method, body, password }: { path: string; method: 'POST' | 'PUT'; body: unknown; password?: string }) => {
      if (password !== undefined) await confirmPassword(password);
      return adminCall(path, { method, body });
    },
    onSuccess: ({ message }) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: homeKey });
      void queryClient.invalidateQueries({ queryKey: adminCategoriesKey });
      void queryClient.invalidateQueries({ queryKey: ['categories'] });
    },
    onError: (error) => toast.error(messageOf(error)),
  });
}

/** The list with the item at `index` moved one place up (-1) or down (+1). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const copy = [...list];
  [copy[index], copy[target]] = [copy[target] as T, copy[index] as T];
  return copy;
}

/** File ids typed as "12, 15 18": whole numbers, in order, each once; null when something else was typed. */
export function idsOf(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (!parts.every((part) => /^\d{1,15}$/.test(part))) return null;
  return [...new Set(parts.map(Number))];
}
