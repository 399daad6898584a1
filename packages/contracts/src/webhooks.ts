import { type Static, Type } from '@sinclair/typebox';
import { WEBHOOK_EVENTS } from './constants';
import { Id } from './numbers';

/** A reseller's webhook endpoints, the events sent to them and each delivery's attempts. */

const DateTime = Type.String({ format: 'date-time' });
const NullableDateTime = Type.Union([DateTime, Type.Null()]);

export const WebhookEventSchema = Type.Union(WEBHOOK_EVENTS.map((event) => Type.Literal(event)));

export const WebhookEndpoint = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  events: Type.Array(WebhookEventSchema),
  created_at: DateTime,
});
export type WebhookEndpoint = Static<typeof WebhookEndpoint>;

export const WebhookEndpointList = Type.Object({ endpoints: Type.Array(WebhookEndpoint) });
export type WebhookEndpointList = Static<typeof WebhookEndpointList>;

export const CreateWebhookBody = Type.Object(
  {
    url: Type.String({
      minLength: 1,
      maxLength: 2000,
      description: 'an http(s) URL without user name or password; in production not a private or loopback address',
      examples: ['https://partner.example/hooks/stock'],
    }),
    events: Type.Array(WebhookEventSchema, { minItems: 1, maxItems: WEBHOOK_EVENTS.length, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type CreateWebhookBody = Static<typeof CreateWebhookBody>;

export const CreatedWebhook = Type.Object({
  endpoint: WebhookEndpoint,
  secret: Type.String({ description: 'the signing secret, shown this once', examples: ['whsec_3q2+7w…'] }),
});
export type CreatedWebhook = Static<typeof CreatedWebhook>;

export const WebhookParams = Type.Object({ id: Id('the endpoint') }, { additionalProperties: false });
export type WebhookParams = Static<typeof WebhookParams>;

export const WebhookDeliveryParams = Type.Object(
  { id: Id('the endpoint'), delivery_id: Id('the delivery') },
  { additionalProperties: false },
);
export type WebhookDeliveryParams = Static<typeof WebhookDeliveryParams>;

export const WebhookIdBody = Type.Object({ endpoint_id: Id('the endpoint') }, { additionalProperties: false });
export type WebhookIdBody = Static<typeof WebhookIdBody>;

export const WebhookDeliveryBody = Type.Object(
  { endpoint_id: Id('the endpoint'), delivery_id: Id('the delivery') },
  { additionalProperties: false },
);
export type WebhookDeliveryBody = Static<typeof WebhookDeliveryBody>;

export const WebhookAttempt = Type.Object({
  attempted_at: DateTime,
  succeeded: Type.Boolean(),
  response_status: Type.Union([Type.Integer(), Type.Null()], { description: 'null when no answer came (timeout, refused)' }),
  response_body: Type.Union([Type.String(), Type.Null()], { description: 'the first kilobyte of the answer' }),
  duration_ms: Type.Integer({ minimum: 0 }),
  error: Type.Union([Type.String(), Type.Null()]),
});
export type WebhookAttempt = Static<typeof WebhookAttempt>;

export const WebhookDelivery = Type.Object({
  id: Type.Integer(),
  event_id: Type.String({ format: 'uuid', description: 'the Webhook-Id header; a redelivery sends the same id' }),
  event_type: WebhookEventSchema,
  status: Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]),
  next_attempt_at: NullableDateTime,
  created_at: DateTime,
  attempts: Type.Array(WebhookAttempt, { description: 'oldest first' }),
});
export type WebhookDelivery = Static<typeof WebhookDelivery>;

export const WebhookDeliveryList = Type.Object({ deliveries: Type.Array(WebhookDelivery, { description: 'newest first, at most 50' }) });
export type WebhookDeliveryList = Static<typeof WebhookDeliveryList>;

export const WebhookDeliveryData = Type.Object({ delivery: WebhookDelivery });
export type WebhookDeliveryData = Static<typeof WebhookDeliveryData>;
