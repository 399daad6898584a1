/**
 * The referral programme's rules, beside the plans config's prices and royalty levels (plausible defaults in the
 * style of the big stock sites; the spec does not fix them). Constants rather than settings, so that the billing and
 * licence code can share a reward in their own transaction without being handed the configuration.
 */
export const REFERRAL_RULES = {
  /** A referred contributor earns their referrer this share of each royalty... */
  contributorShareBp: 500,
  /** ...for this many months after they joined. */
  contributorMonths: 24,
  /** A referred buyer's first payment earns their referrer this share of its net amount... */
  buyerShareBp: 2_000,
  /** ...up to this much. */
  buyerCapCents: 5_000,
} as const;
