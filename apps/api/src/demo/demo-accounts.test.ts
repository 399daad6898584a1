import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { call } from '../modules/auth/auth-test-helpers';
import { DEMO_ACCOUNTS, ensureDemoAccounts } from './demo-accounts';

const ctx = useTestApp();

describe('ensureDemoAccounts', () => {
  it('creates a verified account per role that signs in with the documented password, and is safe to run again', async () => {
    await ensureDemoAccounts(ctx.database.db);
    await ctx.database.db.updateTable('users').set({ password_hash: null }).where('email', '=', 'buyer@demo.lumora.example').execute();
    await ctx.database.db
      .insertInto('auth_failures')
      .values(Array.from({ length: 12 }, () => ({ kind: 'password' as const, target: 'buyer@demo.lumora.example', ip: '127.0.0.1' })))
      .execute();
    await ensureDemoAccounts(ctx.database.db);

    const rows = await ctx.database.db
      .selectFrom('users')
      .select(['email', 'roles', 'email_verified_at'])
      .where('email', 'like', '%@demo.lumora.example')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.email, row.roles])).toEqual(DEMO_ACCOUNTS.map((demo) => [demo.email, [demo.role]]));
    for (const row of rows) {
      expect(row.email_verified_at).toBeInstanceOf(Date);
    }
    for (const demo of DEMO_ACCOUNTS) {
      const response = await call(
        ctx,
        'POST',
        '/login',
        { email: demo.email, password: demo.password, role: demo.role },
        { ip: '127.0.0.1' },
      );
      expect(response.statusCode, demo.email).toBe(200);
      expect(response.json().data.user.role).toBe(demo.role);
    }
    const contributor = await ctx.database.db
      .selectFrom('contributors')
      .innerJoin('users', 'users.id', 'contributors.user_id')
      .select('contributors.display_name')
      .where('users.email', '=', 'contributor@demo.lumora.example')
      .executeTakeFirst();
    expect(contributor?.display_name).toBe('Demo Contributor');
  });
});
