import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from '../../../test/money-fixture';
import { useTestApp } from '../../../test/test-app';
import { waitFor } from '../../../test/wait-for';
import { REAUTH_REQUIRED } from '../admin-access/reauth';
import { call, PASSWORD, signedUpAndIn } from '../auth/auth-test-helpers';
import { ROLE_MESSAGES } from './admin-roles.service';

const ctx = useTestApp();
let admin: { token: string; userId: number };

beforeAll(async () => {
  admin = await adminSession(ctx);
});

const newEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`;
const reauth = (token: string) => call(ctx, 'POST', '/admin/reauth', { password: PASSWORD }, { token });
const changeRole = (token: string, body: Record<string, unknown>) => call(ctx, 'POST', '/admin/users/roles', body, { token });
const rolesOf = async (userId: number) =>
  (await ctx.database.db.selectFrom('users').select('roles').where('id', '=', userId).executeTakeFirstOrThrow()).roles;
const roleAudit = (userId: number) =>
  ctx.database.db
    .selectFrom('admin_audit')
    .select(['admin_id', 'action', 'reason', 'details'])
    .where('target_type', '=', 'user')
    .where('target_id', '=', String(userId))
    .where('action', 'like', 'user.role_%')
    .orderBy('id')
    .execute();

describe('POST /api/admin/users/roles', () => {
  it('makes a buyer an admin and a contributor, then takes admin away and ends their admin sessions, all audited', async () => {
    const email = newEmail('promoted');
    const { userId } = await signedUpAndIn(ctx, { email, name: 'Pia Promoted' });
    expect((await reauth(admin.token)).statusCode).toBe(200);

    const granted = await changeRole(admin.token, { user_id: userId, role: 'admin', granted: true, reason: 'Joins the support team' });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().data.user.roles).toEqual(['buyer', 'admin']);
    expect(granted.json().message).toBe('Pia Promoted now has the admin role.');
    const contributor = await changeRole(admin.token, { user_id: userId, role: 'contributor', granted: true, reason: 'Sells too' });
    expect(contributor.statusCode, contributor.body).toBe(200);
    expect(await rolesOf(userId)).toEqual(['buyer', 'admin', 'contributor']);
    // A contributor has a public profile to sell under.
    expect(await ctx.database.db.selectFrom('contributors').select('user_id').where('user_id', '=', userId).executeTakeFirst()).toEqual({
      user_id: userId,
    });

    const theirAdminLogin = await call(ctx, 'POST', '/login', { email, password: PASSWORD, role: 'admin' });
    expect(theirAdminLogin.statusCode, theirAdminLogin.body).toBe(200);
    const theirToken = theirAdminLogin.json().data.token as string;
    expect((await call(ctx, 'GET', '/admin/users', undefined, { token: theirToken })).statusCode).toBe(200);

    const removed = await changeRole(admin.token, { user_id: userId, role: 'admin', granted: false, reason: 'Left the team' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe('Pia Promoted no longer has the admin role. 1 session(s) ended.');
    expect(await rolesOf(userId)).toEqual(['buyer', 'contributor']);
    expect((await call(ctx, 'GET', '/admin/users', undefined, { token: theirToken })).statusCode).toBe(401);

    expect(await roleAudit(userId)).toEqual([
      {
        admin_id: admin.userId,
        action: 'user.role_grant',
        reason: 'Joins the support team',
        details: { role: 'admin', old_roles: ['buyer'], new_roles: ['buyer', 'admin'], sessions_ended: 0 },
      },
      {
        admin_id: admin.userId,
        action: 'user.role_grant',
        reason: 'Sells too',
        details: { role: 'contributor', old_roles: ['buyer', 'admin'], new_roles: ['buyer', 'admin', 'contributor'], sessions_ended: 0 },
      },
      {
        admin_id: admin.userId,
        action: 'user.role_revoke',
        reason: 'Left the team',
        details: { role: 'admin', old_roles: ['buyer', 'admin', 'contributor'], new_roles: ['buyer', 'contributor'], sessions_ended: 1 },
      },
    ]);
  });

  it('refuses without the password typed again (403), a malformed body (400), a non-admin (401), and changes nothing', async () => {
    const fresh = await adminSession(ctx);
    const { userId, token: buyerToken } = await signedUpAndIn(ctx, { email: newEmail('untouched') });
    const body = { user_id: userId, role: 'admin', granted: true, reason: 'Why not' };

    const unconfirmed = await changeRole(fresh.token, body);
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json().message).toBe(REAUTH_REQUIRED);
    expect((await changeRole(buyerToken, body)).statusCode).toBe(401);
    expect((await call(ctx, 'POST', '/admin/users/roles', body)).statusCode).toBe(401);

    await reauth(fresh.token);
    for (const malformed of [
      { ...body, role: 'buyer' },
      { ...body, granted: 'yes' },
      { ...body, reason: '   ' },
      { user_id: userId, role: 'admin', granted: true },
    ]) {
      expect((await changeRole(fresh.token, malformed)).statusCode).toBe(400);
    }
    const twice = await changeRole(fresh.token, { ...body, role: 'contributor', granted: false });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ROLE_MESSAGES.missing('contributor'));
    expect((await changeRole(fresh.token, { ...body, user_id: 999_999_999 })).statusCode).toBe(404);
    expect(await rolesOf(userId)).toEqual(['buyer']);
    expect(await roleAudit(userId)).toEqual([]);
  });

  it('refuses to take away the acting admin’s own admin role', async () => {
    const self = await adminSession(ctx);
    await reauth(self.token);
    const refused = await changeRole(self.token, { user_id: self.userId, role: 'admin', granted: false, reason: 'Stepping down' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ROLE_MESSAGES.ownAdmin);
    expect(await rolesOf(self.userId)).toContain('admin');
  });

  it('never leaves the console without an administrator when the last two remove each other at once', async () => {
    // Only these two are administrators in this database.
    const isAdmin = sql<boolean>`'admin' = ANY(roles)`;
    await ctx.database.db
      .updateTable('users')
      .set({ roles: ['buyer'] })
      .where(isAdmin)
      .execute();
    const first = await adminSession(ctx);
    const second = await adminSession(ctx);
    await reauth(first.token);
    await reauth(second.token);
    // Both requests reach their transaction while the two rows are held, so neither can see the other's change first.
    const { both } = await ctx.database.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', 'in', [first.userId, second.userId]).forUpdate().execute();
      const both = Promise.all([
        changeRole(first.token, { user_id: second.userId, role: 'admin', granted: false, reason: 'Coup' }),
        changeRole(second.token, { user_id: first.userId, role: 'admin', granted: false, reason: 'Counter-coup' }),
      ]);
      await waitFor(
        'both changes to wait for the lock',
        async () => {
          const waiting = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(ctx.database.db);
          return (waiting.rows[0]?.n ?? 0) >= 2 ? true : undefined;
        },
        10_000,
      );
      // Wrapped, so that the transaction commits (and lets them go) before their answers are awaited.
      return { both };
    });
    const answers = await both;
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(ROLE_MESSAGES.lastAdmin);
    expect(await ctx.database.db.selectFrom('users').select('id').where(isAdmin).execute()).toHaveLength(1);
  });
});
