import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminResellerApplicationData,
  AdminResellerQuery,
  PagedResellerApplications,
  ResellerApplicationBody,
  ResellerApplicationData,
  ResellerDecisionBody,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { applyAsReseller, decideResellerApplication, findApplications, myApplication } from './reseller-applications.service';

export const resellerApplicationRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const buyer = requireRole('buyer', deps);
  const admin = requireRole('admin', deps);

  app.get(
    '/buyer/reseller/application',
    {
      schema: {
        tags: ['reseller'],
        summary: "The signed-in buyer's latest reseller application and its decision",
        security: bearerSecurity,
        response: responses(ResellerApplicationData),
      },
      onRequest: buyer,
    },
    async (request, reply) => {
      const outcome = await myApplication(deps, signedInUser(request));
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/buyer/reseller/application',
    {
      schema: {
        tags: ['reseller'],
        summary: 'Apply to the reseller programme with company details',
        description: 'Buyer. 409 while an application is pending, or once the account is approved; a declined applicant may apply again.',
        security: bearerSecurity,
        body: ResellerApplicationBody,
        response: responses(ResellerApplicationData),
      },
      onRequest: buyer,
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const outcome = await applyAsReseller(deps, signedInUser(request), request.body);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.get(
    '/admin/reseller-applications',
    {
      schema: {
        tags: ['admin resellers'],
        summary: 'Reseller applications, newest first, optionally of one status',
        security: bearerSecurity,
        querystring: AdminResellerQuery,
        response: responses(PagedResellerApplications),
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const outcome = await findApplications(deps, request.query);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/admin/reseller-applications/decide',
    {
      schema: {
        tags: ['admin resellers'],
        summary: 'Approve or decline a pending reseller application, with a reason; the applicant is e-mailed',
        security: bearerSecurity,
        body: ResellerDecisionBody,
        response: responses(AdminResellerApplicationData),
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const outcome = await decideResellerApplication(deps, signedInUser(request), request.body);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );
};
