import type {
  CreatedWebhook,
  CreateWebhookBody,
  WebhookDelivery,
  WebhookDeliveryData,
  WebhookDeliveryList,
  WebhookEndpoint,
  WebhookEndpointList,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { HttpError, invalidField, notFound } from '../../http/http-error';
import type { Outcome } from '../auth/auth.service';
import {
  type AttemptRow,
  type DeliveryRow,
  findEndpointDelivery,
  listAttempts,
  listEndpointDeliveries,
  updateDelivery,
} from './webhook-deliveries.repo';
import {
  deleteEndpoint,
  findOwnEndpoint,
  insertEndpoint,
  listEndpoints,
  setSealedSecret,
  type WebhookEndpointRow,
} from './webhook-endpoints.repo';
import { WEBHOOK_MESSAGES } from './webhook-messages';
import { newSigningSecret, sealSecret } from './webhook-secret';
import { reachesPrivateAddress, urlFormRefusal } from './webhook-url';

/**
 * A reseller's webhook endpoints and their delivery log, the same for the partner API (the key's account) and the
 * developer area (the signed-in reseller). Another account's endpoint or delivery is not found.
 */

const presentEndpoint = (row: WebhookEndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events,
  created_at: row.created_at.toISOString(),
});

function presentDelivery(row: DeliveryRow, attempts: AttemptRow[]): WebhookDelivery {
  return {
    id: row.id,
    event_id: row.event_id,
    event_type: row.event_type,
    status: row.status,
    next_attempt_at: row.status === 'pending' ? row.next_attempt_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
    attempts: attempts
      .filter((attempt) => attempt.delivery_id === row.id)
      .map((attempt) => ({
        attempted_at: attempt.attempted_at.toISOString(),
        succeeded: attempt.succeeded,
        response_status: attempt.response_status,
        response_body: attempt.response_body,
        duration_ms: attempt.duration_ms,
        error: attempt.error,
      })),
  };
}

async function ownEndpoint(deps: AppDeps, userId: number, endpointId: number): Promise<WebhookEndpointRow> {
  const endpoint = await findOwnEndpoint(deps.db, userId, endpointId);
  if (!endpoint) throw notFound(WEBHOOK_MESSAGES.noEndpoint);
  return endpoint;
}

export async function webhookEndpoints(deps: AppDeps, userId: number): Promise<Outcome<WebhookEndpointList>> {
  return { data: { endpoints: (await listEndpoints(deps.db, userId)).map(presentEndpoint) }, message: 'OK' };
}

export async function createWebhookEndpoint(deps: AppDeps, userId: number, body: CreateWebhookBody): Promise<Outcome<CreatedWebhook>> {
  const url = body.url.trim();
  const refusal = urlFormRefusal(url);
  if (refusal) throw invalidField('url', refusal);
  if (!deps.config.webhooks.allowPrivateUrls && (await reachesPrivateAddress(url))) throw invalidField('url', WEBHOOK_MESSAGES.privateUrl);
  const secret = newSigningSecret();
  const row = await insertEndpoint(deps.db, {
    user_id: userId,
    url: new URL(url).toString(),
    events: [...body.events],
    sealed_secret: sealSecret(deps.config, userId, secret),
  });
  return { data: { endpoint: presentEndpoint(row), secret }, message: WEBHOOK_MESSAGES.created };
}

export async function rotateWebhookSecret(deps: AppDeps, userId: number, endpointId: number): Promise<Outcome<CreatedWebhook>> {
  const endpoint = await ownEndpoint(deps, userId, endpointId);
  const secret = newSigningSecret();
  await setSealedSecret(deps.db, endpoint.id, sealSecret(deps.config, userId, secret));
  return { data: { endpoint: presentEndpoint(endpoint), secret }, message: WEBHOOK_MESSAGES.rotated };
}

export async function deleteWebhookEndpoint(deps: AppDeps, userId: number, endpointId: number): Promise<Outcome<{ deleted: true }>> {
  const endpoint = await ownEndpoint(deps, userId, endpointId);
  await deleteEndpoint(deps.db, endpoint.id);
  return { data: { deleted: true }, message: WEBHOOK_MESSAGES.deleted };
}

export async function webhookDeliveries(deps: AppDeps, userId: number, endpointId: number): Promise<Outcome<WebhookDeliveryList>> {
  const endpoint = await ownEndpoint(deps, userId, endpointId);
  const rows = await listEndpointDeliveries(deps.db, endpoint.id);
  const attempts = await listAttempts(
    deps.db,
    rows.map((row) => row.id),
  );
  return { data: { deliveries: rows.map((row) => presentDelivery(row, attempts)) }, message: 'OK' };
}

/** Sends the delivery's event again, with the same id and body, and a fresh retry schedule. */
export async function redeliverWebhook(
  deps: AppDeps,
  userId: number,
  endpointId: number,
  deliveryId: number,
): Promise<Outcome<WebhookDeliveryData>> {
  const endpoint = await ownEndpoint(deps, userId, endpointId);
  const delivery = await findEndpointDelivery(deps.db, endpoint.id, deliveryId);
  if (!delivery) throw notFound(WEBHOOK_MESSAGES.noDelivery);
  if (delivery.status === 'pending' && delivery.next_attempt_at <= new Date()) throw new HttpError(409, WEBHOOK_MESSAGES.underWay);
  await updateDelivery(deps.db, delivery.id, { status: 'pending', retries_used: 0, next_attempt_at: new Date() });
  const updated = await findEndpointDelivery(deps.db, endpoint.id, deliveryId);
  if (!updated) throw notFound(WEBHOOK_MESSAGES.noDelivery);
  return {
    data: { delivery: presentDelivery(updated, await listAttempts(deps.db, [updated.id])) },
    message: WEBHOOK_MESSAGES.redelivering,
  };
}
