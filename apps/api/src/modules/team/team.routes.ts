import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  InvitationPreview,
  InvitationQuery,
  InvitedMember,
  JoinedTeam,
  JoinTeamBody,
  MemberBudgetBody,
  RemovedTeamMembers,
  RemoveTeamMembersBody,
  TeamData,
  TeamInviteBody,
  TeamMember,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { requestLocale } from '../../i18n/request-locale';
import { inviteMember, joinTeam, previewInvitation, removeTeamMembers, setBudget, teamMembers } from './team.service';

const tags = ['team'];

/** The spec's team calls (the remove path is spelled as the spec spells it), the budget and joining. */
export const teamRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const buyer = requireRole('buyer', deps);
  const security = bearerSecurity;

  app.get(
    '/buyer/team/members',
    {
      schema: {
        tags,
        summary: 'The team: owner, plan seats, members with their status and downloads this month',
        description: 'Buyer. A member sees the team they are in; anyone else the team they own (team_id null before the first invitation).',
        security,
        response: responses(TeamData),
      },
      onRequest: buyer,
    },
    async (request, reply) => sendOk(reply, await teamMembers(deps, signedInUser(request))),
  );

  app.post(
    '/buyer/team/invite',
    {
      schema: {
        tags,
        summary: 'Invite someone into the team by e-mail',
        description:
          "Buyer, team owner. Needs a plan with seats (the owner's included); each pending invitation holds a seat. " +
          'The invitee gets a link to /buyer/team/join, valid 14 days; inviting a pending address again sends a fresh link.',
        security,
        body: TeamInviteBody,
        response: responses(InvitedMember),
      },
      onRequest: buyer,
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const invited = await inviteMember(
        deps,
        signedInUser(request),
        request.body.email,
        request.body.team_id,
        new Date(),
        requestLocale(request),
      );
      return sendOk(reply, invited, `Invitation sent to ${invited.member.email}`);
    },
  );

  app.patch(
    '/buyer/team/memebers/remove',
    {
      schema: {
        tags,
        summary: 'Remove members or withdraw invitations (path spelled as in the spec)',
        description:
          'Buyer, team owner. All member_ids or none. Removed members lose the team quota at once; their licences stay with the team.',
        security,
        body: RemoveTeamMembersBody,
        response: responses(RemovedTeamMembers),
      },
      onRequest: buyer,
    },
    async (request, reply) => {
      const removed = await removeTeamMembers(deps, signedInUser(request), request.body.member_ids);
      return sendOk(reply, removed, removed.member_ids.length === 1 ? 'Member removed' : `${removed.member_ids.length} members removed`);
    },
  );

  app.put(
    '/buyer/team/member/budget',
    {
      schema: {
        tags,
        summary: "Set a member's monthly download budget",
        description: 'Buyer, team owner. null removes the limit; the download call refuses new licences past it.',
        security,
        body: MemberBudgetBody,
        response: responses(Type.Object({ member: TeamMember })),
      },
      onRequest: buyer,
    },
    async (request, reply) =>
      sendOk(reply, await setBudget(deps, signedInUser(request), request.body.member_id, request.body.monthly_budget), 'Budget saved'),
  );

  app.get(
    '/team/invitation',
    {
      schema: {
        tags,
        summary: 'What an invitation link is for, before signing in',
        description:
          "Public, for the holder of the link's token (sent only to the invited address): the team, who invited, the " +
          'invited address (the sign-up form fills it in) and until when. 410 for a used, withdrawn or expired invitation.',
        querystring: InvitationQuery,
        response: responses(InvitationPreview),
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => sendOk(reply, await previewInvitation(deps, request.query.token)),
  );

  app.post(
    '/buyer/team/join',
    {
      schema: {
        tags,
        summary: 'Join a team with the token of an invitation',
        description: 'Buyer signed in with the invited address. 410 for a used, withdrawn or expired invitation.',
        security,
        body: JoinTeamBody,
        response: responses(JoinedTeam),
      },
      onRequest: buyer,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const joined = await joinTeam(deps, signedInUser(request), request.body.token);
      return sendOk(reply, joined, `You joined ${joined.owner_name}'s team`);
    },
  );
};
