import type { DownloadData } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connection';
import { HttpError, notFound } from '../../http/http-error';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { resolvePlanHolder } from '../billing/plan-holder';
import { subscriptionStatusOf } from '../billing/subscription.service';
import { type CreditPackRow, findLiveSubscription, type SubscriptionRow, usablePacks } from '../billing/subscriptions.repo';
import { postLedgerTransaction } from '../ledger/ledger.repo';
import { LEDGER_ACCOUNTS, royaltiesPayable } from '../ledger/ledger-accounts';
import { earningsLevelFor, findVariantShape, type LicenceTierValue, royaltyCentsFor } from '../plans/plans-config';
import { rewardReferrerOfContributor } from '../referral/referral-rewards';
import { enforceMemberBudget } from '../team/member-budget';
import { emitLicenceCreated } from '../webhooks/webhook-events';
import {
  countContributorLicences,
  countFileDownload,
  findDelivery,
  findFileNaming,
  findLicencesOfFile,
  findLicensableFormat,
  insertLicence,
  type LicenceRow,
  lockPlanHolder,
  usePackCredit,
  useSubscriptionDownload,
} from './licences.repo';
import { licensedFileName, licensedMime } from './licensed-file';
import { requestLicensedRender } from './licensed-render.service';
import { signDownloadUrl } from './signed-download-url';

export const DOWNLOAD_MESSAGES = {
  unavailable: 'This file is not available for download.',
  noPlan: 'Choose a plan or a download pack to download licensed files.',
  pastDue: 'Your plan is paused because its renewal payment failed. Pay for it again on the Pricing page to download.',
  periodEnded: 'Your plan period has just ended and is being renewed. Try again in a few minutes.',
  imagesOnly: (plan: string) => `Your ${plan} plan covers images only. Upgrade or buy a download pack to download videos.`,
  quotaUsed: (count: number, renews: string) =>
    `You have used all ${count} downloads of this period. They renew on ${renews}; upgrade or buy a download pack to download now.`,
  ready: 'Your download is ready.',
  again: 'You licensed this file before, so this download is free.',
} as const;

/** What pays for a first licence: a plan period, a pack credit, or an order for this one file (at the tier it bought). */
export type Source =
  | { kind: 'subscription'; row: SubscriptionRow }
  | { kind: 'pack'; row: CreditPackRow }
  | { kind: 'order'; row: { id: number; value_per_download_cents: number }; tier: LicenceTierValue; name: string };

/** What pays for a new licence: the plan while it covers the type and has quota, then pack credits (soonest expiry). */
export async function entitlementFor(trx: Db, holderId: number, type: 'IMAGE' | 'VIDEO', now: Date): Promise<Source> {
  const subscription = await findLiveSubscription(trx, holderId);
  const plan = subscription ? findVariantShape(subscription.plan_variant_id)?.plan : undefined;
  const periodOpen = subscription !== undefined && subscription.current_period_end > now;
  const coversType = plan?.media === 'ALL' || type === 'IMAGE';
  if (subscription?.status === 'active' && periodOpen && coversType && subscription.downloads_used < subscription.downloads_per_period) {
    return { kind: 'subscription', row: subscription };
  }
  const [pack] = await usablePacks(trx, holderId, now);
  if (pack) return { kind: 'pack', row: pack };
  if (!subscription) throw new HttpError(403, DOWNLOAD_MESSAGES.noPlan);
  if (subscription.status !== 'active') throw new HttpError(403, DOWNLOAD_MESSAGES.pastDue);
  if (!periodOpen) throw new HttpError(403, DOWNLOAD_MESSAGES.periodEnded);
  if (!coversType) throw new HttpError(403, DOWNLOAD_MESSAGES.imagesOnly(plan?.name ?? 'current'));
  throw new HttpError(
    403,
    DOWNLOAD_MESSAGES.quotaUsed(subscription.downloads_per_period, subscription.current_period_end.toISOString().slice(0, 10)),
  );
}

function planNameOf(source: Source): string {
  if (source.kind === 'order') return source.name;
  if (source.kind === 'pack') return source.row.name;
  return findVariantShape(source.row.plan_variant_id)?.variant.name ?? 'Subscription';
}

/**
 * Licenses one format of a published file (or re-delivers one licensed before it was taken off sale) and hands back a short-lived signed URL, all in one transaction: the plan
 * holder's row lock serialises the holder's downloads, so the quota can never be overspent; the licence row, the used
 * download and the contributor's royalty in the ledger commit together or not at all. A file licensed before costs
 * nothing again, in any of its formats.
 */
export async function licensedDownload(
  deps: AppDeps,
  user: SessionUser,
  mediaFormatId: number,
  now = new Date(),
): Promise<Outcome<DownloadData>> {
  const { db, config } = deps;
  const outcome = await db.transaction().execute(async (trx) => {
    const holderId = await resolvePlanHolder(trx, user.id);
    const format = await findLicensableFormat(trx, mediaFormatId, holderId);
    if (!format) throw notFound(DOWNLOAD_MESSAGES.unavailable);
    await lockPlanHolder(trx, holderId);
    return { holderId, ...(await licenseFormat(trx, user.id, holderId, format, now)) };
  });
  // The licence is committed: a size not rendered yet is queued now, so it is ready (or nearly) when the link is opened.
  const delivery = await findDelivery(db, outcome.licence.id, mediaFormatId);
  if (delivery) await requestLicensedRender(deps, delivery, { retryFailed: true });
  const status = await subscriptionStatusOf(db, outcome.holderId, now);
  const expires = Math.floor(now.getTime() / 1000) + config.downloadUrlSeconds;
  const url = signDownloadUrl({ licenceId: outcome.licence.id, mediaFormatId, expires }, config.secrets.SIGNING_SECRET);
  return {
    data: {
      url,
      expires_at: new Date(expires * 1000).toISOString(),
      file_name: await downloadFileName(db, outcome.licence),
      licence_id: outcome.licence.id,
      redownload: outcome.redownload,
      downloads_left: status.downloads_left,
    },
    message: outcome.redownload ? DOWNLOAD_MESSAGES.again : DOWNLOAD_MESSAGES.ready,
  };
}

/**
 * Licenses one format for a holder inside the caller's transaction, which holds the holder's lock: the same format
 * again is a re-download, another size of a file licensed before is recorded free, anything else uses the plan or a
 * pack credit (403 with the reason when there is none).
 */
export async function licenseFormat(
  trx: Db,
  buyerId: number,
  holderId: number,
  format: LicensableFormat,
  now: Date,
): Promise<{ licence: LicenceRow; redownload: boolean }> {
  const earlier = await findLicencesOfFile(trx, holderId, format.file_id);
  const sameFormat = earlier.find((licence) => licence.format_name === format.format_name);
  if (sameFormat) return { licence: sameFormat, redownload: true };
  const base = licenceBaseFor(format, buyerId, holderId);
  const first = earlier[0];
  if (first) {
    // Another size of a file already licensed: recorded for the buyer's history, free, and earns no second royalty.
    const licence = await insertAnnouncedLicence(trx, {
      ...base,
      subscription_id: first.subscription_id,
      credit_pack_id: first.credit_pack_id,
      order_id: first.order_id,
      tier: first.tier,
      upgraded_at: first.upgraded_at,
      plan_name: first.plan_name,
      value_cents: 0,
      royalty_rate_bp: 0,
      earnings_level: first.earnings_level,
      royalty_cents: 0,
    });
    return { licence, redownload: true };
  }
  await enforceMemberBudget(trx, buyerId, holderId);
  const source = await entitlementFor(trx, holderId, format.type, now);
  return { licence: await licenseFirstTime(trx, base, source, now), redownload: false };
}

/** Every licence is announced to its accounts' webhooks in the transaction that records it. */
async function insertAnnouncedLicence(trx: Db, values: Parameters<typeof insertLicence>[1]): Promise<LicenceRow> {
  const licence = await insertLicence(trx, values);
  await emitLicenceCreated(trx, licence);
  return licence;
}

export type LicenceBase = Omit<
  Parameters<typeof insertLicence>[1],
  'plan_name' | 'value_cents' | 'royalty_rate_bp' | 'earnings_level' | 'royalty_cents'
>;

export type LicensableFormat = NonNullable<Awaited<ReturnType<typeof findLicensableFormat>>>;

/** Who licenses which size of which file, for whose account. */
export function licenceBaseFor(format: LicensableFormat, buyerId: number, holderId: number): LicenceBase {
  return {
    buyer_user_id: buyerId,
    account_user_id: holderId,
    file_id: format.file_id,
    contributor_user_id: format.contributor_id,
    media_format_id: format.media_format_id,
    format_name: format.format_name,
    format_label: format.format_label,
    width: format.width,
    height: format.height,
  };
}

/**
 * Records a file's first licence for a holder and what it earns: the royalty follows the value actually paid (the
 * plan's or pack's value per download, or the file order's net price), at the contributor's level.
 */
export async function licenseFirstTime(trx: Db, base: LicenceBase, source: Source, now: Date): Promise<LicenceRow> {
  const level = earningsLevelFor(await countContributorLicences(trx, base.contributor_user_id));
  const valueCents = source.row.value_per_download_cents;
  const royaltyCents = royaltyCentsFor(valueCents, level.rateBp);
  const licence = await insertAnnouncedLicence(trx, {
    ...base,
    subscription_id: source.kind === 'subscription' ? source.row.id : null,
    credit_pack_id: source.kind === 'pack' ? source.row.id : null,
    order_id: source.kind === 'order' ? source.row.id : null,
    tier: source.kind === 'order' ? source.tier : 'standard',
    plan_name: planNameOf(source),
    value_cents: valueCents,
    royalty_rate_bp: level.rateBp,
    earnings_level: level.name,
    royalty_cents: royaltyCents,
    created_at: now,
  });
  if (source.kind === 'subscription') await useSubscriptionDownload(trx, source.row.id);
  else if (source.kind === 'pack') await usePackCredit(trx, source.row.id);
  await creditRoyalty(
    trx,
    base.contributor_user_id,
    royaltyCents,
    `licence:${licence.id}:royalty`,
    `Royalty for licence ${licence.id}`,
    now,
  );
  await countFileDownload(trx, base.file_id);
  return licence;
}

/** Books a royalty to its contributor in the ledger, with the referrer's share, in the caller's transaction. */
export async function creditRoyalty(
  trx: Db,
  contributorId: number,
  royaltyCents: number,
  reference: string,
  memo: string,
  at = new Date(),
): Promise<void> {
  if (royaltyCents <= 0) return;
  await postLedgerTransaction(trx, {
    kind: 'royalty',
    reference,
    memo,
    postings: [
      { account: LEDGER_ACCOUNTS.royaltyExpense, amountCents: royaltyCents },
      { account: royaltiesPayable(contributorId), amountCents: -royaltyCents },
    ],
    at,
  });
  // Issue 8: a referred contributor's royalty earns their referrer a share, committed with the licence or not at all.
  await rewardReferrerOfContributor(trx, { contributorId, royaltyCents, sourceReference: reference, at });
}

export async function downloadFileName(db: Db, licence: Pick<LicenceRow, 'file_id' | 'format_name'>): Promise<string> {
  const file = await findFileNaming(db, licence.file_id);
  const mime = licensedMime(file?.type ?? 'IMAGE', licence.format_name, file?.mime ?? 'application/octet-stream');
  return licensedFileName(file?.slug ?? `file-${licence.file_id}`, licence.format_name, mime);
}
