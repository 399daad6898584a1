import type { Role } from '@stock/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';

export const ACCOUNT_COLUMNS = [
  'users.id',
  'users.name',
  'users.email',
  'users.phone',
  'users.password_hash',
  'users.email_verified_at',
  'users.phone_verified_at',
  'users.pending_email',
  'users.roles',
  'users.referral_code',
  'users.referred_by',
  'users.created_at',
  'users.avatar_key',
  'users.suspended_at',
  'users.locale',
] as const;

export interface AccountRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  password_hash: string | null;
  email_verified_at: Date | null;
  phone_verified_at: Date | null;
  pending_email: string | null;
  roles: Role[];
  referral_code: string;
  referred_by: number | null;
  created_at: Date;
  avatar_key: string | null;
  suspended_at: Date | null;
  locale: string | null;
}

export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  return db.selectFrom('users').select(ACCOUNT_COLUMNS).where('email', '=', email).where('deleted_at', 'is', null).executeTakeFirst();
}

export async function findAccountById(db: Db, id: number): Promise<AccountRow | undefined> {
  return db.selectFrom('users').select(ACCOUNT_COLUMNS).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

export async function findAccountByPendingEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('users')
    .select(ACCOUNT_COLUMNS)
    .where('pending_email', '=', email)
    .where('deleted_at', 'is', null)
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The most recently changed live account that gave this phone number and has not verified it. */
export async function findAccountWithUnverifiedPhone(db: Db, phone: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('users')
    .select(ACCOUNT_COLUMNS)
    .where('phone', '=', phone)
    .where('phone_verified_at', 'is', null)
    .where('deleted_at', 'is', null)
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findReferrerId(db: Db, code: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('referral_code', '=', code)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.id;
}

export interface NewAccount {
  name: string;
  email: string;
  phone: string | null;
  passwordHash: string;
  role: Role;
  referredBy: number | null;
  createdAt: Date;
}

export async function insertAccount(db: Db, account: NewAccount): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        name: account.name,
        email: account.email,
        phone: account.phone,
        password_hash: account.passwordHash,
        roles: [account.role],
        referred_by: account.referredBy,
        created_at: account.createdAt,
        updated_at: account.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (account.role === 'contributor') await ensureContributorProfile(trx, user.id, account.name);
    return user.id;
  });
}

/** Gives the account a role it does not hold yet; a contributor also gets a public profile. */
export async function addRole(db: Db, userId: number, role: Role, name: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ roles: sql`array_append(roles, ${role})`, updated_at: new Date() })
      .where('id', '=', userId)
      .where(sql<boolean>`NOT (${role} = ANY(roles))`)
      .execute();
    if (role === 'contributor') await ensureContributorProfile(trx, userId, name);
  });
}

export async function ensureContributorProfile(db: Db, userId: number, name: string): Promise<void> {
  const base =
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'contributor';
  await db
    .insertInto('contributors')
    .values({ user_id: userId, display_name: name, slug: `${base}-${userId}` })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}

/** Sets a new password; proving the e-mail (by a code) also verifies it. */
export async function setPasswordHash(db: Db, userId: number, passwordHash: string, emailProven: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      updated_at: new Date(),
      ...(emailProven ? { email_verified_at: sql`coalesce(email_verified_at, now())` } : {}),
    })
    .where('id', '=', userId)
    .execute();
}

export async function markEmailVerified(db: Db, userId: number, email: string, at: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: sql`coalesce(email_verified_at, ${at})`, updated_at: at })
    .where('id', '=', userId)
    .where('email', '=', email)
    .execute();
}

/** Replaces the e-mail by the pending one that a code has just proven. */
export async function applyPendingEmail(db: Db, userId: number, email: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ email, pending_email: null, email_verified_at: new Date(), updated_at: new Date() })
    .where('id', '=', userId)
    .where('pending_email', '=', email)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markPhoneVerified(db: Db, userId: number, phone: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ phone_verified_at: new Date(), updated_at: new Date() })
    .where('id', '=', userId)
    .where('phone', '=', phone)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
