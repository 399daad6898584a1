import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreateApiKeyBody, CreatedOAuthApp, OAuthAppData, OAuthAppIdBody, OAuthAppList } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { createApp, myApps, revokeOwnApp, rotateAppSecret } from './oauth-apps.service';

/** OAuth apps of the developer area: client credentials whose tokens (POST /api/v1/oauth/token) work like keys. */
export const oauthAppRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const buyer = requireRole('buyer', deps);
  const tags = ['developer'];
  const description = 'Buyer who is an approved reseller; 403 for anyone else.';
  const secretLimit = { rateLimit: { max: 20, timeWindow: '1 hour' } };

  app.get(
    '/buyer/developer/oauth-apps',
    {
      schema: {
        tags,
        summary: "The reseller's OAuth apps, newest first, revoked ones included",
        description,
        security: bearerSecurity,
        response: responses(OAuthAppList),
      },
      onRequest: buyer,
    },
    async (request, reply) => {
      const outcome = await myApps(deps, signedInUser(request));
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/buyer/developer/oauth-apps',
    {
      schema: {
        tags,
        summary: 'Create an OAuth app with scopes, live or sandbox; the answer holds the client secret, the only time it is shown',
        description,
        security: bearerSecurity,
        body: CreateApiKeyBody,
        response: responses(CreatedOAuthApp),
      },
      onRequest: buyer,
      config: secretLimit,
    },
    async (request, reply) => {
      const outcome = await createApp(deps, signedInUser(request), request.body);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/buyer/developer/oauth-apps/revoke',
    {
      schema: {
        tags,
        summary: 'Revoke an OAuth app: its secret and every token it holds are refused from the next request on',
        description,
        security: bearerSecurity,
        body: OAuthAppIdBody,
        response: responses(OAuthAppData),
      },
      onRequest: buyer,
    },
    async (request, reply) => {
      const outcome = await revokeOwnApp(deps, signedInUser(request), request.body.app_id);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/buyer/developer/oauth-apps/rotate',
    {
      schema: {
        tags,
        summary: "Rotate an OAuth app's secret: same client id, a new secret shown this once; the old secret and its tokens stop working",
        description,
        security: bearerSecurity,
        body: OAuthAppIdBody,
        response: responses(CreatedOAuthApp),
      },
      onRequest: buyer,
      config: secretLimit,
    },
    async (request, reply) => {
      const outcome = await rotateAppSecret(deps, signedInUser(request), request.body.app_id);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );
};
