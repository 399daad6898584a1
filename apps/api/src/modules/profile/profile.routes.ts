import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LastActivity, LastActivityBody, LocaleBody, ProfileUpdateBody, ROLES, UserData } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { HttpError } from '../../http/http-error';
import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE } from './avatar-upload';
import { contributorAccountRoutes } from './contributor-account.routes';
import { contributorProfileRoutes } from './contributor-profile.routes';
import { getLastActivity, getProfile, recordLastActivity, setOwnLocale, updateOwnProfile } from './profile.service';

declare module 'fastify' {
  interface FastifyRequest {
    avatarUpload?: Buffer;
  }
}

export const profileRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  // The profile form is multipart (the spec's client sends FormData); its text fields become the body.
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 20, fieldSize: 4096, files: 1, fileSize: AVATAR_MAX_BYTES, parts: 25 },
    // The one file the form may carry is the avatar; anything larger than the limit is refused as it streams in.
    onFile: async function (part) {
      if (part.fieldname !== 'avatar') {
        part.file.resume();
        return;
      }
      try {
        this.avatarUpload = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, AVATAR_TOO_LARGE);
        throw error;
      }
    },
  });
  await app.register(contributorAccountRoutes, deps);
  await app.register(contributorProfileRoutes, deps);
  const tags = ['profile'];
  const buyer = requireRole('buyer', deps);

  app.get(
    '/profile',
    {
      schema: { tags, summary: "The signed-in buyer's profile", security: bearerSecurity, response: responses(UserData) },
      onRequest: buyer,
    },
    async (request, reply) => {
      const outcome = await getProfile(deps, signedInUser(request));
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.put(
    '/profile/update',
    {
      schema: {
        tags,
        summary: "Update the signed-in buyer's name, phone, e-mail or avatar",
        description:
          'Buyer. multipart/form-data (or JSON) with any of name, phone, email, and an `avatar` picture (at most 10 MB; ' +
          'made into a square 256 px WebP). A new phone must be verified again; a new ' +
          'e-mail is held as pending and replaces the current one only when the code sent to it is entered at /verify/otp.',
        consumes: ['multipart/form-data', 'application/json'],
        security: bearerSecurity,
        body: ProfileUpdateBody,
        response: responses(UserData),
      },
      onRequest: buyer,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const outcome = await updateOwnProfile(deps, signedInUser(request), request.body, request.avatarUpload);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.patch(
    '/profile/locale',
    {
      schema: {
        tags,
        summary: 'Remember the interface language of whoever is signed in',
        description:
          'Any signed-in role, with its own token. The account keeps one language for all its roles; e-mails to it go ' +
          'out in that language.',
        security: bearerSecurity,
        body: LocaleBody,
        response: responses(UserData),
      },
      onRequest: requireRole(ROLES, deps),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const outcome = await setOwnLocale(deps, signedInUser(request), request.body.locale);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.get(
    '/last/activity',
    {
      schema: {
        tags,
        summary: 'The last page the signed-in buyer visited',
        description: 'Buyer. `data` is null until a page has been recorded.',
        security: bearerSecurity,
        response: responses(LastActivity),
      },
      onRequest: buyer,
    },
    async (request, reply) => {
      const outcome = await getLastActivity(deps, signedInUser(request));
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/last/activity',
    {
      schema: {
        tags,
        summary: 'Remember the page the signed-in buyer is on',
        security: bearerSecurity,
        body: LastActivityBody,
        response: responses(LastActivity),
      },
      onRequest: buyer,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const outcome = await recordLastActivity(deps, signedInUser(request), request.body.url, request.body.session_id);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );
};
