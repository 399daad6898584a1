import type { AppDeps } from '../app-deps';
import { findReferralCode } from '../modules/referral/referral.repo';
import { demoAccount } from './demo-accounts';
import { ensureDemoBuyerPlan } from './demo-buyer-plan';
import { DEMO_BUYERS, TEAM_MEMBER_NAMES } from './demo-buyers';
import { demoClock } from './demo-clock';
import { type DownloadPlan, runDownloads } from './demo-downloads';
import { licensableImages, userIdByEmail } from './demo-files.repo';
import { demoPayouts } from './demo-payouts';
import { buildTeam, buyWithTestCard, signUp } from './demo-purchases';
import { reviewDemoDrafts, saveDemoSearches } from './demo-review';
import { actingAs } from './demo-session';

const SETTINGS_KEY = 'demo_history';
const SEED = 20_251_124;

/** How many downloads each kind of purchase is spent on: the demo contributor's files, then others'. */
const SPEND: Record<number, { portfolio: number; others: number }> = {
  42: { portfolio: 18, others: 4 },
  21: { portfolio: 20, others: 8 },
  31: { portfolio: 10, others: 4 },
};

/**
 * On first start with demo data, after the catalogue: three months of use made through the product's own services,
 * each step handed the day it happened, so that every order, invoice, ledger entry, licence, sign-up, review decision
 * and withdrawal is dated then.
 * Buyers sign up (one with the demo contributor's referral code), pay by test card for packs, Pro and a Team with two
 * members, and download (each licence dated when it happened); the demo contributor's drafts go through review; the
 * demo buyer keeps saved searches that now have new files; the demo contributor confirms bank details and withdraws
 * (one paid, one waiting for the admin). Later starts find the marker and leave it alone.
 */
export async function ensureDemoHistory(deps: AppDeps, log: (message: string) => void): Promise<void> {
  const { db } = deps;
  if (!deps.config.demo.enabled) return;
  if (await db.selectFrom('app_settings').select('key').where('key', '=', SETTINGS_KEY).executeTakeFirst()) return;
  const [buyerId, contributorId, adminId] = await Promise.all(
    (['buyer', 'contributor', 'admin'] as const).map((role) => userIdByEmail(db, demoAccount(role).email)),
  );
  if (buyerId === undefined || contributorId === undefined || adminId === undefined) return;
  const started = Date.now();
  const clock = demoClock(new Date(), SEED);
  const demoBuyer = actingAs(buyerId, 'buyer');
  const contributor = actingAs(contributorId, 'contributor');
  const admin = actingAs(adminId, 'admin');

  await saveDemoSearches(deps, demoBuyer, clock);
  await reviewDemoDrafts(deps, contributor, admin, clock);

  const referralCode = await findReferralCode(db, contributorId);
  const plans: DownloadPlan[] = [];
  // In the order they bought, so that invoice numbers rise with their dates.
  for (const person of [...DEMO_BUYERS].sort((a, b) => b.boughtDaysAgo - a.boughtDaysAgo)) {
    const boughtAt = clock.daysAgo(person.boughtDaysAgo);
    const signedUpAt = clock.between(`sign-up-${person.email}`, clock.daysAgo(person.boughtDaysAgo + 3), boughtAt);
    const buyer = await signUp(deps, person, signedUpAt, person.referred ? referralCode : undefined);
    await buyWithTestCard(deps, buyer, person.planVariantId, boughtAt, `demo-history-${person.planVariantId}-${buyer.id}`);
    const spend = SPEND[person.planVariantId] as { portfolio: number; others: number };
    plans.push({ user: buyer, from: boughtAt, ...spend });
    if (person.team) {
      const joined = clock.daysAgo(person.boughtDaysAgo - 2);
      const members = await buildTeam(
        deps,
        buyer,
        person.team.map((email) => ({ email, name: TEAM_MEMBER_NAMES[email] ?? email })),
        { invited: clock.daysAgo(person.boughtDaysAgo - 1), joined },
      );
      for (const member of members) plans.push({ user: member, from: joined, portfolio: 5, others: 2 });
    }
  }
  const demoPlanFrom = clock.daysAgo(5);
  await ensureDemoBuyerPlan(deps, demoPlanFrom);
  plans.push({ user: demoBuyer, from: demoPlanFrom, portfolio: 4, others: 2 });

  const [portfolio, others] = await Promise.all([
    licensableImages(db, contributorId, 'own'),
    licensableImages(db, contributorId, 'others', 120),
  ]);
  const downloads = await runDownloads(deps, clock, plans, portfolio, others);
  await demoPayouts(deps, clock, { contributor, admin, email: demoAccount('contributor').email });

  await db
    .insertInto('app_settings')
    .values({ key: SETTINGS_KEY, value: JSON.stringify({ buyers: DEMO_BUYERS.length, downloads, made_at: clock.now.toISOString() }) })
    .execute();
  log(`Demo history ready in ${((Date.now() - started) / 1000).toFixed(0)} s: ${DEMO_BUYERS.length} buyers, ${downloads} downloads`);
}
