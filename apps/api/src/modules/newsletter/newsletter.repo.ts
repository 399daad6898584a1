import type { Db } from '../../db/connection';

export interface SubscriberRow {
  email: string;
  subscribed_at: Date;
}

/**
 * Inserts the address, or reactivates it if it had unsubscribed. Returns nothing when the address is already an
 * active subscriber, which the conflict clause leaves untouched.
 */
export async function insertOrReactivateSubscriber(db: Db, email: string, source: string): Promise<SubscriberRow | undefined> {
  return db
    .insertInto('newsletter_subscribers')
    .values({ email, source })
    .onConflict((conflict) =>
      conflict
        .column('email')
        .doUpdateSet({ unsubscribed_at: null, subscribed_at: new Date(), source })
        .where('newsletter_subscribers.unsubscribed_at', 'is not', null),
    )
    .returning(['email', 'subscribed_at'])
    .executeTakeFirst();
}

export async function findActiveSubscriber(db: Db, email: string): Promise<SubscriberRow | undefined> {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['email', 'subscribed_at'])
    .where('email', '=', email)
    .where('unsubscribed_at', 'is', null)
    .executeTakeFirst();
}
