import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ModelReleaseResponse, ModelReleasesResponse, ReleaseIdQuery } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { fileResponses, responses, sendOk } from '../../http/envelope';
import { HttpError, invalidField } from '../../http/http-error';
import { assertUploadAllowance } from '../uploads/uploads.service';
import { createRelease, listReleases, RELEASE_MAX_BYTES, readableRelease, storeReleaseDocument } from './releases.service';

/** Model releases: uploaded once by the contributor, attached to files (PUT /contributor/file/update), read by admins. */
export const modelReleaseRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  await app.register(fastifyMultipart, { limits: { files: 1, fileSize: RELEASE_MAX_BYTES + 1, fields: 5, fieldSize: 1024, parts: 6 } });
  const contributor = { onRequest: requireRole('contributor', deps) };
  const tags = ['model releases'];
  const security = bearerSecurity;

  app.post(
    '/contributor/model_release',
    {
      ...contributor,
      // Each is up to 20 MB of private storage: a loop of them is refused long before the quota is the only limit.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary: 'Upload a model release (multipart: file, model_name, age_group)',
        description: '`file`: a PDF, JPEG or PNG (by content), at most 20 MB; `model_name`; `age_group`.',
        consumes: ['multipart/form-data'],
        response: responses(ModelReleaseResponse),
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      if (!request.isMultipart()) throw new HttpError(415, 'Send the release as multipart/form-data.');
      // A full quota is refused before any byte is stored; the document's own size is checked once it is known.
      await assertUploadAllowance(deps, user, 0, 0);
      const fields: Record<string, string> = {};
      let stored: Awaited<ReturnType<typeof storeReleaseDocument>> | undefined;
      for await (const part of request.parts()) {
        if (part.type === 'field') fields[part.fieldname] = String(part.value);
        else if (part.fieldname === 'file' && !stored) stored = await storeReleaseDocument(deps, user, part);
        else part.file.resume();
      }
      if (!stored) throw invalidField('file', 'Choose the signed release (PDF, JPEG or PNG).');
      const release = await createRelease(deps, user, stored, fields);
      return sendOk(reply, { release }, 'The model release is saved.');
    },
  );

  app.get(
    '/contributor/all/model_release',
    {
      ...contributor,
      schema: { tags, security, summary: 'Your model releases, newest first', response: responses(ModelReleasesResponse) },
    },
    async (request, reply) => sendOk(reply, await listReleases(deps, signedInUser(request))),
  );

  app.get(
    '/contributor/model_release/document',
    {
      onRequest: requireRole(['contributor', 'admin'], deps),
      schema: {
        tags,
        security,
        summary: 'The release document (its contributor, or an admin)',
        querystring: ReleaseIdQuery,
        response: fileResponses('The release document as uploaded (PDF or image)'),
      },
    },
    async (request, reply) => {
      const release = await readableRelease(deps, signedInUser(request), request.query.release_id);
      return reply
        .header('content-type', release.mime)
        .header('content-disposition', `inline; filename="${release.file_name.replace(/[^\w.-]+/g, '_')}"`)
        .header('cache-control', 'private, no-store')
        .send(deps.storage.createReadStream(release.storage_key));
    },
  );
};
