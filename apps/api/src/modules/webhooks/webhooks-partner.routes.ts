import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CreatedWebhook,
  CreateWebhookBody,
  WebhookDeliveryData,
  WebhookDeliveryList,
  WebhookDeliveryParams,
  WebhookEndpointList,
  WebhookParams,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { responses, sendOk } from '../../http/envelope';
import { admittedApiKey, apiKeySecurity, requireApiKey } from '../partner-api/api-key-auth';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  redeliverWebhook,
  rotateWebhookSecret,
  webhookDeliveries,
  webhookEndpoints,
} from './webhooks.service';

const SCOPE = 'Needs a key with the "webhooks" scope (403 without); another account\'s endpoint or delivery answers 404.';

/** /api/v1/webhooks: a reseller's server manages its endpoints and reads their delivery log. */
export const webhookPartnerRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const tags = ['partner API v1'];
  const security = apiKeySecurity;
  const onRequest = requireApiKey('webhooks', deps);
  const owner = (request: Parameters<typeof admittedApiKey>[0]) => admittedApiKey(request).user_id;

  app.get(
    '/webhooks',
    {
      schema: {
        tags,
        summary: 'The webhook endpoints, newest first',
        description: SCOPE,
        security,
        response: responses(WebhookEndpointList),
      },
      onRequest,
    },
    async (request, reply) => {
      const outcome = await webhookEndpoints(deps, owner(request));
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/webhooks',
    {
      schema: {
        tags,
        summary: 'Add an endpoint and the events it receives; the answer holds its signing secret, the only time it is shown',
        description: `${SCOPE} The URL must be http(s) without a user name or password; in production a private or loopback address is refused (400).`,
        security,
        body: CreateWebhookBody,
        response: responses(CreatedWebhook),
      },
      onRequest,
    },
    async (request, reply) => {
      const outcome = await createWebhookEndpoint(deps, owner(request), request.body);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.delete(
    '/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'Delete an endpoint: it receives nothing more (its delivery log stays)',
        description: SCOPE,
        security,
        params: WebhookParams,
        response: responses(Type.Object({ deleted: Type.Literal(true) })),
      },
      onRequest,
    },
    async (request, reply) => {
      const outcome = await deleteWebhookEndpoint(deps, owner(request), request.params.id);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/webhooks/:id/rotate-secret',
    {
      schema: {
        tags,
        summary: 'Replace the signing secret; the new one is in the answer, shown this once, and signs every delivery from now on',
        description: SCOPE,
        security,
        params: WebhookParams,
        response: responses(CreatedWebhook),
      },
      onRequest,
    },
    async (request, reply) => {
      const outcome = await rotateWebhookSecret(deps, owner(request), request.params.id);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        summary: "The endpoint's latest 50 deliveries, newest first, each with its attempts",
        description: SCOPE,
        security,
        params: WebhookParams,
        response: responses(WebhookDeliveryList),
      },
      onRequest,
    },
    async (request, reply) => {
      const outcome = await webhookDeliveries(deps, owner(request), request.params.id);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/webhooks/:id/deliveries/:delivery_id/redeliver',
    {
      schema: {
        tags,
        summary: 'Send a delivery again now: the same event id and body, with a fresh retry schedule',
        description: `${SCOPE} 409 while the delivery is being sent.`,
        security,
        params: WebhookDeliveryParams,
        response: responses(WebhookDeliveryData),
      },
      onRequest,
    },
    async (request, reply) => {
      const outcome = await redeliverWebhook(deps, owner(request), request.params.id, request.params.delivery_id);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );
};
