import { type Static, Type } from '@sinclair/typebox';
import { WEBHOOK_EVENTS } from './constants';
import { Id } from './numbers';

/** A reseller's webhook endpoints, the events sent to them and each delivery's attempts. */

const DateTime = Type.String({ format: 'date-time' });

export const WebhookEventSchema = Type.Union(WEBHOOK_EVENTS.map((event) => Type.Literal(event)));

const ENDPOINT_EXAMPLE = {
  id: 12,
  url: 'https://partner.example/hooks/stock',
  events: ['licence.created', 'licensed_file.taken_down'],
  created_at: '2026-11-25T01:00:00.000Z',
};

export const WebhookEndpoint = Type.Object(
  {
    id: Type.Integer(),
    url: Type.String(),
    events: Type.Array(WebhookEventSchema),
    created_at: DateTime,
  },
  { examples: [ENDPOINT_EXAMPLE] },
);
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
  { additionalProperties: false, examples: [{ url: ENDPOINT_EXAMPLE.url, events: ENDPOINT_EXAMPLE.events }] },
);
export type CreateWebhookBody = Static<typeof CreateWebhookBody>;

export const CreatedWebhook = Type.Object(
  {
    endpoint: WebhookEndpoint,
    secret: Type.String({ description: 'the signing secret, shown this once: it keys the HMAC of every delivery' }),
  },
  { examples: [{ endpoint: ENDPOINT_EXAMPLE, secret: 'whsec_Qm9vdHN0cmFwIHNlY3JldCBmb3IgZG9jdW1lbnRhdGlvbg' }] },
);
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

export const WebhookDelivery = Type.Object(
  {
    id: Type.Integer(),
    event_id: Type.String({ format: 'uuid', description: 'the Webhook-Id header; a redelivery sends the same id' }),
    event_type: WebhookEventSchema,
    status: Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]),
    next_attempt_at: Type.Union([DateTime, Type.Null()], { description: 'when a pending delivery is tried next' }),
    created_at: DateTime,
    attempts: Type.Array(WebhookAttempt, { description: 'oldest first' }),
  },
  {
    examples: [
      {
        id: 301,
        event_id: '6f1d0c8e-3a57-4d8e-9a43-0c2b4f7f9e21',
        event_type: 'licence.created',
        status: 'pending',
        next_attempt_at: '2026-11-25T01:06:00.000Z',
        created_at: '2026-11-25T01:00:00.000Z',
        attempts: [
          {
            attempted_at: '2026-11-25T01:00:01.000Z',
            succeeded: false,
            response_status: 503,
            response_body: 'Service Unavailable',
            duration_ms: 84,
            error: 'The receiver answered 503.',
          },
        ],
      },
    ],
  },
);
export type WebhookDelivery = Static<typeof WebhookDelivery>;

export const WebhookDeliveryList = Type.Object({ deliveries: Type.Array(WebhookDelivery, { description: 'newest first, at most 50' }) });
export type WebhookDeliveryList = Static<typeof WebhookDeliveryList>;

export const WebhookDeliveryData = Type.Object({ delivery: WebhookDelivery });
export type WebhookDeliveryData = Static<typeof WebhookDeliveryData>;
