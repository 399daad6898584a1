import type { Locale } from '@stock/contracts';
import type { Db } from '../../db/connection';

export interface ProfileChanges {
  name?: string;
  phone?: string | null;
  pendingEmail?: string | null;
  avatarKey?: string;
}

export async function updateProfile(db: Db, userId: number, changes: ProfileChanges): Promise<void> {
  const set: Record<string, unknown> = {};
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.phone !== undefined) {
    set.phone = changes.phone;
    set.phone_verified_at = null;
  }
  if (changes.pendingEmail !== undefined) set.pending_email = changes.pendingEmail;
  if (changes.avatarKey !== undefined) set.avatar_key = changes.avatarKey;
  if (Object.keys(set).length === 0) return;
  await db
    .updateTable('users')
    .set({ ...set, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

export async function updateLocale(db: Db, userId: number, locale: Locale): Promise<void> {
  await db.updateTable('users').set({ locale, updated_at: new Date() }).where('id', '=', userId).execute();
}

export async function isEmailInUse(db: Db, email: string, exceptUserId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).where('id', '<>', exceptUserId).executeTakeFirst();
  return row !== undefined;
}

export async function findLastActivity(db: Db, userId: number) {
  return db.selectFrom('last_activity').select(['url', 'session_id', 'updated_at']).where('user_id', '=', userId).executeTakeFirst();
}

export async function upsertLastActivity(db: Db, userId: number, url: string, sessionId: string) {
  return db
    .insertInto('last_activity')
    .values({ user_id: userId, url, session_id: sessionId })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ url, session_id: sessionId, updated_at: new Date() }))
    .returning(['url', 'session_id', 'updated_at'])
    .executeTakeFirstOrThrow();
}
