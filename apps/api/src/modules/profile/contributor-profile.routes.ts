import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContributorProfileData, ContributorProfileUpdateBody } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { getOwnContributorProfile, updateOwnContributorProfile } from './contributor-profile.service';

/** Registered inside the profile plugin, whose multipart parser puts an `avatar` file on the request. */
export const contributorProfileRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  app.get(
    '/contributor/profile',
    {
      schema: {
        tags: ['profile'],
        summary: "The signed-in contributor's public profile",
        security: bearerSecurity,
        response: responses(ContributorProfileData),
      },
      onRequest: requireRole('contributor', deps),
    },
    async (request, reply) => {
      const outcome = await getOwnContributorProfile(deps, signedInUser(request));
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.put(
    '/contributor/profile/update',
    {
      schema: {
        tags: ['profile'],
        summary: "Update the signed-in contributor's public profile",
        description:
          'Contributor. multipart/form-data (or JSON) with any of display_name, bio, location, links (repeat the field, up to ' +
          '5 web addresses) and an `avatar` picture (at most 10 MB; made into a square 256 px WebP).',
        consumes: ['multipart/form-data', 'application/json'],
        security: bearerSecurity,
        body: ContributorProfileUpdateBody,
        response: responses(ContributorProfileData),
      },
      onRequest: requireRole('contributor', deps),
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const outcome = await updateOwnContributorProfile(deps, signedInUser(request), request.body, request.avatarUpload);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );
};
