import { sql } from 'kysely';
import type { Db } from '../../db/connection';

export async function findTeamOfOwner(db: Db, ownerId: number) {
  return db.selectFrom('teams').select(['id', 'owner_id']).where('owner_id', '=', ownerId).executeTakeFirst();
}

export async function ensureTeamOfOwner(db: Db, ownerId: number): Promise<number> {
  await db
    .insertInto('teams')
    .values({ owner_id: ownerId })
    .onConflict((oc) => oc.column('owner_id').doNothing())
    .execute();
  return (await findTeamOfOwner(db, ownerId))?.id as number;
}

/** The team a person is an active member of, with its owner. */
export async function findActiveMembership(db: Db, userId: number) {
  return db
    .selectFrom('team_members as m')
    .innerJoin('teams as t', 't.id', 'm.team_id')
    .select(['m.id', 'm.team_id', 'm.monthly_budget', 't.owner_id'])
    .where('m.user_id', '=', userId)
    .where('m.status', '=', 'active')
    .executeTakeFirst();
}

/** Locks the owner's team row, so that two invitations at once cannot both take the last seat. */
export async function lockTeam(db: Db, teamId: number): Promise<void> {
  await db.selectFrom('teams').select('id').where('id', '=', teamId).forUpdate().executeTakeFirstOrThrow();
}

export async function countLiveSeats(db: Db, teamId: number): Promise<number> {
  const row = await db
    .selectFrom('team_members')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('team_id', '=', teamId)
    .where('status', 'in', ['invited', 'active'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findLiveMemberByEmail(db: Db, teamId: number, email: string) {
  return db
    .selectFrom('team_members')
    .select(['id', 'status'])
    .where('team_id', '=', teamId)
    .where('email', '=', email)
    .where('status', '<>', 'removed')
    .executeTakeFirst();
}

export async function upsertInvitation(
  db: Db,
  teamId: number,
  email: string,
  invite: { tokenHash: string; invitedAt: Date; expiresAt: Date },
): Promise<number> {
  const { tokenHash, invitedAt, expiresAt } = invite;
  const existing = await findLiveMemberByEmail(db, teamId, email);
  if (existing) {
    await db
      .updateTable('team_members')
      .set({ invite_token_hash: tokenHash, invite_expires_at: expiresAt, invited_at: invitedAt })
      .where('id', '=', existing.id)
      .execute();
    return existing.id;
  }
  const row = await db
    .insertInto('team_members')
    .values({ team_id: teamId, email, invite_token_hash: tokenHash, invite_expires_at: expiresAt, invited_at: invitedAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findInvitation(db: Db, tokenHash: string) {
  return db
    .selectFrom('team_members as m')
    .innerJoin('teams as t', 't.id', 'm.team_id')
    .innerJoin('users as o', 'o.id', 't.owner_id')
    .select(['m.id', 'm.team_id', 'm.email', 'm.status', 'm.invite_expires_at', 't.owner_id', 'o.name as owner_name'])
    .where('m.invite_token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function activateMember(db: Db, memberId: number, userId: number, joinedAt: Date): Promise<void> {
  await db
    .updateTable('team_members')
    .set({ status: 'active', user_id: userId, joined_at: joinedAt, invite_token_hash: null, invite_expires_at: null })
    .where('id', '=', memberId)
    .execute();
}

/** Live members of the team among the ids. */
export async function liveMemberIds(db: Db, teamId: number, memberIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('team_members')
    .select('id')
    .where('team_id', '=', teamId)
    .where('id', 'in', memberIds)
    .where('status', 'in', ['invited', 'active'])
    .execute();
  return rows.map((row) => row.id);
}

export async function removeMembers(db: Db, memberIds: readonly number[]): Promise<void> {
  await db
    .updateTable('team_members')
    .set({ status: 'removed', removed_at: sql`now()`, invite_token_hash: null, invite_expires_at: null })
    .where('id', 'in', memberIds)
    .execute();
}

export async function setMemberBudget(db: Db, memberId: number, budget: number | null): Promise<void> {
  await db.updateTable('team_members').set({ monthly_budget: budget }).where('id', '=', memberId).execute();
}

const MONTH_START = sql<Date>`date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;

/**
 * Licences a person made for the plan holder this calendar month (UTC) that used a download of the plan or a pack. On
 * the web that is the first licence of a file for the holder (other sizes of a file, and files the holder licensed
 * before, are free). Through the partner API every licence for a new client uses one, whatever the holder licensed
 * before. A file bought at its price (an order) used none.
 */
export function quotaDownloadsSql(buyerId: number | RawId, holderId: number | RawId) {
  return sql<number>`(
    SELECT count(*)::int FROM licences l
    WHERE l.buyer_user_id = ${buyerId} AND l.account_user_id = ${holderId} AND l.created_at >= ${MONTH_START}
      AND (l.subscription_id IS NOT NULL OR l.credit_pack_id IS NOT NULL)
      AND (
        l.api_key_id IS NOT NULL
        OR NOT EXISTS (
          SELECT 1 FROM licences earlier WHERE earlier.account_user_id = l.account_user_id AND earlier.file_id = l.file_id AND earlier.id < l.id
        )
      )
  )`;
}
type RawId = ReturnType<typeof sql.ref>;

export async function quotaDownloadsThisMonth(db: Db, buyerId: number, holderId: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT ${quotaDownloadsSql(buyerId, holderId)} AS n`.execute(db);
  return rows[0]?.n ?? 0;
}

/** The live members of a team with their names and this month's downloads, in the order they were first invited. */
export async function listLiveMembers(db: Db, teamId: number, ownerId: number) {
  return db
    .selectFrom('team_members as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.email',
      'u.name',
      'm.status',
      'm.monthly_budget',
      'm.invited_at',
      'm.joined_at',
      sql<number>`CASE WHEN m.user_id IS NULL THEN 0 ELSE ${quotaDownloadsSql(sql.ref('m.user_id'), ownerId)} END`.as('downloads'),
    ])
    .where('m.team_id', '=', teamId)
    .where('m.status', 'in', ['invited', 'active'])
    .orderBy('m.id')
    .execute();
}
