import { sql } from 'kysely';
import type { Db } from '../../db/connection';

export const FORMER_CONTRIBUTOR_NAME = 'Former contributor';

/**
 * Ends the contributor side of an account: the public profile is anonymised, the files come off sale (their licences,
 * orders and ledger rows are kept), the contributor role and its sessions end. When the person holds no other role,
 * the whole account is anonymised as well. Returns how many files were taken down.
 */
export async function deleteContributorAccount(db: Db, userId: number, keepsBuyerAccount: boolean): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    await trx
      .updateTable('contributors')
      .set({ display_name: FORMER_CONTRIBUTOR_NAME, slug: `former-contributor-${userId}`, bio: '', location: '' })
      .where('user_id', '=', userId)
      .execute();
    // Issue 8: no payout account outlives the contributor side (a pending withdrawal keeps its own sealed copy).
    await trx.deleteFrom('bank_details').where('user_id', '=', userId).execute();
    const removed = await trx
      .updateTable('media_files')
      .set({ status: 'removed', updated_at: now })
      .where('contributor_id', '=', userId)
      .where('status', '<>', 'removed')
      .executeTakeFirst();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .$if(keepsBuyerAccount, (query) => query.where('role', '=', 'contributor'))
      .execute();

    if (keepsBuyerAccount) {
      await trx
        .updateTable('users')
        .set({ roles: sql`array_remove(roles, 'contributor')`, updated_at: now })
        .where('id', '=', userId)
        .execute();
    } else {
      const user = await trx.selectFrom('users').select(['email', 'pending_email']).where('id', '=', userId).executeTakeFirstOrThrow();
      await trx
        .deleteFrom('newsletter_subscribers')
        .where('email', 'in', [user.email, ...(user.pending_email ? [user.pending_email] : [])])
        .execute();
      await trx.deleteFrom('one_time_codes').where('user_id', '=', userId).execute();
      await trx.deleteFrom('last_activity').where('user_id', '=', userId).execute();
      await trx.deleteFrom('auth_failures').where('target', '=', user.email).execute();
      // The address becomes free to sign up again; nothing left identifies the person.
      await trx
        .updateTable('users')
        .set({
          email: `deleted-${userId}@deleted.invalid`,
          name: 'Deleted user',
          phone: null,
          phone_verified_at: null,
          pending_email: null,
          password_hash: null,
          deleted_at: now,
          anonymised_at: now,
          updated_at: now,
        })
        .where('id', '=', userId)
        .execute();
    }
    const filesRemoved = Number(removed.numUpdatedRows);
    if (filesRemoved > 0) await sql`SELECT refresh_catalogue_counts()`.execute(trx);
    return filesRemoved;
  });
}

/** Marks the address unsubscribed; returns whether it was subscribed. */
export async function unsubscribeFromNewsletter(db: Db, email: string): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_subscribers')
    .set({ unsubscribed_at: new Date() })
    .where('email', '=', email)
    .where('unsubscribed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
