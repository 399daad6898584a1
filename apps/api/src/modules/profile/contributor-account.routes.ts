import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContributorDeleted, DeleteContributorBody, Unsubscribed } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { deleteOwnContributorAccount, unsubscribeContributor } from './contributor-account.service';

export const contributorAccountRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const tags = ['profile'];
  const contributor = requireRole('contributor', deps);

  app.put(
    '/contributor/profile/delete',
    {
      schema: {
        tags,
        summary: "Delete the signed-in contributor's account",
        description:
          'Contributor. Confirmed with the password. The public profile is anonymised, files come off sale, sessions end; ' +
          'orders, licences and ledger history are kept. If the person also holds the buyer role, that account stays; ' +
          'otherwise all personal data is erased.',
        security: bearerSecurity,
        body: DeleteContributorBody,
        response: responses(ContributorDeleted),
      },
      onRequest: contributor,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const outcome = await deleteOwnContributorAccount(deps, signedInUser(request), request.body.password, request.ip);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/contributor/unSubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: "Unsubscribe the signed-in contributor's e-mail from the newsletter",
        description: 'Contributor. Succeeds also when the address was not subscribed, and says so.',
        security: bearerSecurity,
        response: responses(Unsubscribed),
      },
      onRequest: contributor,
    },
    async (request, reply) => {
      const outcome = await unsubscribeContributor(deps, signedInUser(request));
      return sendOk(reply, outcome.data, outcome.message);
    },
  );
};
