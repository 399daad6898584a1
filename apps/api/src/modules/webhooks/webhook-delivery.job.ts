import type { AppDeps } from '../../app-deps';
import type { JobContext, JobQueue } from '../../jobs';
import { findDelivery, insertAttempt, lockDelivery, takeDueDeliveries, updateDelivery } from './webhook-deliveries.repo';
import { findEndpoint } from './webhook-endpoints.repo';
import { WEBHOOK_MESSAGES } from './webhook-messages';
import { openSecret } from './webhook-secret';
import { type AttemptResult, sendSigned } from './webhook-sender';
import { reachesPrivateAddress } from './webhook-url';

export const WEBHOOK_DELIVERY_QUEUE = 'webhooks.deliver';
/** Deliveries the relay hands over per round. */
const RELAY_BATCH = 100;

interface DeliveryJob {
  deliveryId: number;
}

export async function defineWebhookQueue(queue: JobQueue): Promise<void> {
  // One attempt per job: the retry schedule is the delivery's own (next_attempt_at), so pg-boss retries only a job whose
  // process died before the attempt was recorded.
  await queue.define(WEBHOOK_DELIVERY_QUEUE, { retryLimit: 2, retryDelaySeconds: 30, timeoutSeconds: 120 });
}

/** Works the delivery queue in this process, and runs the relay that feeds it from the outbox. */
export async function startWebhookWorkers(queue: JobQueue, deps: Omit<AppDeps, 'jobs'>): Promise<void> {
  await queue.work(WEBHOOK_DELIVERY_QUEUE, 4, (job: JobContext<DeliveryJob>) => attemptDelivery(deps, job.data.deliveryId), {
    pollingIntervalSeconds: 1,
  });
  queue.repeat(deps.config.webhooks.relayIntervalMs, async () => {
    if ((await relayDueDeliveries(deps, queue)) > 0) queue.wake(WEBHOOK_DELIVERY_QUEUE);
  });
}

/** Hands the deliveries due now to the queue: their jobs are written in the transaction that marks them queued. */
export async function relayDueDeliveries(deps: Pick<AppDeps, 'db'>, queue: JobQueue): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const ids = await takeDueDeliveries(trx, RELAY_BATCH);
    for (const deliveryId of ids) await queue.send(WEBHOOK_DELIVERY_QUEUE, { deliveryId } satisfies DeliveryJob, { trx });
    return ids.length;
  });
}

/** The JSON body of a delivery: the same for every attempt and redelivery of the event. */
export function deliveryBody(delivery: { event_id: string; event_type: string; event_created_at: Date; event_data: unknown }): string {
  return JSON.stringify({
    id: delivery.event_id,
    type: delivery.event_type,
    created_at: delivery.event_created_at.toISOString(),
    data: delivery.event_data,
  });
}

/**
 * One attempt of a delivery, recorded with its outcome: success ends it; a failure waits the schedule's next step, or
 * marks the delivery failed once the schedule is used up. A delivery no longer pending (a job run twice) is left alone.
 */
export async function attemptDelivery(deps: Pick<AppDeps, 'db' | 'config'>, deliveryId: number): Promise<void> {
  const delivery = await findDelivery(deps.db, deliveryId);
  if (delivery?.status !== 'pending') return;
  const endpoint = await findEndpoint(deps.db, delivery.endpoint_id);
  if (!endpoint) return;
  const { config } = deps;
  const attemptedAt = new Date();
  const result: AttemptResult =
    !config.webhooks.allowPrivateUrls && (await reachesPrivateAddress(endpoint.url))
      ? { succeeded: false, response_status: null, response_body: null, duration_ms: 0, error: WEBHOOK_MESSAGES.privateUrl }
      : await sendSigned(
          endpoint.url,
          openSecret(config, endpoint),
          delivery.event_id,
          deliveryBody(delivery),
          config.webhooks.timeoutSeconds,
        );
  await deps.db.transaction().execute(async (trx) => {
    const current = await lockDelivery(trx, deliveryId);
    if (current?.status !== 'pending') return;
    await insertAttempt(trx, { delivery_id: deliveryId, attempted_at: attemptedAt, ...result });
    if (result.succeeded) return updateDelivery(trx, deliveryId, { status: 'succeeded' });
    const wait = endpoint.deleted_at ? undefined : config.webhooks.retryScheduleSeconds[current.retries_used];
    if (wait === undefined) return updateDelivery(trx, deliveryId, { status: 'failed' });
    await updateDelivery(trx, deliveryId, {
      status: 'pending',
      retries_used: current.retries_used + 1,
      next_attempt_at: new Date(Date.now() + wait * 1000),
    });
  });
}
