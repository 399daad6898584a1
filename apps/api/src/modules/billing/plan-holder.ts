import type { Db } from '../../db/connection';

/**
 * Whose plan a user's downloads and purchases count against. Today every buyer holds their own plan; the team feature
 * extends this one function so that a member resolves to the team owner, and everything built on it (entitlements,
 * quotas, licences' account_user_id, the subscription shown) follows.
 */
export async function resolvePlanHolder(_trx: Db, userId: number): Promise<number> {
  return userId;
}
