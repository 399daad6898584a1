import type { BankCodeSentData, BankDetails, BankDetailsBody } from '@stock/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, dataOrServerMessage } from '../../api/client';

export const bankDetailsKey = ['contributor', 'bank-details'] as const;

export const bankDetailsQuery = () =>
  queryOptions({
    queryKey: bankDetailsKey,
    queryFn: async ({ signal }) =>
      dataOrServerMessage(
        await apiRequest<{ bankDetails: BankDetails | null }>('/contributor/bank/details', { role: 'contributor', signal }),
      ).bankDetails,
    staleTime: 10_000,
  });

export async function saveBankDetails(mode: 'add' | 'edit', body: BankDetailsBody) {
  const answer = await apiRequest<{ bankDetails: BankDetails }>(
    mode === 'add' ? '/contributor/add/bank/details' : '/contributor/edit/bank/details',
    {
      method: mode === 'add' ? 'POST' : 'PUT',
      role: 'contributor',
      body,
    },
  );
  return { bankDetails: dataOrServerMessage(answer).bankDetails, message: answer.message };
}

export async function sendBankCode() {
  const answer = await apiRequest<BankCodeSentData>('/contributor/bank/details/send/code', { method: 'POST', role: 'contributor' });
  dataOrServerMessage(answer);
  return answer.message;
}

export async function verifyBankDetails(email_otp: string) {
  const answer = await apiRequest<{ bankDetails: BankDetails }>('/contributor/bank/details/verify', {
    method: 'POST',
    role: 'contributor',
    body: { email_otp },
  });
  return { bankDetails: dataOrServerMessage(answer).bankDetails, message: answer.message };
}
