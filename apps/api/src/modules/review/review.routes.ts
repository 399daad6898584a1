import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApproveBody, PagedReviewItems, RejectBody, ReviewDecisionResponse, ReviewQueueQuery } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { approveFile, rejectFile, reviewQueue } from './review.service';

/** The admins' review of submitted files. */
export const reviewRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const admin = { onRequest: requireRole('admin', deps) };
  const tags = ['admin'];
  const security = bearerSecurity;

  app.get(
    '/admin/review/queue',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Files in review, the longest waiting first',
        querystring: ReviewQueueQuery,
        response: responses(PagedReviewItems),
      },
    },
    async (request, reply) => sendOk(reply, await reviewQueue(deps, request.query)),
  );

  app.post(
    '/admin/review/approve',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Approve and publish a file in review',
        body: ApproveBody,
        response: responses(ReviewDecisionResponse),
      },
    },
    async (request, reply) => {
      const file = await approveFile(deps, signedInUser(request), request.body.media_id);
      // Search must show the file now, not when this process's cached answers expire.
      await request.server.purgePublicCache();
      return sendOk(reply, { file }, 'Approved and published.');
    },
  );

  app.post(
    '/admin/review/reject',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Reject a file in review with reasons and a note',
        body: RejectBody,
        response: responses(ReviewDecisionResponse),
      },
    },
    async (request, reply) =>
      sendOk(reply, { file: await rejectFile(deps, signedInUser(request), request.body) }, 'Rejected; the contributor is told why.'),
  );
};
