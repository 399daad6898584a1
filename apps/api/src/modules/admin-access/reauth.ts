import type { AdminReauthData } from '@stock/contracts';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connection';
import { HttpError } from '../../http/http-error';
import { recordAudit } from '../admin-audit/admin-audit.repo';
import { findAccountById } from '../auth/auth.repo';
import type { Outcome } from '../auth/auth.service';
import { confirmOwnPassword } from '../auth/auth-throttle';
import type { SessionUser } from '../auth/sessions';

/** How long a password typed again unlocks the sensitive actions on that session. */
export const REAUTH_MINUTES = 5;

export const REAUTH_REQUIRED = 'Enter your password again to do this.';

/**
 * The admin types their password again; for the next few minutes this session may export bank numbers, refund large
 * amounts or change roles. A wrong password answers 400 and unlocks nothing.
 */
export async function reauthenticate(deps: AppDeps, admin: SessionUser, password: string, ip: string): Promise<Outcome<AdminReauthData>> {
  const account = await findAccountById(deps.db, admin.id);
  if (!account || !(await confirmOwnPassword(deps, account, password, ip))) {
    throw new HttpError(400, 'That password is not right.', [{ field: 'password', message: 'That password is not right.' }]);
  }
  const row = await deps.db.transaction().execute(async (trx) => {
    await recordAudit(trx, { adminId: admin.id, action: 'reauthenticate', targetType: 'session', targetId: admin.sessionId });
    return trx
      .updateTable('sessions')
      .set({ reauthenticated_at: sql`now()` })
      .where('id', '=', admin.sessionId)
      .returning(sql<Date>`reauthenticated_at + make_interval(mins => ${REAUTH_MINUTES})`.as('until'))
      .executeTakeFirstOrThrow();
  });
  return { data: { reauthenticated_until: row.until.toISOString() }, message: `Confirmed for ${REAUTH_MINUTES} minutes.` };
}

/** Refuses (403) unless this session's password was typed again within the last few minutes; checked on the server. */
export async function requireRecentPassword(db: Db, admin: SessionUser): Promise<void> {
  const row = await db
    .selectFrom('sessions')
    .select(sql<boolean>`reauthenticated_at > now() - make_interval(mins => ${REAUTH_MINUTES})`.as('fresh'))
    .where('id', '=', admin.sessionId)
    .executeTakeFirst();
  if (!row?.fresh) throw new HttpError(403, REAUTH_REQUIRED);
}
