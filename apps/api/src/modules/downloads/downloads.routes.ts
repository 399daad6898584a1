import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  DownloadBody,
  DownloadData,
  DownloadStatusData,
  DownloadStatusQuery,
  LicenceCertificateQuery,
  LicenceHistoryQuery,
  LicencePage,
  SignedDownloadQuery,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { requestLanguage } from '../../http/request-language';
import { readerLocaleOfUser } from '../../mail/reader-locale';
import { licensedDownload } from './download.service';
import { downloadStatus } from './download-status.service';
import { buyerLicences, licenceCertificate } from './licences.service';
import { deliverLicensedFile } from './licensed-delivery';

const FileResponse = { 200: Type.String({ format: 'binary' }), '4xx': Type.Any() };

const attachment = (fileName: string) => `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`;

export const downloadRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const tags = ['downloads'];
  const buyer = requireRole('buyer', deps);

  app.post(
    '/buyer/file/download',
    {
      schema: {
        tags,
        summary: 'License a format of a file and get a short-lived signed URL to it',
        description:
          'Buyer. Uses one download of the plan (or a pack credit) unless the file was licensed before; records the licence ' +
          'and the contributor royalty. 403 with a message when there is no plan or quota; 404 for an unpublished file.',
        security: bearerSecurity,
        body: DownloadBody,
        response: responses(DownloadData),
      },
      onRequest: buyer,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const outcome = await licensedDownload(deps, signedInUser(request), request.body.media_format_id);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.get(
    '/buyer/file/download/status',
    {
      schema: {
        tags,
        summary: 'Whether the size a download answered is ready, or how far its preparation is',
        description:
          "Buyer; the licence must be the holder's. The original is always ready; a smaller size is rendered once, by a " +
          'worker, on its first download: `preparing` with `progress` in percent until it is `ready` (the signed URL ' +
          'then starts at once), or `failed` with the reason in the message (a new download request tries again).',
        security: bearerSecurity,
        querystring: DownloadStatusQuery,
        response: responses(DownloadStatusData),
      },
      onRequest: buyer,
    },
    async (request, reply) => {
      const outcome = await downloadStatus(deps, signedInUser(request), request.query);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.get(
    '/download/licensed',
    {
      schema: {
        tags,
        summary: 'The licensed file a signed URL names (no token: the signature is the permission)',
        description:
          '403 when the signature does not match or the link expired. A size still being rendered is waited for up to ' +
          'LICENSED_RENDER_WAIT_SECONDS, then 503 with Retry-After; 503 too when its render failed.',
        querystring: SignedDownloadQuery,
        produces: ['application/octet-stream'],
        response: FileResponse,
      },
    },
    async (request, reply) => {
      const delivery = await deliverLicensedFile(deps, request.query);
      return reply
        .header('content-type', delivery.mime)
        .header('content-length', delivery.bytes)
        .header('content-disposition', attachment(delivery.fileName))
        .header('cache-control', 'private, no-store')
        .send(delivery.stream);
    },
  );

  app.get(
    '/buyer/licences',
    {
      schema: {
        tags,
        summary: "The buyer's licences (a team's: every member's), newest first",
        description: 'reference: only licences whose client, project or PO number contains it.',
        security: bearerSecurity,
        querystring: LicenceHistoryQuery,
        response: responses(LicencePage),
      },
      onRequest: buyer,
    },
    async (request, reply) => {
      const outcome = await buyerLicences(deps, signedInUser(request), request.query, requestLanguage(request));
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.get(
    '/buyer/licence/certificate',
    {
      schema: {
        tags,
        summary: 'A licence certificate as a PDF',
        security: bearerSecurity,
        querystring: LicenceCertificateQuery,
        produces: ['application/pdf'],
        response: { 200: Type.String({ format: 'binary', description: 'application/pdf' }), '4xx': Type.Any() },
      },
      onRequest: buyer,
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const locale = await readerLocaleOfUser(deps.db, user.id, requestLanguage(request));
      const { fileName, pdf } = await licenceCertificate(deps, user, request.query.licence_id, locale);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(fileName))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
