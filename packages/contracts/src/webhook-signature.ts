import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How webhook deliveries are signed, and how a receiver checks them. Node only (node:crypto): import it from
 * "@stock/contracts/webhook-signature".
 *
 * Each delivery carries `Webhook-Id` (the event id, the same on a redelivery), `Webhook-Timestamp` (Unix seconds when
 * it was sent) and `Webhook-Signature: v1=<hex>`, the HMAC-SHA256 of "<timestamp>.<raw body>" under the endpoint's
 * signing secret. Checking the timestamp against a tolerance stops an old delivery being replayed.
 */

export const WEBHOOK_HEADERS = { id: 'webhook-id', timestamp: 'webhook-timestamp', signature: 'webhook-signature' } as const;

export class WebhookVerificationError extends Error {}

type HeaderBag = Headers | Record<string, string | string[] | undefined>;

/** The hex HMAC-SHA256 of "<timestamp>.<body>" under the secret. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The headers a delivery of this body is sent with. */
export function signedWebhookHeaders(secret: string, eventId: string, body: string, timestamp = Math.floor(Date.now() / 1000)) {
  return {
    'Webhook-Id': eventId,
    'Webhook-Timestamp': String(timestamp),
    'Webhook-Signature': `v1=${webhookSignature(secret, timestamp, body)}`,
  };
}

function header(headers: HeaderBag, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return Array.isArray(found) ? found[0] : found;
}

/**
 * Checks a delivery as it arrived: the signature must be the HMAC of the timestamp and the exact raw body (before any
 * JSON parsing), and the timestamp no further than `toleranceSeconds` from now. Answers the event id; throws a
 * WebhookVerificationError saying why otherwise.
 */
export function verifyWebhookSignature(secret: string, headers: HeaderBag, rawBody: string, toleranceSeconds = 300): string {
  const id = header(headers, WEBHOOK_HEADERS.id);
  const timestamp = header(headers, WEBHOOK_HEADERS.timestamp);
  const signature = header(headers, WEBHOOK_HEADERS.signature);
  if (!id || !timestamp || !signature) throw new WebhookVerificationError('Webhook-Id, Webhook-Timestamp or Webhook-Signature is missing');
  const seconds = Number(timestamp);
  if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - seconds) > toleranceSeconds)
    throw new WebhookVerificationError('the timestamp is outside the tolerance: a replayed or delayed delivery');
  const expected = Buffer.from(webhookSignature(secret, seconds, rawBody), 'hex');
  const matches = signature
    .split(' ')
    .filter((part) => part.startsWith('v1='))
    .some((part) => {
      const given = Buffer.from(part.slice(3), 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
  if (!matches) throw new WebhookVerificationError('the signature does not match');
  return id;
}
