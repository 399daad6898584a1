import type { Db } from '../../db/connection';
import { lockPlanHolder } from '../downloads/licences.repo';
import { PAID_STATES } from './order-states';
import type { OrderRow } from './orders.repo';
import { lockSubscription, updateSubscription } from './subscriptions.repo';

/**
 * Takes back the downloads a refund paid for, in the refunding transaction, and answers how many. A refund that leaves
 * nothing paid ends the plan or empties the pack of its unused downloads. A partial refund removes the unused downloads
 * its net amount bought (rounded up, so a buyer never keeps a download they were refunded), never more than are unused.
 * Downloads already made stay licensed. A plan's downloads belong to its latest paid order: refunding an older period's
 * order takes nothing from the current one.
 */
export async function removeRefundedQuota(
  trx: Db,
  order: OrderRow,
  refund: { netCents: number; final: boolean },
  now: Date,
): Promise<number> {
  // The lock downloads check the quota under: a download waits for the refund, then sees what is left, and is told
  // so (403) instead of running into the database's quota check halfway through. Taken before the pack or plan row,
  // in the order downloads take them.
  await lockPlanHolder(trx, order.user_id);
  const pack = await trx.selectFrom('credit_packs').selectAll().where('order_id', '=', order.id).forUpdate().executeTakeFirst();
  if (pack) {
    const unused = pack.expires_at > now ? pack.credits_total - pack.credits_used : 0;
    const removed = downloadsToRemove(unused, pack.value_per_download_cents, refund);
    if (removed > 0)
      await trx
        .updateTable('credit_packs')
        .set({ credits_total: pack.credits_total - removed })
        .where('id', '=', pack.id)
        .execute();
    return removed;
  }
  if (!order.subscription_id || !(await isLatestPaidOrder(trx, order))) return 0;
  const subscription = await lockSubscription(trx, order.subscription_id);
  if (!subscription || subscription.status === 'canceled') return 0;
  const unused = Math.max(0, subscription.downloads_per_period - subscription.downloads_used);
  const removed = downloadsToRemove(unused, subscription.value_per_download_cents, refund);
  await updateSubscription(trx, subscription.id, {
    downloads_per_period: subscription.downloads_per_period - removed,
    ...(refund.final ? { status: 'canceled' as const, ended_at: now, cancel_at_period_end: false } : {}),
  });
  return removed;
}

function downloadsToRemove(unused: number, valuePerDownloadCents: number, refund: { netCents: number; final: boolean }): number {
  if (refund.final || valuePerDownloadCents <= 0) return unused;
  return Math.min(unused, Math.ceil(refund.netCents / valuePerDownloadCents));
}

async function isLatestPaidOrder(trx: Db, order: OrderRow): Promise<boolean> {
  const latest = await trx
    .selectFrom('orders')
    .select('id')
    .where('subscription_id', '=', order.subscription_id)
    .where('status', 'in', PAID_STATES)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return latest?.id === order.id;
}
