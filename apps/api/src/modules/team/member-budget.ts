import { TEAM_MESSAGES } from '@stock/contracts';
import type { Db } from '../../db/connection';
import { HttpError } from '../../http/http-error';
import { findActiveMembership, quotaDownloadsThisMonth } from './team.repo';

/**
 * Refuses a team member's new licence once they have used the monthly budget their owner set. Called by the download
 * inside its transaction, after the plan holder's lock, so parallel downloads of one member cannot overspend it.
 */
export async function enforceMemberBudget(trx: Db, userId: number, holderId: number): Promise<void> {
  if (userId === holderId) return;
  const membership = await findActiveMembership(trx, userId);
  if (membership?.monthly_budget === null || membership?.monthly_budget === undefined) return;
  if ((await quotaDownloadsThisMonth(trx, userId, holderId)) >= membership.monthly_budget)
    throw new HttpError(403, TEAM_MESSAGES.overBudget(membership.monthly_budget));
}
