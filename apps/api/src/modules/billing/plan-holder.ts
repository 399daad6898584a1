import type { Db } from '../../db/connection';
import { findActiveMembership } from '../team/team.repo';

/**
 * Whose plan a user's downloads and purchases count against: an active team member's resolve to the team owner, so
 * everything built on this (entitlements, quotas, licences' account_user_id, the subscription shown) follows the team.
 * It is read on every call, so a removed member is back on their own plan at their next request.
 */
export async function resolvePlanHolder(trx: Db, userId: number): Promise<number> {
  return (await findActiveMembership(trx, userId))?.owner_id ?? userId;
}
