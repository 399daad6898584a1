import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** The OpenAPI document is generated from the route schemas; its text must not depend on the environment. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Stock media marketplace API',
        version: '1.0.0',
        description:
          'Every response is an envelope `{ status, status_code, statusCode, message, data }`; lists carry ' +
          '`data: { results, totalCount, total_pages, page_no, limit }`. Errors use real HTTP codes with a readable message.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'sm_live_… or sm_test_… (a key), or sm_at_… (an OAuth access token)',
            description:
              'A partner API key from the developer area, or an access token of an OAuth app; every answer carries X-RateLimit-* and X-Quota-* headers.',
          },
          oauthClient: {
            type: 'http',
            scheme: 'basic',
            description: "An OAuth app's client id and secret (RFC 6749 section 2.3.1); the body may carry them instead.",
          },
        },
      },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
