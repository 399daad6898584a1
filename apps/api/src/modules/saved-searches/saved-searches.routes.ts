import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DeletedSavedSearch,
  SavedSearchesResponse,
  SavedSearchIdBody,
  SavedSearchResponse,
  SaveSearchBody,
  UpdateSavedSearchBody,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { requestLanguage } from '../../http/request-language';
import { changeSavedSearch, removeSavedSearch, savedSearches, saveSearch, visitSavedSearch } from './saved-searches.service';

const tags = ['saved searches'];

/** Saved searches (not in the spec; named the way its buyer calls are). */
export const savedSearchRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const buyer = requireRole('buyer', deps);
  const security = bearerSecurity;

  app.get(
    '/buyer/saved/searches',
    {
      schema: {
        tags,
        summary: "The buyer's saved searches with the files new since each was last opened",
        security,
        response: responses(SavedSearchesResponse),
      },
      onRequest: buyer,
    },
    async (request, reply) => sendOk(reply, await savedSearches(deps, signedInUser(request), requestLanguage(request))),
  );

  app.post(
    '/buyer/save/search',
    {
      schema: {
        tags,
        summary: 'Save a search: its query and the filters of GET /fetch',
        description: `Buyer. Without a name one is made from the words and the type, in the reader’s language each time it is read. The same search twice is refused (409); at most 50.`,
        security,
        body: SaveSearchBody,
        response: responses(SavedSearchResponse),
      },
      onRequest: buyer,
    },
    async (request, reply) =>
      sendOk(reply, await saveSearch(deps, signedInUser(request), request.body, requestLanguage(request)), 'Search saved'),
  );

  app.put(
    '/buyer/saved/search/update',
    {
      schema: {
        tags,
        summary: 'Rename a saved search or turn its daily e-mail on or off',
        security,
        body: UpdateSavedSearchBody,
        response: responses(SavedSearchResponse),
      },
      onRequest: buyer,
    },
    async (request, reply) =>
      sendOk(reply, await changeSavedSearch(deps, signedInUser(request), request.body, requestLanguage(request)), 'Saved search updated'),
  );

  app.post(
    '/buyer/saved/search/visit',
    {
      schema: {
        tags,
        summary: 'Mark a saved search as opened now: its new files count as seen',
        security,
        body: SavedSearchIdBody,
        response: responses(SavedSearchResponse),
      },
      onRequest: buyer,
    },
    async (request, reply) =>
      sendOk(reply, await visitSavedSearch(deps, signedInUser(request), request.body.saved_search_id, requestLanguage(request))),
  );

  app.put(
    '/buyer/saved/search/delete',
    {
      schema: { tags, summary: 'Delete a saved search', security, body: SavedSearchIdBody, response: responses(DeletedSavedSearch) },
      onRequest: buyer,
    },
    async (request, reply) =>
      sendOk(reply, await removeSavedSearch(deps, signedInUser(request), request.body.saved_search_id), 'Saved search deleted'),
  );
};
