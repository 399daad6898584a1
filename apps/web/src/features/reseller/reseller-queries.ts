import type { ResellerApplicationBody, ResellerApplicationData } from '@stock/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, dataOrServerMessage } from '../../api/client';

export const resellerKeys = { application: ['reseller', 'application'] as const };

export const applicationQuery = () =>
  queryOptions({
    queryKey: resellerKeys.application,
    queryFn: async ({ signal }) =>
      dataOrServerMessage(await apiRequest<ResellerApplicationData>('/buyer/reseller/application', { role: 'buyer', signal })),
  });

export async function applyAsReseller(body: ResellerApplicationBody) {
  const answer = await apiRequest<ResellerApplicationData>('/buyer/reseller/application', { method: 'POST', role: 'buyer', body });
  return { data: dataOrServerMessage(answer), message: answer.message };
}
