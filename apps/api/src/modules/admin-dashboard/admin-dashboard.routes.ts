import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DashboardData, EarningsGraphQuery } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { dashboard } from './admin-dashboard.service';

export const adminDashboardRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  app.get(
    '/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: 'Revenue, licences, sign-ups and uploads per day, week or month of a period; the review backlog and payouts due now',
        security: bearerSecurity,
        querystring: EarningsGraphQuery,
        response: responses(DashboardData),
      },
      onRequest: requireRole('admin', deps),
    },
    async (request, reply) => {
      const outcome = await dashboard(deps, request.query);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );
};
