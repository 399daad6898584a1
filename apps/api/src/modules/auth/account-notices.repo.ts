import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { AccountNoticesTable } from '../../db/schema';

/**
 * Claims the right to send this notice to this address now: true at most once per `hours`, also when parallel
 * requests ask at once (the upsert's condition is evaluated under the row's lock).
 */
export async function claimNotice(db: Db, email: string, kind: AccountNoticesTable['kind'], hours: number): Promise<boolean> {
  const claimed = await db
    .insertInto('account_notices')
    .values({ email, kind })
    .onConflict((conflict) =>
      conflict
        .columns(['email', 'kind'])
        .doUpdateSet({ sent_at: sql`now()` })
        .where('account_notices.sent_at', '<', sql<Date>`now() - make_interval(hours => ${hours})`),
    )
    .returning('email')
    .executeTakeFirst();
  return claimed !== undefined;
}
