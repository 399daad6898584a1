import { randomBytes } from 'node:crypto';
import {
  DEFAULT_LOCALE,
  type InvitationPreview,
  type InvitedMember,
  type JoinedTeam,
  type Locale,
  TEAM_MESSAGES,
  type TeamData,
  type TeamMember,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { hashToken } from '../../crypto/token-hash';
import type { Db } from '../../db/connection';
import { conflict, HttpError, notFound } from '../../http/http-error';
import { readerLocale, readerLocaleOfAddress } from '../../mail/reader-locale';
import { readEmail } from '../auth/account-input';
import { findAccountById } from '../auth/auth.repo';
import type { SessionUser } from '../auth/sessions';
import { findLiveSubscription } from '../billing/subscriptions.repo';
import { findVariantShape } from '../plans/plans-config';
import {
  activateMember,
  countLiveSeats,
  ensureTeamOfOwner,
  findActiveMembership,
  findInvitation,
  findLiveMemberByEmail,
  findTeamOfOwner,
  listLiveMembers,
  liveMemberIds,
  lockTeam,
  quotaDownloadsThisMonth,
  removeMembers,
  setMemberBudget,
  upsertInvitation,
} from './team.repo';
import { mailTeamInvitation } from './team-mail';
import { requireOwner } from './team-owner';

const INVITE_DAYS = 14;

/** The seats of the owner's live plan (the owner's own seat included) and its name; one seat without a plan. */
async function planSeats(db: Db, ownerId: number) {
  const live = await findLiveSubscription(db, ownerId);
  const active = live?.status === 'active' ? live : undefined;
  const plan = active ? findVariantShape(active.plan_variant_id)?.plan : undefined;
  return {
    seats: plan?.seats ?? 1,
    planName: plan?.name ?? null,
    downloadsLeft: active ? active.downloads_per_period - active.downloads_used : null,
    downloadsPerPeriod: active?.downloads_per_period ?? null,
  };
}

type MemberRow = Awaited<ReturnType<typeof listLiveMembers>>[number];
const presentMember = (row: MemberRow): TeamMember => ({
  member_id: row.id,
  membership_id: row.id,
  email: row.email,
  name: row.name,
  status: row.status === 'active' ? 'active' : 'invited',
  downloads_this_period: row.downloads,
  monthly_budget: row.monthly_budget,
  invited_at: row.invited_at.toISOString(),
  joined_at: row.joined_at?.toISOString() ?? null,
});

/** A member sees the team they are in; anyone else sees the team they own (empty until they invite someone). */
export async function teamMembers({ db }: AppDeps, user: SessionUser): Promise<TeamData> {
  const membership = await findActiveMembership(db, user.id);
  const ownerId = membership?.owner_id ?? user.id;
  const [owner, team, plan] = await Promise.all([findAccountById(db, ownerId), findTeamOfOwner(db, ownerId), planSeats(db, ownerId)]);
  const members = team ? await listLiveMembers(db, team.id, ownerId) : [];
  return {
    team_id: team?.id ?? null,
    role: membership ? 'member' : 'owner',
    owner: {
      name: owner?.name ?? '',
      email: owner?.email ?? '',
      downloads_this_period: await quotaDownloadsThisMonth(db, ownerId, ownerId),
    },
    plan_name: plan.planName,
    downloads_left: plan.downloadsLeft,
    downloads_per_period: plan.downloadsPerPeriod,
    seats: plan.seats,
    seats_used: 1 + members.length,
    members: members.map(presentMember),
  };
}

/**
 * Invites an address into the owner's team (made with the first invitation) and e-mails it a link. The seat is taken
 * at once, under a lock on the team, so two invitations at once cannot both take the last seat; inviting a pending
 * address again sends a fresh link.
 */
export async function inviteMember(
  { db, config }: AppDeps,
  user: SessionUser,
  rawEmail: string,
  teamId?: number,
  now = new Date(),
  requestLocale: Locale = DEFAULT_LOCALE,
): Promise<InvitedMember> {
  await requireOwner(db, user.id);
  const email = readEmail(rawEmail);
  const owner = await findAccountById(db, user.id);
  if (email === owner?.email) throw conflict(TEAM_MESSAGES.selfInvite);
  if (teamId !== undefined && (await findTeamOfOwner(db, user.id))?.id !== teamId) throw notFound(TEAM_MESSAGES.teamNotFound);
  const { seats } = await planSeats(db, user.id);
  if (seats <= 1) throw new HttpError(403, TEAM_MESSAGES.noSeats);
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITE_DAYS * 86_400_000);
  const invited = await db.transaction().execute(async (trx) => {
    const id = await ensureTeamOfOwner(trx, user.id);
    await lockTeam(trx, id);
    const existing = await findLiveMemberByEmail(trx, id, email);
    if (existing?.status === 'active') throw conflict(TEAM_MESSAGES.alreadyInTeam);
    if (!existing && 1 + (await countLiveSeats(trx, id)) >= seats) throw new HttpError(403, TEAM_MESSAGES.seatsFull(seats));
    await upsertInvitation(trx, id, email, { tokenHash: hashToken(token), invitedAt: now, expiresAt });
    return id;
  });
  // An invitee without an account reads the inviter's language, or else the one the invitation was sent in.
  const locale = await readerLocaleOfAddress(db, email, readerLocale(owner, requestLocale));
  await mailTeamInvitation(config, email, owner?.name ?? 'A buyer', token, expiresAt, locale);
  const member = (await listLiveMembers(db, invited, user.id)).find((row) => row.email === email) as MemberRow;
  return { team_id: invited, member: presentMember(member) };
}

/** The invitee, signed in with the invited address, takes their seat. */
/** An invitation that can still be accepted, or 410. */
async function openInvitation(db: Db, token: string, now = new Date()) {
  const invitation = await findInvitation(db, hashToken(token));
  if (invitation?.status !== 'invited' || !invitation.invite_expires_at || invitation.invite_expires_at <= now)
    throw new HttpError(410, TEAM_MESSAGES.inviteInvalid);
  return { ...invitation, invite_expires_at: invitation.invite_expires_at };
}

/** Whose team and for which address: the link's token was sent only to that address, so its holder may know both. */
export async function previewInvitation({ db }: AppDeps, token: string): Promise<InvitationPreview> {
  const invitation = await openInvitation(db, token);
  return {
    team_name: TEAM_MESSAGES.teamName(invitation.owner_name),
    inviter_name: invitation.owner_name,
    email: invitation.email,
    expires_at: invitation.invite_expires_at.toISOString(),
  };
}

export async function joinTeam({ db }: AppDeps, user: SessionUser, token: string, now = new Date()): Promise<JoinedTeam> {
  const invitation = await openInvitation(db, token, now);
  const account = await findAccountById(db, user.id);
  if (account?.email !== invitation.email) throw new HttpError(403, TEAM_MESSAGES.wrongAccount(invitation.email));
  if (await findActiveMembership(db, user.id)) throw conflict(TEAM_MESSAGES.inAnotherTeam);
  const ownTeam = await findTeamOfOwner(db, user.id);
  if (ownTeam && (await countLiveSeats(db, ownTeam.id)) > 0) throw conflict(TEAM_MESSAGES.ownsATeam);
  await activateMember(db, invitation.id, user.id, now);
  return { team_id: invitation.team_id, owner_name: invitation.owner_name };
}

/**
 * Removes members (or withdraws invitations): all of the ids or, when any is not a live member of the owner's team,
 * none. A removed member downloads under their own plan again from their next request; their licences stay with the
 * team, whose account they were made for.
 */
export async function removeTeamMembers({ db }: AppDeps, user: SessionUser, memberIds: number[]) {
  await requireOwner(db, user.id);
  const team = await findTeamOfOwner(db, user.id);
  const live = team ? await liveMemberIds(db, team.id, memberIds) : [];
  if (live.length !== memberIds.length) throw notFound(TEAM_MESSAGES.notInTeam);
  await removeMembers(db, memberIds);
  return { member_ids: memberIds };
}

export async function setBudget({ db }: AppDeps, user: SessionUser, memberId: number, budget: number | null) {
  await requireOwner(db, user.id);
  const team = await findTeamOfOwner(db, user.id);
  if (!team || (await liveMemberIds(db, team.id, [memberId])).length === 0) throw notFound(TEAM_MESSAGES.notInTeam);
  await setMemberBudget(db, memberId, budget);
  const member = (await listLiveMembers(db, team.id, user.id)).find((row) => row.id === memberId) as MemberRow;
  return { member: presentMember(member) };
}
