import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FetchQuery, SearchResults } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { responses, sendOk } from '../../http/envelope';
import { requestLanguage } from '../../http/request-language';
import { mediaTypeOf } from '../catalogue/media-type';
import { searchFilesIn } from './localised-search';
import { cleanSearchText } from './search-filters';
import { searchLogRecorder } from './search-log-recorder';

/**
 * The answer's totalCount, read without parsing 48 results. In JSON text a quote inside a string is always escaped, so
 * `"totalCount":` followed by digits is the key itself, and SearchResults has one.
 */
const totalCountOf = (payload: string) => Number(/"totalCount":(\d+)/.exec(payload)?.[1] ?? 0);

export const searchRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  const searchLog = searchLogRecorder(db, (error) => app.log.error({ err: error }, 'could not write the search log'));
  app.addHook('onClose', () => searchLog.close());

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
    async (request, reply) => sendOk(reply, await searchFilesIn(db, request.query, requestLanguage(request))),
  );

  // Runs for answers from the cache as well as fresh ones: every first-page search with words counts once.
  // A callback hook: it does no asynchronous work, and an async one costs every answer a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.url !== '/api/fetch' || reply.statusCode !== 200 || typeof payload !== 'string') return done(null, payload);
    const query = request.query as { query?: string; page_no?: number; type?: string };
    const text = cleanSearchText(query.query).toLowerCase();
    if (text && (query.page_no ?? 1) === 1) {
      searchLog.record({ query: text, type: mediaTypeOf(query.type), resultCount: totalCountOf(payload) });
    }
    done(null, payload);
  });
};
