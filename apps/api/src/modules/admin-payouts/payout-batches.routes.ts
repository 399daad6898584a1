import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreatePayoutBatchBody,
  PagedPayoutBatches,
  PayoutBatchData,
  PayoutBatchExport,
  PayoutBatchListQuery,
  PayoutBatchParams,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { createPayoutBatch, listPayoutBatches, payoutBatch } from './payout-batches.service';
import { exportPayoutBatch } from './payout-exports.service';

export const payoutBatchRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const admin = requireRole('admin', deps);
  const tags = ['admin payouts'];

  app.get(
    '/admin/payout-batches',
    {
      schema: {
        tags,
        summary: 'Payout batches, newest first, with their items',
        security: bearerSecurity,
        querystring: PayoutBatchListQuery,
        response: responses(PagedPayoutBatches),
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const outcome = await listPayoutBatches(deps, request.query);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.get(
    '/admin/payout-batches/:id',
    {
      schema: {
        tags,
        summary: 'One payout batch',
        security: bearerSecurity,
        params: PayoutBatchParams,
        response: responses(PayoutBatchData),
      },
      onRequest: admin,
    },
    async (request, reply) => sendOk(reply, await payoutBatch(deps, request.params.id)),
  );

  app.post(
    '/admin/payout-batches',
    {
      schema: {
        tags,
        summary: 'Approve pending withdrawals for payment as one batch',
        security: bearerSecurity,
        body: CreatePayoutBatchBody,
        response: responses(PayoutBatchData),
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const outcome = await createPayoutBatch(deps, signedInUser(request), request.body.withdrawal_ids);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/admin/payout-batches/:id/export',
    {
      schema: {
        tags,
        summary:
          'The bank files of a batch (SEPA pain.001 for IBANs, CSV for others) with full account numbers; needs POST /admin/reauth first',
        security: bearerSecurity,
        params: PayoutBatchParams,
        response: responses(PayoutBatchExport),
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const outcome = await exportPayoutBatch(deps, signedInUser(request), request.params.id);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );
};
