import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  type ContributorFile,
  ContributorFileResponse,
  ContributorMediaIdQuery,
  UploadLimits,
  type UploadRejection,
  UploadResult,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { HttpError, invalidField } from '../../http/http-error';
import { discardReceived, receiveMultipartFiles } from './multipart-upload';
import { tusUploadRoutes } from './tus.routes';
import { readUploadFields } from './upload-fields';
import { scheduleUploadSweeps } from './upload-sweeps';
import { acceptUpload, assertUploadAllowance, replaceUploadedOriginal, requireJobs, uploadLimitsFor } from './uploads.service';

const MAX_FILES_PER_REQUEST = 50;

/** Whole sentences per plural form, so that each language can word them. */
function uploadedMessage(accepted: number, refused: number): string {
  if (refused === 0) return accepted === 1 ? '1 file uploaded.' : `${accepted} files uploaded.`;
  return accepted === 1 ? `1 file uploaded, ${refused} refused.` : `${accepted} files uploaded, ${refused} refused.`;
}

/** Uploads by multipart (the spec's call, several files at once) and by tus (resumable), and their limits. */
export const uploadRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const { config } = deps;
  const limits = config.uploads;
  await app.register(fastifyMultipart, {
    limits: {
      files: MAX_FILES_PER_REQUEST,
      // Our own check refuses at each type's limit as the bytes stream; this only backs it up.
      fileSize: Math.max(limits.image.maxBytes, limits.video.maxBytes) + 1024 * 1024,
      fields: 10,
      fieldSize: 4096,
      parts: MAX_FILES_PER_REQUEST + 10,
    },
  });
  await app.register(tusUploadRoutes, deps);
  scheduleUploadSweeps(app, deps);
  const contributor = { onRequest: requireRole('contributor', deps) };
  const tags = ['contributor uploads'];
  const security = bearerSecurity;

  app.get(
    '/contributor/upload/limits',
    {
      ...contributor,
      schema: { tags, security, summary: 'What an upload must be, and your allowance today', response: responses(UploadLimits) },
    },
    async (request, reply) => sendOk(reply, await uploadLimitsFor(deps, signedInUser(request))),
  );

  app.post(
    '/contributor/upload',
    {
      ...contributor,
      schema: {
        tags,
        security,
        summary: 'Upload one or more images or videos (multipart)',
        description:
          'multipart/form-data: `files` (one or more), optional `status` (DRAFT), `title`, `type` (IMAGE or VIDEO). Each file is ' +
          'checked by its content; accepted files are stored as drafts and processed in the background.',
        consumes: ['multipart/form-data'],
        response: responses(UploadResult),
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { lease } = requireJobs(deps);
      await assertUploadAllowance(deps, user, Number(request.headers['content-length'] ?? 0));
      const received = await receiveMultipartFiles(request, config, ['files', 'files[]', 'file'], lease.id);
      let fields: ReturnType<typeof readUploadFields>;
      try {
        fields = readUploadFields(received.fields);
      } catch (error) {
        await discardReceived(received);
        throw error;
      }
      const accepted: ContributorFile[] = [];
      const refused: UploadRejection[] = [...received.refused];
      for (const { file, fileName } of received.files) {
        try {
          accepted.push(await acceptUpload(deps, user, { file, fileName, ...fields }));
        } catch (error) {
          if (!(error instanceof HttpError)) {
            await discardReceived(received);
            throw error;
          }
          refused.push({ file_name: fileName, status_code: error.statusCode, message: error.message });
        }
      }
      if (accepted.length === 0) {
        const first = refused[0];
        if (!first) throw invalidField('files', 'Choose at least one image or video to upload.');
        throw new HttpError(
          first.status_code,
          first.message,
          refused.map((r) => ({ field: r.file_name, message: r.message })),
        );
      }
      return sendOk(reply, { files: accepted, rejected: refused }, uploadedMessage(accepted.length, refused.length));
    },
  );

  app.post(
    '/contributor/file/replace',
    {
      ...contributor,
      schema: {
        tags,
        security,
        summary: 'Replace the original of a DRAFT or rejected file (multipart `file`)',
        consumes: ['multipart/form-data'],
        querystring: ContributorMediaIdQuery,
        response: responses(ContributorFileResponse),
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { lease } = requireJobs(deps);
      const received = await receiveMultipartFiles(request, config, ['file', 'files'], lease.id);
      const [first, ...extra] = received.files;
      await discardReceived({ ...received, files: extra });
      if (!first) {
        const refusal = received.refused[0];
        if (refusal) throw new HttpError(refusal.status_code, refusal.message);
        throw invalidField('file', 'Choose the new image or video.');
      }
      const file = await replaceUploadedOriginal(deps, user, request.query.media_id, { file: first.file, fileName: first.fileName });
      return sendOk(reply, { file }, 'The file is replaced and is being processed again.');
    },
  );
};
