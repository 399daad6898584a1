import { type Static, Type } from '@sinclair/typebox';

/** The referral programme as a contributor sees it: their code and links, the people they brought, what it earned. */

export const REFERRED_STATUSES = ['earning', 'ended', 'signed_up', 'rewarded'] as const;
export type ReferredStatus = (typeof REFERRED_STATUSES)[number];

export const ReferredPerson = Type.Object({
  /** First name and initial only: the referrer does not see the other person's full name or e-mail. */
  name: Type.String(),
  role: Type.Union([Type.Literal('contributor'), Type.Literal('buyer')]),
  joined_at: Type.String({ format: 'date-time' }),
  /** Contributors: earning (inside the sharing period) or ended. Buyers: signed_up (no payment yet) or rewarded. */
  status: Type.Union(REFERRED_STATUSES.map((status) => Type.Literal(status))),
  earning_until: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  earnings_cents: Type.Integer(),
});
export type ReferredPerson = Static<typeof ReferredPerson>;

export const ReferralSummary = Type.Object({
  code: Type.String(),
  /** Sign-up links that carry the code: for buyers and for contributors. */
  link: Type.String(),
  contributor_link: Type.String(),
  total_earnings_cents: Type.Integer(),
  referred_count: Type.Integer(),
  rules: Type.Object({
    contributor_share_bp: Type.Integer(),
    contributor_months: Type.Integer(),
    buyer_share_bp: Type.Integer(),
    buyer_cap_cents: Type.Integer(),
  }),
  referred: Type.Array(ReferredPerson),
});
export type ReferralSummary = Static<typeof ReferralSummary>;

export const ReferralSummaryData = Type.Object({ summary: ReferralSummary });
export type ReferralSummaryData = Static<typeof ReferralSummaryData>;
