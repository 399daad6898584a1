import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, Health } from '@stock/contracts';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import { envelope } from '../../http/envelope';

export const healthRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: Envelope(Health), 503: Envelope(Health) },
      },
    },
    async (request, reply) => {
      const uptime_seconds = Math.round(process.uptime());
      try {
        await sql`SELECT 1`.execute(db);
        return reply.send(envelope(200, 'OK', { database: 'up' as const, uptime_seconds }));
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply
          .code(503)
          .send({ ...envelope(503, 'The database is unreachable.', { database: 'down' as const, uptime_seconds }), status: false });
      }
    },
  );
};
