import type { Db } from '../../db/connection';
import { postLedgerTransaction } from '../ledger/ledger.repo';
import { royaltiesPayable } from '../ledger/ledger-accounts';
import { REFERRAL_EXPENSE } from '../payouts/payout-accounts';
import { findEarningReferrer, insertReferralReward } from './referral.repo';
import { REFERRAL_RULES } from './referral-rules';

/**
 * Referral rewards, posted by the platform (referral expense) to the referrer's royalties payable. Each is called
 * inside the transaction that posts the licence or payment it comes from, so that both commit or neither does, and
 * is idempotent by its source reference.
 */

const share = (cents: number, bp: number) => Math.floor((cents * bp) / 10_000);

async function reward(
  db: Db,
  referrerId: number,
  referredUserId: number,
  kind: 'contributor_royalty' | 'buyer_first_payment',
  sourceReference: string,
  amountCents: number,
  at: Date | undefined,
): Promise<number> {
  if (amountCents <= 0) return 0;
  const recorded = await insertReferralReward(db, {
    referrer_id: referrerId,
    referred_user_id: referredUserId,
    kind,
    source_reference: sourceReference,
    amount_cents: amountCents,
    ...(at ? { created_at: at } : {}),
  });
  if (!recorded) return 0;
  await postLedgerTransaction(db, {
    kind: 'referral_reward',
    reference: `referral:${sourceReference}`,
    memo: `Referral reward (${kind.replaceAll('_', ' ')}) for user ${referrerId}`,
    postings: [
      { account: REFERRAL_EXPENSE, amountCents },
      { account: royaltiesPayable(referrerId), amountCents: -amountCents },
    ],
    at,
  });
  return amountCents;
}

/** A referred contributor's royalty earns their referrer a share, for the configured months after they joined. */
export async function rewardReferrerOfContributor(
  db: Db,
  event: { contributorId: number; royaltyCents: number; sourceReference: string; at?: Date },
): Promise<number> {
  const referrer = await findEarningReferrer(db, event.contributorId);
  if (!referrer) return 0;
  const until = new Date(referrer.referred_since);
  until.setUTCMonth(until.getUTCMonth() + REFERRAL_RULES.contributorMonths);
  if ((event.at ?? new Date()) >= until) return 0;
  const amount = share(event.royaltyCents, REFERRAL_RULES.contributorShareBp);
  return reward(db, referrer.referrer_id, event.contributorId, 'contributor_royalty', event.sourceReference, amount, event.at);
}

/** A referred buyer's first payment earns their referrer a share of its net amount, up to a cap; later ones nothing. */
export async function rewardReferrerOfBuyer(
  db: Db,
  event: { buyerId: number; netCents: number; sourceReference: string; at?: Date },
): Promise<number> {
  const referrer = await findEarningReferrer(db, event.buyerId);
  if (!referrer) return 0;
  const amount = Math.min(share(event.netCents, REFERRAL_RULES.buyerShareBp), REFERRAL_RULES.buyerCapCents);
  return reward(db, referrer.referrer_id, event.buyerId, 'buyer_first_payment', event.sourceReference, amount, event.at);
}
