import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import {
  ContributorCatalogue,
  ContributorFileResponse,
  ContributorFilesQuery,
  ContributorKeywordSuggestions,
  ContributorMediaIdQuery,
  type FileDeleteParams,
  FileDeleteQuery,
  FileDeleteResult,
  FileUpdateBody,
  KeywordSuggestionsQuery,
  PagedContributorFiles,
  SubmitFilesBody,
  SubmitFilesResult,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { invalidField } from '../../http/http-error';
import { requestLanguage } from '../../http/request-language';
import * as files from './contributor-files.service';

const isDeleteParams = TypeCompiler.Compile(FileDeleteQuery);

/** A contributor's own files: listed by status, read with their history, edited, submitted and deleted. */
export const contributorFileRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const contributor = { onRequest: requireRole('contributor', deps) };
  const tags = ['contributor files'];
  const security = bearerSecurity;

  app.get(
    '/contributor/files',
    {
      ...contributor,
      schema: {
        tags,
        security,
        summary: 'Your files by status, newest first',
        querystring: ContributorFilesQuery,
        response: responses(PagedContributorFiles),
      },
    },
    async (request, reply) => sendOk(reply, await files.listOwnFilesPage(deps, signedInUser(request), request.query)),
  );

  app.get(
    '/contributor/file',
    {
      ...contributor,
      schema: {
        tags,
        security,
        summary: 'One of your files, with its processing state, near-duplicates and history',
        querystring: ContributorMediaIdQuery,
        response: responses(ContributorFileResponse),
      },
    },
    async (request, reply) => sendOk(reply, { file: await files.ownFileDetail(deps.db, signedInUser(request), request.query.media_id) }),
  );

  app.get(
    '/contributor/catalog/files',
    {
      ...contributor,
      schema: {
        tags,
        security,
        summary: 'Your catalogue: counts per status, what needs attention, latest uploads',
        response: responses(ContributorCatalogue),
      },
    },
    async (request, reply) => sendOk(reply, await files.ownCatalogue(deps, signedInUser(request))),
  );

  app.put(
    '/contributor/file/update',
    {
      ...contributor,
      schema: {
        tags,
        security,
        summary: "Edit a file's title, description, keywords, category, people and releases; optionally submit it",
        body: FileUpdateBody,
        response: responses(ContributorFileResponse),
      },
    },
    async (request, reply) => {
      const file = await files.updateOwnFile(deps, signedInUser(request), request.body, requestLanguage(request));
      return sendOk(reply, { file }, file.status === 'inreview' ? 'Saved and submitted for review.' : 'Saved.');
    },
  );

  app.post(
    '/contributor/file/submit',
    {
      ...contributor,
      schema: {
        tags,
        security,
        summary: 'Submit DRAFT or rejected files for review',
        body: SubmitFilesBody,
        response: responses(SubmitFilesResult),
      },
    },
    async (request, reply) => {
      const result = await files.submitOwnFiles(deps, signedInUser(request), request.body.media_ids);
      const count = result.submitted.length;
      return sendOk(reply, result, count === 1 ? '1 file submitted for review.' : `${count} files submitted for review.`);
    },
  );

  app.put(
    '/contributor/file/delete',
    {
      ...contributor,
      schema: {
        tags,
        security,
        summary: 'Delete a file (DRAFT, inreview, rejected) or take a published one off sale',
        description: '`status` and `media_id` in the JSON body or the query string.',
        querystring: FileDeleteQuery,
        response: responses(FileDeleteResult),
      },
    },
    async (request, reply) => {
      // The body is optional (the spec's client may send the two values in the query), so it is checked here.
      const body = request.body ?? {};
      if (!isDeleteParams.Check(body))
        throw invalidField('body', 'Send status and media_id (DRAFT, inreview, rejected or published; a file id).');
      const given = { ...request.query, ...body };
      if (given.media_id === undefined) throw invalidField('media_id', 'media_id is required.');
      if (given.status === undefined) throw invalidField('status', 'status is required.');
      const params: FileDeleteParams = { media_id: given.media_id, status: given.status };
      const result = await files.deleteOwnFile(deps, signedInUser(request), params);
      if (result.outcome === 'removed') await request.server.purgePublicCache();
      return sendOk(
        reply,
        result,
        result.outcome === 'removed'
          ? 'The file is no longer for sale. Buyers who licensed it keep their downloads.'
          : 'The file is deleted.',
      );
    },
  );

  app.get(
    '/contributor/keyword/suggestions',
    {
      ...contributor,
      schema: {
        tags,
        security,
        summary: "Keyword suggestions from a title and from similar published files' keywords",
        querystring: KeywordSuggestionsQuery,
        response: responses(ContributorKeywordSuggestions),
      },
    },
    async (request, reply) => sendOk(reply, await files.suggestKeywordsFor(deps, signedInUser(request), request.query)),
  );
};
