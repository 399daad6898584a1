import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminOrderParams, AdminOrderQuery, AdminOrderRefunds, AdminRefundBody, PagedAdminOrders } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { findOrders } from './admin-orders.service';
import { orderRefunds, refundOrder } from './order-refunds.service';

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

  app.get(
    '/admin/orders/:id/refunds',
    {
      schema: {
        tags: ['admin'],
        summary: 'An order’s refunds and credit notes, and what is left to refund',
        security: bearerSecurity,
        params: AdminOrderParams,
        response: responses(AdminOrderRefunds),
      },
      onRequest: requireRole('admin', deps),
    },
    async (request, reply) => {
      const outcome = await orderRefunds(deps, request.params.id);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/admin/orders/:id/refunds',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Refund a paid order, whole or in part, through its payment provider, with a credit note; above the threshold it needs POST /admin/reauth first',
        security: bearerSecurity,
        params: AdminOrderParams,
        body: AdminRefundBody,
        response: responses(AdminOrderRefunds),
      },
      onRequest: requireRole('admin', deps),
    },
    async (request, reply) => {
      const outcome = await refundOrder(deps, signedInUser(request), request.params.id, request.body, (error, message) =>
        request.log.error({ err: error }, message),
      );
      return sendOk(reply, outcome.data, outcome.message);
    },
  );
};
