import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminPayoutData, AdminPayoutListQuery, MarkPayoutFailedBody, MarkPayoutPaidBody, PagedAdminPayouts } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { invalidField } from '../../http/http-error';
import { decidePayout, listPayouts } from './payouts-admin.service';

export const adminPayoutRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const admin = requireRole('admin', deps);
  const tags = ['admin payouts'];

  app.get(
    '/admin/payouts',
    {
      schema: {
        tags,
        summary: 'Withdrawals to pay (status=pending, oldest first) or already decided',
        security: bearerSecurity,
        querystring: AdminPayoutListQuery,
        response: responses(PagedAdminPayouts),
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const outcome = await listPayouts(deps, request.query);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/admin/payouts/mark/paid',
    {
      schema: {
        tags,
        summary: 'Mark a pending withdrawal paid',
        security: bearerSecurity,
        body: MarkPayoutPaidBody,
        response: responses(AdminPayoutData),
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const { withdrawal_id, payout_reference } = request.body;
      const reference = payout_reference?.trim() || null;
      const outcome = await decidePayout(deps, signedInUser(request), withdrawal_id, { status: 'paid', reference });
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/admin/payouts/mark/failed',
    {
      schema: {
        tags,
        summary: 'Mark a pending withdrawal failed: its amount returns to the balance',
        security: bearerSecurity,
        body: MarkPayoutFailedBody,
        response: responses(AdminPayoutData),
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const { withdrawal_id, reason } = request.body;
      if (!reason.trim()) throw invalidField('reason', 'Say why the payout failed; the contributor is told.');
      const outcome = await decidePayout(deps, signedInUser(request), withdrawal_id, { status: 'failed', reason: reason.trim() });
      return sendOk(reply, outcome.data, outcome.message);
    },
  );
};
