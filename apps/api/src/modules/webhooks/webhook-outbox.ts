import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@stock/contracts';
import type { Db } from '../../db/connection';
import { insertDeliveries, insertEvent } from './webhook-deliveries.repo';
import { findSubscribedEndpoints } from './webhook-endpoints.repo';

/**
 * Records an event for the accounts' endpoints that want it, in the caller's transaction (the outbox): it commits
 * with the change it tells about, or not at all. The relay hands its deliveries to the job queue after the commit.
 * An account without such an endpoint gets nothing written.
 */
export async function emitWebhookEvent(
  trx: Db,
  userIds: readonly number[],
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<void> {
  const endpoints = await findSubscribedEndpoints(trx, [...new Set(userIds)], type);
  for (const userId of new Set(endpoints.map((endpoint) => endpoint.user_id))) {
    const id = randomUUID();
    await insertEvent(trx, { id, user_id: userId, type, data });
    await insertDeliveries(
      trx,
      id,
      endpoints.filter((endpoint) => endpoint.user_id === userId).map((endpoint) => endpoint.id),
    );
  }
}
