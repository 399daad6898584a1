import type { InvitationPreview, InvitedMember, JoinedTeam, TeamData, TeamMember } from '@stock/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, dataOrServerMessage } from '../../api/client';

export const teamKeys = { all: ['team'] as const };

export const teamQuery = () =>
  queryOptions({
    queryKey: teamKeys.all,
    queryFn: async ({ signal }) => dataOrServerMessage(await apiRequest<TeamData>('/buyer/team/members', { role: 'buyer', signal })),
    staleTime: 5_000,
  });

/** Whose team an invitation link is for, readable before signing in. */
export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['team-invitation', token] as const,
    queryFn: async ({ signal }) =>
      dataOrServerMessage(await apiRequest<InvitationPreview>('/team/invitation', { query: { token }, signal })),
    retry: false,
  });

const buyerCall = async <T>(path: string, method: 'POST' | 'PUT' | 'PATCH', body: unknown) =>
  dataOrServerMessage(await apiRequest<T>(path, { method, role: 'buyer', body }));

export const teamCalls = {
  invite: (email: string) => buyerCall<InvitedMember>('/buyer/team/invite', 'POST', { email: email.trim().toLowerCase() }),
  remove: (memberIds: number[]) => buyerCall<{ member_ids: number[] }>('/buyer/team/memebers/remove', 'PATCH', { member_ids: memberIds }),
  setBudget: (memberId: number, budget: number | null) =>
    buyerCall<{ member: TeamMember }>('/buyer/team/member/budget', 'PUT', { member_id: memberId, monthly_budget: budget }),
  join: (token: string) => buyerCall<JoinedTeam>('/buyer/team/join', 'POST', { token }),
};
