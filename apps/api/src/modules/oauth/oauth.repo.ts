import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { OauthProviderValue } from '../../db/schema';
import { ensureContributorProfile } from '../auth/auth.repo';

/** A sign-in that has not come back from the provider within this time must start again. */
export const OAUTH_STATE_TTL_MINUTES = 10;

export type OAuthProvider = OauthProviderValue;
export type OAuthRole = 'buyer' | 'contributor';

export interface PendingSignIn {
  provider: OAuthProvider;
  role: OAuthRole;
  nextPath: string | null;
  codeVerifier: string;
  nonce: string;
  clientState: string | null;
}

const hashState = (state: string) => createHash('sha256').update(state).digest('base64url');

export async function saveState(db: Db, state: string, pending: PendingSignIn): Promise<void> {
  // Abandoned sign-ins are swept as new ones start, so the table stays small.
  await db.deleteFrom('oauth_states').where('expires_at', '<', sql<Date>`now() - interval '1 hour'`).execute();
  await db
    .insertInto('oauth_states')
    .values({
      state_hash: hashState(state),
      provider: pending.provider,
      role: pending.role,
      next_path: pending.nextPath,
      code_verifier: pending.codeVerifier,
      nonce: pending.nonce,
      client_state: pending.clientState,
      expires_at: sql<Date>`now() + make_interval(mins => ${OAUTH_STATE_TTL_MINUTES})`,
    })
    .execute();
}

/**
 * Takes the state out of the table (a state is good once), and returns it only when it belongs to this provider and
 * has not expired.
 */
export async function consumeState(db: Db, state: string, provider: OAuthProvider): Promise<PendingSignIn | undefined> {
  const row = await db
    .deleteFrom('oauth_states')
    .where('state_hash', '=', hashState(state))
    .returning(['provider', 'role', 'next_path', 'code_verifier', 'nonce', 'client_state', sql<boolean>`expires_at > now()`.as('live')])
    .executeTakeFirst();
  if (!row?.live || row.provider !== provider) return undefined;
  return {
    provider: row.provider,
    role: row.role,
    nextPath: row.next_path,
    codeVerifier: row.code_verifier,
    nonce: row.nonce,
    clientState: row.client_state,
  };
}

/** The live account a provider identity is linked to. */
export async function findLinkedUserId(db: Db, provider: OAuthProvider, subject: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('oauth_identities')
    .innerJoin('users', 'users.id', 'oauth_identities.user_id')
    .select('users.id')
    .where('oauth_identities.provider', '=', provider)
    .where('oauth_identities.subject', '=', subject)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.id;
}

export async function linkIdentity(db: Db, provider: OAuthProvider, subject: string, userId: number, email: string): Promise<void> {
  await db
    .insertInto('oauth_identities')
    .values({ provider, subject, user_id: userId, email })
    .onConflict((conflict) => conflict.columns(['provider', 'subject']).doUpdateSet({ user_id: userId, email, last_used_at: new Date() }))
    .execute();
}

/** An account made by social sign-in: the provider has verified the e-mail, and there is no password yet. */
export async function insertSocialAccount(db: Db, account: { name: string; email: string; role: OAuthRole }): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({ name: account.name, email: account.email, password_hash: null, email_verified_at: new Date(), roles: [account.role] })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (account.role === 'contributor') await ensureContributorProfile(trx, user.id, account.name);
    return user.id;
  });
}

/**
 * The provider has proven the e-mail. An account whose e-mail was never verified may have been registered by someone
 * else with this address, so its password and sessions are dropped before the owner is let in (they can set a
 * password later); then the e-mail is marked verified.
 */
export async function claimUnverifiedAccount(db: Db, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('users')
      .set({ password_hash: null, email_verified_at: new Date(), updated_at: new Date() })
      .where('id', '=', userId)
      .where('email_verified_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) {
      await trx
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    }
  });
}
