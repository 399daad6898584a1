import type { WebhookEventType } from '@stock/contracts';
import { expect } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { waitFor } from '../../../test/wait-for';
import { partnerCall } from '../partner-api/partner-api-test-helpers';

/** An endpoint made through the partner API with the key: its id and signing secret. */
export async function createEndpoint(
  ctx: TestContext,
  key: string,
  url: string,
  events: WebhookEventType[] = ['licence.created'],
): Promise<{ id: number; secret: string }> {
  const created = await partnerCall(ctx, 'POST', '/webhooks', key, { url, events });
  expect(created.statusCode, created.body).toBe(200);
  return { id: created.json().data.endpoint.id, secret: created.json().data.secret };
}

/** The endpoint's delivery log, as the reseller reads it. */
export async function deliveriesOf(ctx: TestContext, key: string, endpointId: number) {
  const log = await partnerCall(ctx, 'GET', `/webhooks/${endpointId}/deliveries`, key);
  expect(log.statusCode, log.body).toBe(200);
  return log.json().data.deliveries as {
    id: number;
    event_id: string;
    event_type: string;
    status: string;
    attempts: { succeeded: boolean; response_status: number | null; response_body: string | null; error: string | null }[];
  }[];
}

/** Waits until the endpoint's latest delivery has the status. */
export async function waitForStatus(ctx: TestContext, key: string, endpointId: number, status: string, timeoutMs = 20_000) {
  return waitFor(
    `a ${status} delivery`,
    async () => {
      const [latest] = await deliveriesOf(ctx, key, endpointId);
      return latest?.status === status ? latest : undefined;
    },
    timeoutMs,
  );
}
