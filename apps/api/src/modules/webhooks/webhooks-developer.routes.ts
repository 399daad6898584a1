import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CreatedWebhook,
  CreateWebhookBody,
  WebhookDeliveryBody,
  WebhookDeliveryData,
  WebhookDeliveryList,
  WebhookEndpointList,
  WebhookIdBody,
  WebhookParams,
} from '@stock/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { requireReseller } from '../developer/api-keys.service';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  redeliverWebhook,
  rotateWebhookSecret,
  webhookDeliveries,
  webhookEndpoints,
} from './webhooks.service';

/** The developer area's webhook pages: the same endpoints and log as /api/v1/webhooks, for the signed-in reseller. */
export const webhookDeveloperRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const tags = ['developer'];
  const description = "Buyer who is an approved reseller; 403 for anyone else. Another account's endpoint or delivery answers 404.";
  const security = bearerSecurity;
  const onRequest = requireRole('buyer', deps);
  const reseller = async (request: FastifyRequest) => {
    const user = signedInUser(request);
    await requireReseller(deps.db, user);
    return user.id;
  };

  app.get(
    '/buyer/developer/webhooks',
    {
      schema: { tags, summary: 'The webhook endpoints, newest first', description, security, response: responses(WebhookEndpointList) },
      onRequest,
    },
    async (request, reply) => {
      const outcome = await webhookEndpoints(deps, await reseller(request));
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/buyer/developer/webhooks',
    {
      schema: {
        tags,
        summary: 'Add a webhook endpoint; the answer holds its signing secret, the only time it is shown',
        description,
        security,
        body: CreateWebhookBody,
        response: responses(CreatedWebhook),
      },
      onRequest,
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const outcome = await createWebhookEndpoint(deps, await reseller(request), request.body);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/buyer/developer/webhooks/delete',
    {
      schema: {
        tags,
        summary: 'Delete a webhook endpoint',
        description,
        security,
        body: WebhookIdBody,
        response: responses(Type.Object({ deleted: Type.Literal(true) })),
      },
      onRequest,
    },
    async (request, reply) => {
      const outcome = await deleteWebhookEndpoint(deps, await reseller(request), request.body.endpoint_id);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/buyer/developer/webhooks/rotate',
    {
      schema: {
        tags,
        summary: "Replace an endpoint's signing secret, shown this once",
        description,
        security,
        body: WebhookIdBody,
        response: responses(CreatedWebhook),
      },
      onRequest,
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const outcome = await rotateWebhookSecret(deps, await reseller(request), request.body.endpoint_id);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.get(
    '/buyer/developer/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        summary: "An endpoint's latest 50 deliveries with their attempts",
        description,
        security,
        params: WebhookParams,
        response: responses(WebhookDeliveryList),
      },
      onRequest,
    },
    async (request, reply) => {
      const outcome = await webhookDeliveries(deps, await reseller(request), request.params.id);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/buyer/developer/webhooks/redeliver',
    {
      schema: {
        tags,
        summary: 'Send a delivery again now, with the same event id',
        description,
        security,
        body: WebhookDeliveryBody,
        response: responses(WebhookDeliveryData),
      },
      onRequest,
    },
    async (request, reply) => {
      const outcome = await redeliverWebhook(deps, await reseller(request), request.body.endpoint_id, request.body.delivery_id);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );
};
