import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FetchQuery,
  FileResponse,
  PagedPartnerLicences,
  PartnerDownloadData,
  PartnerFileParams,
  PartnerLicenceBody,
  PartnerLicenceData,
  PartnerLicenceParams,
  PartnerLicenceQuery,
  SearchResults,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { responses, sendOk } from '../../http/envelope';
import { getFileDetail } from '../catalogue/files.service';
import { searchFiles } from '../search/search.service';
import { admittedApiKey, apiKeySecurity, requireApiKey } from './api-key-auth';
import { partnerDownload, partnerLicences } from './partner-licences.service';
import { licenseForClient } from './partner-licensing.service';

const LIMITS =
  'Every answer carries X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset (the tighter of the per-minute ' +
  'limit and the monthly quota; X-Quota-* tell the month); 429 comes with Retry-After.';
const scoped = (scope: string, text = '') => `${text}${text ? ' ' : ''}Needs a key with the "${scope}" scope (403 without). ${LIMITS}`;

/** The partner API: a reseller's server calls it with an API key; every request is limited, counted and scoped. */
export const partnerApiRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const tags = ['partner API v1'];
  const security = apiKeySecurity;

  app.get(
    '/search',
    {
      schema: {
        tags,
        summary: 'Search published files, with filters, facets and sorting',
        description: scoped(
          'search',
          'The same search as the web site: words, "phrases", -exclusions, type, orientation, category, colour.',
        ),
        security,
        querystring: FetchQuery,
        response: responses(SearchResults),
      },
      onRequest: requireApiKey('search', deps),
    },
    async (request, reply) => sendOk(reply, await searchFiles(deps.db, request.query)),
  );

  app.get(
    '/files/:media_id',
    {
      schema: {
        tags,
        summary: 'One published file: its formats (what a licence names), keywords and watermarked previews',
        description: scoped('search'),
        security,
        params: PartnerFileParams,
        response: responses(FileResponse),
      },
      onRequest: requireApiKey('search', deps),
    },
    async (request, reply) => sendOk(reply, { file: await getFileDetail(deps.db, request.params.media_id) }),
  );

  app.post(
    '/licences',
    {
      schema: {
        tags,
        summary: 'License one format of a file at a tier for a named end client',
        description: scoped(
          'license',
          'A Standard licence uses the plan or a pack credit while they cover it, else the file price is charged to the ' +
            "account's default card (402 without one); Enhanced is always charged at its file price. The same format for " +
            'the same client again answers the licence it has and charges nothing (created: false). A sandbox key charges ' +
            'nothing and makes a TEST- licence.',
        ),
        security,
        body: PartnerLicenceBody,
        response: responses(PartnerLicenceData),
      },
      onRequest: requireApiKey('license', deps),
    },
    async (request, reply) => {
      const outcome = await licenseForClient(deps, admittedApiKey(request), request.body);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.get(
    '/licences',
    {
      schema: {
        tags,
        summary: "The account's licences, newest first, optionally of one client, project or PO number",
        description: scoped('license', 'A sandbox key lists its test licences.'),
        security,
        querystring: PartnerLicenceQuery,
        response: responses(PagedPartnerLicences),
      },
      onRequest: requireApiKey('license', deps),
    },
    async (request, reply) => {
      const outcome = await partnerLicences(deps, admittedApiKey(request), request.query);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/licences/:licence_number/download',
    {
      schema: {
        tags,
        summary: 'A download URL for a licence',
        description: scoped(
          'license',
          'A live licence answers a signed URL of the licensed file that lives minutes; a sandbox licence answers the public ' +
            'watermarked preview. A sandbox key asking for a live licence is refused with 403.',
        ),
        security,
        params: PartnerLicenceParams,
        response: responses(PartnerDownloadData),
      },
      onRequest: requireApiKey('license', deps),
    },
    async (request, reply) => {
      const outcome = await partnerDownload(deps, admittedApiKey(request), request.params.licence_number);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );
};
