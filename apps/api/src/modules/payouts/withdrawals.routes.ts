import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PagedWithdrawals, WithdrawalData, WithdrawalListQuery, WithdrawBody } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { listOwnWithdrawals, withdraw } from './withdrawals.service';

export const withdrawalRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const contributor = requireRole('contributor', deps);
  const tags = ['earnings'];

  app.post(
    '/contributor/withdraw',
    {
      schema: {
        tags,
        summary: 'Withdraw part or all of the available balance to the bank account',
        description:
          'Contributor. `amount` in US dollars (at most two decimals). Needs verified bank details; at least the payout ' +
          'minimum (default $35); at most the available balance. The amount is reserved in the ledger at once (pending) ' +
          'and an admin marks it paid or failed. The contributor is e-mailed at each step.',
        security: bearerSecurity,
        body: WithdrawBody,
        response: responses(WithdrawalData),
      },
      onRequest: contributor,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const outcome = await withdraw(deps, signedInUser(request), request.body.amount);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.get(
    '/contributor/withdrawals',
    {
      schema: {
        tags,
        summary: "The contributor's withdrawals, newest first, with their status",
        security: bearerSecurity,
        querystring: WithdrawalListQuery,
        response: responses(PagedWithdrawals),
      },
      onRequest: contributor,
    },
    async (request, reply) => {
      const outcome = await listOwnWithdrawals(deps, signedInUser(request), request.query);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );
};
