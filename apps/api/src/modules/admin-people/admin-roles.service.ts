import type { AdminRoleChangeBody, AdminUserData } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import type { RoleValue } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { stateWord } from '../../http/messages/state-words';
import { requireRecentPassword } from '../admin-access/reauth';
import { recordAudit } from '../admin-audit/admin-audit.repo';
import { ensureContributorProfile } from '../auth/auth.repo';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { userSummary } from './admin-people.service';
import { lockAdmins, lockRoles, revokeRoleSessions, setRoles } from './admin-roles.repo';

export const ROLE_MESSAGES = {
  ownAdmin: 'You cannot take away your own admin role; ask another administrator.',
  lastAdmin: 'This is the last administrator; make someone else an admin first.',
  already: (role: RoleValue) => `This account already has the ${stateWord('role', role)} role.`,
  missing: (role: RoleValue) => `This account does not have the ${stateWord('role', role)} role.`,
  /** A whole sentence per case, the ended sessions too: put after the name's sentence, a translation split it at a guess. */
  given: (name: string, role: RoleValue) => `${name} now has the ${stateWord('role', role)} role.`,
  taken: (name: string, role: RoleValue, ended: number) =>
    ended > 0
      ? `${name} no longer has the ${stateWord('role', role)} role. ${ended} session(s) ended.`
      : `${name} no longer has the ${stateWord('role', role)} role.`,
} as const;

/**
 * Gives or takes away the admin or contributor role, after the password was typed again. Taking a role away ends the
 * sessions signed in under it. The console never loses its last administrator, and nobody demotes themself.
 */
export async function changeRole(deps: AppDeps, admin: SessionUser, body: AdminRoleChangeBody): Promise<Outcome<AdminUserData>> {
  await requireRecentPassword(deps.db, admin);
  const { user_id: userId, role, granted } = body;
  const reason = body.reason.trim();
  if (role === 'admin' && !granted && userId === admin.id) throw conflict(ROLE_MESSAGES.ownAdmin);
  const ended = await deps.db.transaction().execute(async (trx) => {
    const admins = role === 'admin' ? await lockAdmins(trx) : [];
    const target = await lockRoles(trx, userId);
    if (!target) throw notFound('There is no such user.');
    const before = target.roles;
    if (granted === before.includes(role)) throw conflict(granted ? ROLE_MESSAGES.already(role) : ROLE_MESSAGES.missing(role));
    if (role === 'admin' && !granted && admins.filter((id) => id !== userId).length === 0) throw conflict(ROLE_MESSAGES.lastAdmin);
    const after = granted ? [...before, role] : before.filter((held) => held !== role);
    await setRoles(trx, userId, after);
    const sessions = granted ? 0 : await revokeRoleSessions(trx, userId, role);
    if (granted && role === 'contributor') {
      await ensureContributorProfile(trx, userId, target.name);
    }
    await recordAudit(trx, {
      adminId: admin.id,
      action: granted ? 'user.role_grant' : 'user.role_revoke',
      targetType: 'user',
      targetId: userId,
      reason,
      details: { role, old_roles: before, new_roles: after, sessions_ended: sessions },
    });
    return sessions;
  });
  const user = await userSummary(deps, userId);
  return { data: { user }, message: granted ? ROLE_MESSAGES.given(user.name, role) : ROLE_MESSAGES.taken(user.name, role, ended) };
}
