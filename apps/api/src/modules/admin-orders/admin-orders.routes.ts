import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminOrderQuery, PagedAdminOrders } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { findOrders } from './admin-orders.service';

export const adminOrderRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  app.get(
    '/admin/orders',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every order, newest first: by id, invoice number, or part of the buyer’s e-mail or name, and by status',
        security: bearerSecurity,
        querystring: AdminOrderQuery,
        response: responses(PagedAdminOrders),
      },
      onRequest: requireRole('admin', deps),
    },
    async (request, reply) => {
      const outcome = await findOrders(deps, request.query);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );
};
