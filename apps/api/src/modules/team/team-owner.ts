import { TEAM_MESSAGES } from '@stock/contracts';
import type { Db } from '../../db/connection';
import { HttpError } from '../../http/http-error';
import { findActiveMembership } from './team.repo';

/**
 * For what only the holder of a plan may do: manage its team, cancel, resume or upgrade it, charge its saved card. A
 * member shares the plan's downloads, not these; they are refused with 403.
 */
export async function requireOwner(db: Db, userId: number): Promise<void> {
  if (await findActiveMembership(db, userId)) throw new HttpError(403, TEAM_MESSAGES.ownerOnly);
}
