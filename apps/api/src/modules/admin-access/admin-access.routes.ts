import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminReauthBody, AdminReauthData } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { REAUTH_MINUTES, reauthenticate } from './reauth';

export const adminAccessRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  app.post(
    '/admin/reauth',
    {
      schema: {
        tags: ['admin'],
        summary: `Type the password again: sensitive actions (bank exports, role changes) are allowed for ${REAUTH_MINUTES} minutes`,
        security: bearerSecurity,
        body: AdminReauthBody,
        response: responses(AdminReauthData),
      },
      onRequest: requireRole('admin', deps),
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const outcome = await reauthenticate(deps, signedInUser(request), request.body.password, request.ip);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );
};
