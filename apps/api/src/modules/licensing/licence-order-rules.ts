import type { Db } from '../../db/connection';
import type { OrderRow } from '../billing/orders.repo';
import { creditRoyalty, licenceBaseFor, licenseFirstTime } from '../downloads/download.service';
import {
  countContributorLicences,
  findClientLicence,
  findLicencesOfFile,
  findLicensableFormat,
  lockPlanHolder,
} from '../downloads/licences.repo';
import { singleFileName } from '../plans/licence-source-words';
import { earningsLevelFor, licenceTier, royaltyCentsFor, tierUpgradePriceCents } from '../plans/plans-config';
import { LICENCE_MESSAGES } from './licence-messages';
import { addUpgradeValue, findLicenceOrder, lockHolderLicence, setLicenceOfOrder, upgradeFileLicences } from './licence-orders.repo';

export const LICENCE_ORDER_KINDS: readonly OrderRow['kind'][] = ['file', 'licence_upgrade'];

export const isLicenceOrder = (order: Pick<OrderRow, 'kind'>) => LICENCE_ORDER_KINDS.includes(order.kind);

/**
 * Why a file or licence-upgrade order may not be paid as it stands, or null. Checked at checkout and again in the
 * transaction where the money moves: the file may have been licensed or upgraded meanwhile (another tab, a team
 * member, a plan download), taken off sale, or its price changed.
 */
export async function licenceOrderRefusal(trx: Db, order: OrderRow): Promise<string | null> {
  const item = await findLicenceOrder(trx, order.id);
  if (!item) throw new Error(`Order ${order.id} is a ${order.kind} order without its licence item`);
  if (order.kind === 'licence_upgrade') {
    const licence = item.licence_id ? await lockHolderLicence(trx, order.user_id, item.licence_id) : undefined;
    if (!licence) return LICENCE_MESSAGES.noLicence;
    if (licence.tier === 'enhanced') return LICENCE_MESSAGES.alreadyEnhanced;
    if (order.subtotal_cents !== tierUpgradePriceCents(licence.type)) return LICENCE_MESSAGES.priceChanged;
    return null;
  }
  // The lock plan and pack downloads take: held from this check to the commit, so a download of another size of the
  // file cannot license it in between (it waits, then finds the licence bought here and re-downloads for free).
  // Payments take it after the holder's payment lock, which downloads never take: the order of the two is fixed.
  await lockPlanHolder(trx, order.user_id);
  const format = await findLicensableFormat(trx, item.media_format_id, order.user_id);
  if (format?.file_id !== item.file_id) return LICENCE_MESSAGES.unavailable;
  // A reseller's order licenses the file for one end client; what the account holds for other clients does not count.
  if (item.client_name !== null) {
    if (await findClientLicence(trx, order.user_id, item.media_format_id, item.client_name))
      return LICENCE_MESSAGES.alreadyLicensedForClient;
  } else {
    const earlier = await findLicencesOfFile(trx, order.user_id, item.file_id);
    if (earlier.length > 0)
      return earlier.some((licence) => licence.tier === 'enhanced') ? LICENCE_MESSAGES.alreadyLicensed : LICENCE_MESSAGES.upgradeInstead;
  }
  if (order.subtotal_cents !== licenceTier(item.tier).filePriceCents[format.type]) return LICENCE_MESSAGES.priceChanged;
  return null;
}

/**
 * Grants what a paid licence order bought, in the payment's transaction (its checks passed under the same locks): a
 * file order records the licence at its tier; an upgrade makes the file's licence Enhanced. Either way the royalty
 * follows the net price paid, booked in the ledger with the payment.
 */
export async function applyLicenceOrder(trx: Db, order: OrderRow, now: Date): Promise<void> {
  const item = await findLicenceOrder(trx, order.id);
  if (!item) throw new Error(`Order ${order.id} is a ${order.kind} order without its licence item`);
  const netCents = order.subtotal_cents - order.discount_cents;
  await lockPlanHolder(trx, order.user_id);
  if (order.kind === 'file') {
    const format = await findLicensableFormat(trx, item.media_format_id, order.user_id);
    if (!format) throw new Error(`Order ${order.id} passed its checks, yet its format is gone`);
    const licence = await licenseFirstTime(
      trx,
      {
        ...licenceBaseFor(format, item.buyer_user_id, order.user_id),
        client_name: item.client_name,
        project: item.project,
        po_number: item.po_number,
        api_key_id: item.api_key_id,
      },
      {
        kind: 'order',
        row: { id: order.id, value_per_download_cents: netCents },
        tier: item.tier,
        name: singleFileName(licenceTier(item.tier)),
      },
      now,
    );
    await setLicenceOfOrder(trx, order.id, licence.id);
    return;
  }
  const licence = item.licence_id ? await lockHolderLicence(trx, order.user_id, item.licence_id) : undefined;
  if (!licence) throw new Error(`Order ${order.id} passed its checks, yet its licence is gone`);
  const [earning] = (await findLicencesOfFile(trx, order.user_id, licence.file_id)).filter((row) => row.value_cents > 0);
  const level = earningsLevelFor(await countContributorLicences(trx, licence.contributor_user_id));
  const royaltyCents = royaltyCentsFor(netCents, level.rateBp);
  await upgradeFileLicences(trx, order.user_id, licence.file_id, now);
  await addUpgradeValue(trx, (earning ?? licence).id, netCents, royaltyCents);
  await creditRoyalty(
    trx,
    licence.contributor_user_id,
    royaltyCents,
    `order:${order.id}:royalty`,
    `Royalty for the upgrade of licence ${licence.id}`,
    now,
  );
}
