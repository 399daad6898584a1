import type { ReferralSummary } from '@stock/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, dataOrServerMessage } from '../../api/client';

export const referralQuery = () =>
  queryOptions({
    queryKey: ['contributor', 'referral'],
    queryFn: async ({ signal }) =>
      dataOrServerMessage(await apiRequest<{ summary: ReferralSummary }>('/contributor/referral/summary', { role: 'contributor', signal }))
        .summary,
    staleTime: 10_000,
  });
