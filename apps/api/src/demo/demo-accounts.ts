import type { Role } from '@stock/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { ensureContributorProfile } from '../modules/auth/auth.repo';
import { clearFailures } from '../modules/auth/auth-failures.repo';
import { hashPassword, verifyPassword } from '../modules/auth/passwords';

/** One signed-up, verified account per role, so that a newcomer can try every side of the product. */
export const DEMO_ACCOUNTS: ReadonlyArray<{ role: Role; name: string; email: string; password: string }> = [
  { role: 'buyer', name: 'Demo Buyer', email: 'buyer@demo.lumora.example', password: 'buyer-demo-2026' },
  { role: 'contributor', name: 'Demo Contributor', email: 'contributor@demo.lumora.example', password: 'contributor-demo-2026' },
  { role: 'admin', name: 'Demo Admin', email: 'admin@demo.lumora.example', password: 'admin-demo-2026' },
];

export function demoAccount(role: Role): (typeof DEMO_ACCOUNTS)[number] {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`there is no demo ${role}`);
  return account;
}

/**
 * Creates the demo accounts, or puts them back as documented: the role, a verified e-mail, no lock, and the known
 * password (re-hashed only when it no longer matches). Safe to run at every start.
 */
export async function ensureDemoAccounts(db: Db): Promise<void> {
  for (const demo of DEMO_ACCOUNTS) {
    const existing = await db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', demo.email).executeTakeFirst();
    const passwordHash =
      existing?.password_hash && (await verifyPassword(existing.password_hash, demo.password))
        ? existing.password_hash
        : await hashPassword(demo.password);
    const user = existing
      ? await db
          .updateTable('users')
          .set({
            password_hash: passwordHash,
            roles: sql`CASE WHEN ${demo.role} = ANY(roles) THEN roles ELSE array_append(roles, ${demo.role}) END`,
            email_verified_at: sql`coalesce(email_verified_at, now())`,
            deleted_at: null,
          })
          .where('id', '=', existing.id)
          .returning('id')
          .executeTakeFirstOrThrow()
      : await db
          .insertInto('users')
          .values({ email: demo.email, name: demo.name, password_hash: passwordHash, roles: [demo.role], email_verified_at: new Date() })
          .returning('id')
          .executeTakeFirstOrThrow();
    // No slow-down left from someone's wrong guesses at the documented password.
    await clearFailures(db, 'password', demo.email);
    if (demo.role === 'contributor') await ensureContributorProfile(db, user.id, demo.name);
  }
}
