import type { AppDeps } from '../app-deps';
import { HttpError } from '../http/http-error';
import { findLiveSubscription } from '../modules/billing/subscriptions.repo';
import { demoAccount } from './demo-accounts';
import { userIdByEmail } from './demo-files.repo';
import { buyWithTestCard } from './demo-purchases';
import { actingAs } from './demo-session';

/** The demo buyer's plan: Pro monthly (images and videos), one step below Team, so that upgrading can be tried. */
export const DEMO_PLAN_VARIANT_ID = 21;

/**
 * Gives the demo buyer an active plan unless it has one, bought at checkout with the test card that succeeds: a real
 * (test-mode) payment with an invoice, whose card is saved, so upgrading to Team charges it as for any buyer, and the
 * downloads it pays for earn contributors real royalties. Two starts at once make one order: the key is per day.
 */
export async function ensureDemoBuyerPlan(deps: AppDeps, paidAt = new Date()): Promise<void> {
  const userId = await userIdByEmail(deps.db, demoAccount('buyer').email);
  if (userId === undefined || (await findLiveSubscription(deps.db, userId))) return;
  try {
    await buyWithTestCard(
      deps,
      actingAs(userId, 'buyer'),
      DEMO_PLAN_VARIANT_ID,
      paidAt,
      `demo-buyer-plan-${paidAt.toISOString().slice(0, 10)}`,
    );
  } catch (error) {
    // The other start paid the same order first.
    if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
  }
}
