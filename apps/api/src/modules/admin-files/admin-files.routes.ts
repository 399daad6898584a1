import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminFileData, AdminFileEditBody, AdminFileQuery, PagedAdminFiles, RestoreFileBody, TakeDownBody } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { editFile, findFiles, restoreFile, takeDownFile } from './admin-files.service';

export const adminFileRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const admin = requireRole('admin', deps);
  const tags = ['admin files'];

  app.get(
    '/admin/files',
    {
      schema: {
        tags,
        summary: 'Search all files by status, contributor, upload date or title',
        security: bearerSecurity,
        querystring: AdminFileQuery,
        response: responses(PagedAdminFiles),
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const outcome = await findFiles(deps, request.query);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/admin/files/take-down',
    {
      schema: {
        tags,
        summary: 'Take a published file off sale (rights complaint, quality, model release); licences already sold remain',
        security: bearerSecurity,
        body: TakeDownBody,
        response: responses(AdminFileData),
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const { media_id: mediaId, ground, reason } = request.body;
      const outcome = await takeDownFile(deps, signedInUser(request), { mediaId, ground, reason: reason.trim() });
      await request.server.purgePublicCache();
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/admin/files/restore',
    {
      schema: {
        tags,
        summary: 'Put a taken-down file back on sale',
        security: bearerSecurity,
        body: RestoreFileBody,
        response: responses(AdminFileData),
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const outcome = await restoreFile(deps, signedInUser(request), request.body.media_id, request.body.reason.trim());
      await request.server.purgePublicCache();
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/admin/files/edit',
    {
      schema: {
        tags,
        summary: 'Correct a file’s title, description or category',
        security: bearerSecurity,
        body: AdminFileEditBody,
        response: responses(AdminFileData),
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const outcome = await editFile(deps, signedInUser(request), { ...request.body, reason: request.body.reason.trim() });
      await request.server.purgePublicCache();
      return sendOk(reply, outcome.data, outcome.message);
    },
  );
};
