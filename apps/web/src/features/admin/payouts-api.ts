import type { AdminPayout, PagedAdminPayouts, WithdrawalStatus } from '@stock/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, dataOrServerMessage } from '../../api/client';

export const payoutsKey = ['admin', 'payouts'] as const;

export const payoutsQuery = (status: WithdrawalStatus, page: number) =>
  queryOptions({
    queryKey: [...payoutsKey, status, page],
    queryFn: async ({ signal }) =>
      dataOrServerMessage(
        await apiRequest<PagedAdminPayouts>('/admin/payouts', { role: 'admin', query: { status, page_no: page, limit: 20 }, signal }),
      ),
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  });

export async function markPayout(
  decision: { withdrawal_id: number } & ({ paid: true; payout_reference?: string } | { paid: false; reason: string }),
) {
  const path = decision.paid ? '/admin/payouts/mark/paid' : '/admin/payouts/mark/failed';
  const body = decision.paid
    ? { withdrawal_id: decision.withdrawal_id, ...(decision.payout_reference ? { payout_reference: decision.payout_reference } : {}) }
    : { withdrawal_id: decision.withdrawal_id, reason: decision.reason };
  const answer = await apiRequest<{ payout: AdminPayout }>(path, { method: 'POST', role: 'admin', body });
  return { payout: dataOrServerMessage(answer).payout, message: answer.message };
}
