import type { Db } from '../../db/connection';
import type { OrderRow } from '../billing/orders.repo';
import { lockPlanHolder } from '../downloads/licences.repo';
import { isLicenceOrder } from './licence-order-rules';
import { downgradeFileLicences, findLicenceOrder, revokeLicencesOfOrder } from './licence-orders.repo';

/**
 * Takes back what a licence order granted, when it is refunded in full, in the refund's transaction: a file order's
 * licence is revoked (dated, kept for the history and the certificate), an upgrade's licence returns to Standard.
 * Licences obtained with a plan or a pack are not touched. The plan holder's lock comes after the order's payment locks,
 * as when the payment granted them, so a download or a payment of the same holder waits for the refund.
 */
export async function undoLicenceOrder(trx: Db, order: OrderRow, now: Date): Promise<void> {
  if (!isLicenceOrder(order)) return;
  const item = await findLicenceOrder(trx, order.id);
  if (!item) throw new Error(`Order ${order.id} is a ${order.kind} order without its licence item`);
  await lockPlanHolder(trx, order.user_id);
  if (order.kind === 'file') await revokeLicencesOfOrder(trx, order.id, now);
  else await downgradeFileLicences(trx, order.user_id, item.file_id);
}
