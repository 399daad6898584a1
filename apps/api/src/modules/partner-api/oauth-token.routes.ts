import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope, OAuthErrorBody, OAuthToken, OAuthTokenBody } from '@stock/contracts';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../http/http-error';
import { claimedClientId, clientCredentialsOf } from './oauth-client-auth';
import { OAUTH_MESSAGES, OAuthError } from './oauth-errors';
import { issueAccessToken } from './oauth-token.service';

/** Token requests a minute: a client needs one an hour, so these only stop guessing and runaway loops. */
const TOKEN_LIMITS = { perClient: 10, perAddress: 30 } as const;

/** RFC 6749 section 5.1: token answers, and refusals, must not be cached. */
const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };

function formBody(text: string): Record<string, string> {
  const params = new URLSearchParams(text);
  const body: Record<string, string> = {};
  for (const [name, value] of params) {
    if (name in body) throw new OAuthError(400, 'invalid_request', OAUTH_MESSAGES.repeated(name));
    body[name] = value;
  }
  return body;
}

/**
 * The token endpoint of the partner API. It answers RFC 6749's shapes rather than the app's envelope, because OAuth
 * client libraries read `access_token` and `error` at the top level; errors that are not the RFC's (413, 415, 429) keep
 * the envelope.
 */
export const oauthTokenRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, text, done) => {
    try {
      done(null, formBody(String(text)));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  app.setErrorHandler((error: FastifyError | OAuthError, _request, reply) => {
    if (error instanceof OAuthError) {
      // Section 5.2: a failed client authentication is 401 with a challenge for the scheme the client may use.
      if (error.statusCode === 401) reply.header('www-authenticate', 'Basic realm="partner API", charset="UTF-8"');
      return reply.code(error.statusCode).headers(NO_STORE).send({ error: error.code, error_description: error.message });
    }
    // A body that does not parse, or lacks or mistypes a parameter, is a malformed request to the RFC.
    if (('validation' in error && error.validation) || error.statusCode === 400) {
      return reply
        .code(400)
        .headers(NO_STORE)
        .send({ error: 'invalid_request', error_description: OAUTH_MESSAGES.badRequest(error.message) });
    }
    throw error;
  });

  // The route's own limit counts by address; this second count, by the client id claimed, needs the body, so it runs as
  // a preHandler (the plugin runs one limit per request, hence createRateLimit).
  const perClientLimit = app.createRateLimit({
    max: TOKEN_LIMITS.perClient,
    timeWindow: '1 minute',
    keyGenerator: (request) => `oauth-client:${claimedClientId(request) ?? request.ip}`,
  });
  const perClient = async (request: FastifyRequest) => {
    const limit = await perClientLimit(request);
    if (!limit.isAllowed && limit.isExceeded)
      throw new HttpError(429, OAUTH_MESSAGES.slowDown(limit.ttlInSeconds), undefined, limit.ttlInSeconds);
  };

  app.post(
    '/oauth/token',
    {
      schema: {
        tags: ['partner API v1'],
        summary: 'An access token for an OAuth app (client credentials grant, RFC 6749 section 4.4)',
        description:
          'Authenticate the app with HTTP Basic (client id and secret) or with client_id and client_secret in the body; ' +
          'the body is application/x-www-form-urlencoded as the RFC has it, or JSON. The token works on every /api/v1 ' +
          "route like a key, with its scopes and the app's limits, until it expires or the app is revoked. Answers and " +
          'refusals have the RFC shapes, not the envelope: invalid_client 401 (with WWW-Authenticate), invalid_request, ' +
          'invalid_grant, unsupported_grant_type, invalid_scope 400. At most 10 requests a minute per client and 30 per address (429).',
        security: [{ oauthClient: [] }, {}],
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: OAuthTokenBody,
        response: { 200: OAuthToken, 400: OAuthErrorBody, 401: OAuthErrorBody, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
      config: { rateLimit: { max: TOKEN_LIMITS.perAddress, timeWindow: '1 minute' } },
      preHandler: perClient,
    },
    async (request, reply) => {
      const token = await issueAccessToken(deps, request.body, () => clientCredentialsOf(request.headers.authorization, request.body));
      return reply.code(200).headers(NO_STORE).send(token);
    },
  );
};
