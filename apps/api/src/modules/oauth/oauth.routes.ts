import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorEnvelope } from '@stock/contracts';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { responses, sendOk } from '../../http/envelope';
import { OAUTH_STATE_TTL_MINUTES } from './oauth.repo';
import {
  COMPLETE_PATH,
  configuredProviders,
  failureUrl,
  finishSignIn,
  OAUTH_PROVIDERS,
  providerClients,
  startSignIn,
} from './oauth.service';
import { OAuthFailure } from './providers';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const NAMES = { google: 'Google', facebook: 'Facebook' } as const;

const Providers = Type.Object({
  providers: Type.Array(Type.Union(OAUTH_PROVIDERS.map((provider) => Type.Literal(provider))), {
    description: 'The social sign-in providers configured on this server; the web app shows only these buttons.',
  }),
});

const StartQuery = Type.Object({
  role: Type.Union([Type.Literal('buyer'), Type.Literal('contributor')], { default: 'buyer', description: 'The role to sign in as' }),
  next: Type.Optional(
    Type.String({ maxLength: 2000, description: "A path on this site to open after signing in; must start with a single '/'" }),
  ),
  client_state: Type.Optional(
    Type.String({
      minLength: 22,
      maxLength: 128,
      pattern: '^[A-Za-z0-9_-]+$',
      description:
        'A random value the web app keeps in the browser; it comes back as `client_state` beside the token, and the web app ' +
        'refuses a token without the value it holds (a sign-in started by someone else).',
    }),
  ),
});

const CallbackQuery = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 4096 })),
  state: Type.Optional(Type.String({ maxLength: 512 })),
  error: Type.Optional(Type.String({ maxLength: 256 })),
  error_description: Type.Optional(Type.String({ maxLength: 2048 })),
});

const redirectResponse = (description: string) => ({
  302: Type.Null({ description }),
  '4xx': ErrorEnvelope,
  '5xx': ErrorEnvelope,
});

/** A redirect that carries a session token (in its fragment) must never be cached or leak through a referrer. */
function redirectPrivately(reply: FastifyReply, url: string) {
  reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  return reply.redirect(url, 302);
}

export const oauthRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const tags = ['auth'];
  const clients = providerClients(deps.config);

  app.get(
    '/auth/providers',
    {
      schema: { tags, summary: 'The social sign-in providers that are configured', description: 'Public.', response: responses(Providers) },
    },
    async (_request, reply) => sendOk(reply, { providers: configuredProviders(deps.config) }),
  );

  for (const provider of OAUTH_PROVIDERS) {
    app.get(
      `/auth/${provider}`,
      {
        schema: {
          tags,
          summary: `Start signing in with ${NAMES[provider]}`,
          description:
            `Public. Redirects (302) to ${NAMES[provider]} with an authorization-code request (state and PKCE S256); the ` +
            `state is good once, for ${OAUTH_STATE_TTL_MINUTES} minutes. A \`next\` that is not a path on this site is 400; ` +
            'a provider that is not configured is 404.',
          querystring: StartQuery,
          response: redirectResponse(`To ${NAMES[provider]}'s sign-in page`),
        },
        config: perMinute(30),
      },
      async (request, reply) => {
        const { role, next, client_state: clientState } = request.query;
        const url = await startSignIn(deps, clients, provider, { role, next, clientState });
        return redirectPrivately(reply, url);
      },
    );

    app.get(
      `/auth/${provider}/callback`,
      {
        schema: {
          tags,
          summary: `Where ${NAMES[provider]} returns after signing in`,
          description:
            `Public; ${NAMES[provider]} sends the browser here. Redirects (302) to the web app's \`${COMPLETE_PATH}\` with ` +
            '`#token=...&role=...&provider=...[&next=...][&client_state=...]` when signed in, or `#error=...&message=...&provider=...` when not ' +
            '(unknown, expired or reused state; refused consent; unverified e-mail; provider failure).',
          querystring: CallbackQuery,
          response: redirectResponse(`To the web app's ${COMPLETE_PATH} page, the outcome in the fragment`),
        },
        config: perMinute(30),
      },
      async (request, reply) => {
        try {
          const url = await finishSignIn(deps, clients, provider, request.query, {
            ip: request.ip,
            userAgent: request.headers['user-agent'],
          });
          return redirectPrivately(reply, url);
        } catch (error) {
          if (!(error instanceof OAuthFailure)) throw error;
          request.log.info({ provider, refusal: error.code }, 'social sign-in refused');
          return redirectPrivately(reply, failureUrl(deps.config, provider, error));
        }
      },
    );
  }
};
