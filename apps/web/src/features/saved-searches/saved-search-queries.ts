import type { SavedSearchesResponse, SavedSearchFilters, SavedSearchResponse } from '@stock/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, dataOrServerMessage } from '../../api/client';

export const savedSearchKeys = { all: ['saved-searches'] as const };

export const savedSearchesQuery = () =>
  queryOptions({
    queryKey: savedSearchKeys.all,
    queryFn: async ({ signal }) =>
      dataOrServerMessage(await apiRequest<SavedSearchesResponse>('/buyer/saved/searches', { role: 'buyer', signal })).saved_searches,
    staleTime: 5_000,
  });

const buyerCall = async <T>(path: string, method: 'POST' | 'PUT', body: unknown) =>
  dataOrServerMessage(await apiRequest<T>(path, { method, role: 'buyer', body }));

export const savedSearchCalls = {
  save: (filters: SavedSearchFilters) => buyerCall<SavedSearchResponse>('/buyer/save/search', 'POST', { filters }),
  setAlerts: (saved_search_id: number, email_alerts: boolean) =>
    buyerCall<SavedSearchResponse>('/buyer/saved/search/update', 'PUT', { saved_search_id, email_alerts }),
  visit: (saved_search_id: number) => buyerCall<SavedSearchResponse>('/buyer/saved/search/visit', 'POST', { saved_search_id }),
  remove: (saved_search_id: number) => buyerCall<{ saved_search_id: number }>('/buyer/saved/search/delete', 'PUT', { saved_search_id }),
};
