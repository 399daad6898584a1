import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FetchQuery, SearchResults } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { responses, sendOk } from '../../http/envelope';
import { searchFiles } from './search.service';

export const searchRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  app.get(
    '/fetch',
    {
      config: { publicCache: true },
      schema: {
        tags: ['search'],
        summary: 'Search published files: words, quoted phrases and -exclusions, with filters, facets and sorting',
        querystring: FetchQuery,
        response: responses(SearchResults),
      },
    },
    async (request, reply) => sendOk(reply, await searchFiles(db, request.query)),
  );
};
