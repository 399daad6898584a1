import type { Db } from '../db/connection';

/** The saved language of the live account with this address, if there is one. */
export async function findLocaleOfAddress(db: Db, email: string): Promise<{ locale: string | null } | undefined> {
  return db.selectFrom('users').select('locale').where('email', '=', email).where('deleted_at', 'is', null).executeTakeFirst();
}

/** The saved language of an account by its id. */
export async function findLocaleOfUser(db: Db, userId: number): Promise<{ locale: string | null } | undefined> {
  return db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst();
}
