import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiKeyData, ApiKeyIdBody, ApiKeyList, ApiUsageData, ApiUsageQuery, CreateApiKeyBody, CreatedApiKey } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { createKey, myKeys, revokeOwnKey, rotateOwnKey } from './api-keys.service';
import { apiUsage } from './api-usage.service';

export const developerRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const buyer = requireRole('buyer', deps);
  const tags = ['developer'];
  const description = 'Buyer who is an approved reseller; 403 for anyone else.';

  app.get(
    '/buyer/developer/keys',
    {
      schema: {
        tags,
        summary: "The reseller's API keys, newest first, revoked ones included",
        description,
        security: bearerSecurity,
        response: responses(ApiKeyList),
      },
      onRequest: buyer,
    },
    async (request, reply) => {
      const outcome = await myKeys(deps, signedInUser(request));
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/buyer/developer/keys',
    {
      schema: {
        tags,
        summary: 'Create an API key with scopes, live or sandbox; the answer holds the whole key, the only time it is shown',
        description,
        security: bearerSecurity,
        body: CreateApiKeyBody,
        response: responses(CreatedApiKey),
      },
      onRequest: buyer,
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const outcome = await createKey(deps, signedInUser(request), request.body);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/buyer/developer/keys/revoke',
    {
      schema: {
        tags,
        summary: 'Revoke an API key: refused from the next request on',
        description,
        security: bearerSecurity,
        body: ApiKeyIdBody,
        response: responses(ApiKeyData),
      },
      onRequest: buyer,
    },
    async (request, reply) => {
      const outcome = await revokeOwnKey(deps, signedInUser(request), request.body.key_id);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/buyer/developer/keys/rotate',
    {
      schema: {
        tags,
        summary: 'Rotate an API key: revokes it and answers a new key with the same name, scopes and mode, shown this once',
        description,
        security: bearerSecurity,
        body: ApiKeyIdBody,
        response: responses(CreatedApiKey),
      },
      onRequest: buyer,
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const outcome = await rotateOwnKey(deps, signedInUser(request), request.body.key_id);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.get(
    '/buyer/developer/usage',
    {
      schema: {
        tags,
        summary: "The reseller's partner API requests of the last days (UTC): by day, by endpoint and by key",
        description,
        security: bearerSecurity,
        querystring: ApiUsageQuery,
        response: responses(ApiUsageData),
      },
      onRequest: buyer,
    },
    async (request, reply) => {
      const outcome = await apiUsage(deps, signedInUser(request), request.query.days ?? 30);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );
};
