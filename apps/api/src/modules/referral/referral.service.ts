import type { ReferralSummaryData, ReferredPerson } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../http/http-error';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { findReferralCode, findReferredPeople, type ReferredPersonRow, referralTotals } from './referral.repo';
import { REFERRAL_RULES } from './referral-rules';

const PEOPLE_SHOWN = 200;

/** "Grace Hopper" -> "Grace H.": enough to recognise a friend, not enough to expose them. */
function shortName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const initial = rest.length > 0 ? ` ${rest[rest.length - 1]?.[0]?.toUpperCase()}.` : '';
  return `${first}${initial}`;
}

function present(row: ReferredPersonRow, months: number, now: Date): ReferredPerson {
  const isContributor = row.roles.includes('contributor');
  const until = new Date(row.created_at);
  until.setUTCMonth(until.getUTCMonth() + months);
  const status = isContributor ? (now < until ? 'earning' : 'ended') : row.first_payment_rewarded ? 'rewarded' : 'signed_up';
  return {
    name: shortName(row.name),
    role: isContributor ? 'contributor' : 'buyer',
    joined_at: row.created_at.toISOString(),
    status,
    earning_until: isContributor ? until.toISOString() : null,
    earnings_cents: row.earnings_cents,
  };
}

export async function referralSummary(deps: AppDeps, user: SessionUser): Promise<Outcome<ReferralSummaryData>> {
  const code = await findReferralCode(deps.db, user.id);
  if (!code) throw new HttpError(401, 'Please sign in again.');
  const [people, totals] = await Promise.all([findReferredPeople(deps.db, user.id, PEOPLE_SHOWN), referralTotals(deps.db, user.id)]);
  const now = new Date();
  const base = deps.config.publicUrl;
  return {
    data: {
      summary: {
        code,
        link: `${base}/buyer/signup?ref=${encodeURIComponent(code)}`,
        contributor_link: `${base}/contributor/signup?ref=${encodeURIComponent(code)}`,
        total_earnings_cents: totals.earningsCents,
        referred_count: totals.referred,
        rules: {
          contributor_share_bp: REFERRAL_RULES.contributorShareBp,
          contributor_months: REFERRAL_RULES.contributorMonths,
          buyer_share_bp: REFERRAL_RULES.buyerShareBp,
          buyer_cap_cents: REFERRAL_RULES.buyerCapCents,
        },
        referred: people.map((row) => present(row, REFERRAL_RULES.contributorMonths, now)),
      },
    },
    message: 'OK',
  };
}
