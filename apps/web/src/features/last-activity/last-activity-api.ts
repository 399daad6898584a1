import type { LastActivity } from '@stock/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

const TAB_KEY = 'browsing_session_id';

/** One id per browser tab, so that activity from two tabs is told apart. */
function tabSessionId(): string {
  let id = sessionStorage.getItem(TAB_KEY);
  if (!id) {
    id = crypto.randomUUID();
    sessionStorage.setItem(TAB_KEY, id);
  }
  return id;
}

export function recordLastActivity(url: string) {
  return apiRequest('/last/activity', { method: 'POST', role: 'buyer', body: { url, session_id: tabSessionId() } });
}

export const lastActivityQuery = () =>
  queryOptions({
    queryKey: ['account', 'last-activity'],
    queryFn: async ({ signal }) => (await apiRequest<LastActivity>('/last/activity', { role: 'buyer', signal })).data ?? null,
    staleTime: 30_000,
  });
