import { type Static, Type } from '@sinclair/typebox';
import { TYPED_BODY } from './billing-values';
import { EMAIL_MAX_LENGTH } from './constants';
import { Id } from './numbers';

const memberId = Id('a membership of the team (member_id, also called membership_id)');

export const TeamInviteBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH + 64, description: 'trimmed and lower-cased by the server' }),
    team_id: Type.Optional(Id("the owner's team; created with the first invitation")),
  },
  { additionalProperties: false },
);
export type TeamInviteBody = Static<typeof TeamInviteBody>;

export const TeamMemberStatus = Type.Union([Type.Literal('invited'), Type.Literal('active')]);

export const TeamMember = Type.Object({
  member_id: Type.Integer(),
  membership_id: Type.Integer(),
  email: Type.String(),
  name: Type.Union([Type.String(), Type.Null()]),
  status: TeamMemberStatus,
  downloads_this_period: Type.Integer({ description: 'licensed downloads this calendar month (UTC) that used the quota' }),
  monthly_budget: Type.Union([Type.Integer(), Type.Null()], { description: 'downloads a month the owner allows; null: no limit' }),
  invited_at: Type.String({ format: 'date-time' }),
  joined_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type TeamMember = Static<typeof TeamMember>;

export const TeamData = Type.Object({
  team_id: Type.Union([Type.Integer(), Type.Null()], { description: 'null until the first invitation' }),
  role: Type.Union([Type.Literal('owner'), Type.Literal('member')]),
  owner: Type.Object({ name: Type.String(), email: Type.String(), downloads_this_period: Type.Integer() }),
  plan_name: Type.Union([Type.String(), Type.Null()]),
  downloads_left: Type.Union([Type.Integer(), Type.Null()], { description: "left of the plan's quota this period, shared by the team" }),
  downloads_per_period: Type.Union([Type.Integer(), Type.Null()]),
  seats: Type.Integer({ description: "the plan's seats, the owner's included" }),
  seats_used: Type.Integer({ description: 'the owner, active members and pending invitations' }),
  members: Type.Array(TeamMember),
});
export type TeamData = Static<typeof TeamData>;

export const InvitedMember = Type.Object({ team_id: Type.Integer(), member: TeamMember });
export type InvitedMember = Static<typeof InvitedMember>;

export const RemoveTeamMembersBody = Type.Object(
  { member_ids: Type.Array(memberId, { minItems: 1, maxItems: 50, uniqueItems: true }) },
  { additionalProperties: false },
);
export type RemoveTeamMembersBody = Static<typeof RemoveTeamMembersBody>;
export const RemovedTeamMembers = Type.Object({ member_ids: Type.Array(Type.Integer()) });

export const MemberBudgetBody = Type.Object(
  {
    member_id: memberId,
    monthly_budget: Type.Union([Type.Integer({ minimum: 0, maximum: 100_000 }), Type.Null()], {
      description: 'downloads a month, a JSON integer; null: no limit',
    }),
  },
  // Coerced, "" became null (no limit) and false became 0.
  { additionalProperties: false, ...TYPED_BODY },
);
export type MemberBudgetBody = Static<typeof MemberBudgetBody>;

export const JoinTeamBody = Type.Object(
  { token: Type.String({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) },
  { additionalProperties: false },
);
export type JoinTeamBody = Static<typeof JoinTeamBody>;
export const JoinedTeam = Type.Object({ team_id: Type.Integer(), owner_name: Type.String() });
export const InvitationQuery = Type.Object({ token: JoinTeamBody.properties.token }, { additionalProperties: false });
export type InvitationQuery = Static<typeof InvitationQuery>;
/** What the holder of an invitation link sees before signing in: whose team, and for which address. */
export const InvitationPreview = Type.Object({
  team_name: Type.String(),
  inviter_name: Type.String(),
  email: Type.String({ description: 'the invited address: sign up or in with it' }),
  expires_at: Type.String({ format: 'date-time' }),
});
export type InvitationPreview = Static<typeof InvitationPreview>;
export type JoinedTeam = Static<typeof JoinedTeam>;

export const TEAM_MESSAGES = {
  noSeats: 'Your plan has no seats for a team: the Team plan has five.',
  seatsFull: (seats: number) => `All ${seats} seats of your plan are taken: remove someone before inviting another.`,
  alreadyInTeam: 'This person is already in your team.',
  selfInvite: 'You own this team already.',
  ownerOnly: 'Only the team owner can do that.',
  notInTeam: 'These people are not members of your team.',
  teamNotFound: 'This team does not exist.',
  inviteInvalid: 'This invitation is no longer valid. Ask the team owner to invite you again.',
  teamName: (ownerName: string) => `${ownerName}'s team`,
  wrongAccount: (email: string) => `This invitation is for ${email}. Sign in with that address to join.`,
  inAnotherTeam: 'You are already a member of another team.',
  ownsATeam: 'You own a team with members, so you cannot join another.',
  overBudget: (budget: number) => `You have used your download budget of ${budget} this month. Ask your team owner to raise it.`,
} as const;
