import type { Db } from '../../db/connection';
import type { OrderRow } from '../billing/orders.repo';
import type { LicenceRow } from '../downloads/licences.repo';
import { licenceNumber } from '../partner-api/partner-licence-presenter';
import { emitWebhookEvent } from './webhook-outbox';
import { findHoldersOfFile } from './webhook-subjects.repo';

/**
 * The events a reseller's endpoints hear about, each written by the transaction that makes the change. Both the
 * account a licence belongs to and the member who made it hear about it (they are one account without a team).
 */

/** A licence recorded on the web or through the API. */
export async function emitLicenceCreated(trx: Db, licence: LicenceRow): Promise<void> {
  await emitWebhookEvent(trx, [licence.account_user_id, licence.buyer_user_id], 'licence.created', {
    licence_number: licenceNumber(licence.id),
    media_id: licence.file_id,
    media_format_id: licence.media_format_id,
    format_label: licence.format_label,
    tier: licence.tier,
    client_name: licence.client_name,
    project: licence.project,
    po_number: licence.po_number,
    made_with: licence.api_key_id === null ? 'web' : 'api',
    value_cents: licence.value_cents,
    licensed_at: licence.created_at.toISOString(),
  });
}

/** An order of the account paid: a plan, a pack, a renewal, an upgrade or a file. */
export async function emitPaymentSucceeded(trx: Db, order: OrderRow, paidWith: string, paidAt: Date): Promise<void> {
  await emitWebhookEvent(trx, [order.user_id], 'payment.succeeded', {
    order_id: order.id,
    kind: order.kind,
    description: order.description,
    currency: order.currency,
    subtotal_cents: order.subtotal_cents,
    discount_cents: order.discount_cents,
    tax_cents: order.tax_cents,
    total_cents: order.total_cents,
    paid_with: paidWith,
    paid_at: paidAt.toISOString(),
  });
}

/** A file an administrator took down: every account holding a licence of it hears which of its licences are affected. */
export async function emitLicensedFileTakenDown(trx: Db, fileId: number, takenDownAt: Date): Promise<void> {
  const licences = await findHoldersOfFile(trx, fileId);
  for (const accountId of new Set(licences.map((licence) => licence.account_user_id))) {
    const own = licences.filter((licence) => licence.account_user_id === accountId);
    await emitWebhookEvent(trx, [accountId, ...own.map((licence) => licence.buyer_user_id)], 'licensed_file.taken_down', {
      media_id: fileId,
      title: own[0]?.title,
      licence_numbers: own.map((licence) => licenceNumber(licence.id)),
      taken_down_at: takenDownAt.toISOString(),
      // Licences already sold keep their downloads; the file is off sale for new licences.
      downloads_remain: true,
    });
  }
}

/** New files matching a saved search since it last told the account. */
export async function emitSavedSearchMatches(
  trx: Db,
  search: { id: number; user_id: number; name: string },
  mediaIds: number[],
  searchUrl: string,
): Promise<void> {
  await emitWebhookEvent(trx, [search.user_id], 'saved_search.new_matches', {
    saved_search_id: search.id,
    name: search.name,
    media_ids: mediaIds,
    search_url: searchUrl,
  });
}
