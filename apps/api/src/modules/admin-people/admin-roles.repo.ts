import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { RoleValue } from '../../db/schema';

/**
 * Locks every administrator's row and answers their ids: two role changes at once cannot both see "another admin is
 * left" and take the last two away.
 */
export async function lockAdmins(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`'admin' = ANY(roles)`)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

/** Locks the user's row and answers its roles and name, or undefined for no such (live) user. */
export async function lockRoles(db: Db, userId: number): Promise<{ roles: RoleValue[]; name: string } | undefined> {
  return db
    .selectFrom('users')
    .select(['roles', 'name'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function setRoles(db: Db, userId: number, roles: RoleValue[]): Promise<void> {
  await db.updateTable('users').set({ roles, updated_at: new Date() }).where('id', '=', userId).execute();
}

/** Ends the user's sessions signed in under one role; answers how many. */
export async function revokeRoleSessions(db: Db, userId: number, role: RoleValue): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('role', '=', role)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
