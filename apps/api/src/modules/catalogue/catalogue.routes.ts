import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CategoriesQuery,
  CategoriesResponse,
  CategoryFilesResponse,
  CategoryTreeResponse,
  CollectionFilesQuery,
  CollectionFilesResponse,
  CollectionSuggestionQuery,
  CollectionsResponse,
  FileResponse,
  FilesByCategoryQuery,
  FilesByKeywordQuery,
  FilesQuery,
  FilesResponse,
  KeywordSuggestion,
  KeywordsResponse,
  KeywordsWithFilesResponse,
  LangQuery,
  MediaIdQuery,
  PagedFiles,
  PopularFilesQuery,
  SimilarFilesBody,
  SimilarFilesQuery,
  SimilarLimitQuery,
  SuggestionQuery,
  TrendingKeywordsResponse,
  TypeQuery,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { responses, sendOk } from '../../http/envelope';
import { invalidField } from '../../http/http-error';
import { pageWindow } from '../../http/pagination';
import { requestLanguage } from '../../http/request-language';
import { categoryCounts, categoryTree, filesByCategory, homeCategories, listCategories } from './categories.service';
import { collectionFiles, curatedCollections, suggestCollections } from './collections.service';
import { getFileDetail, listFiles, similarFiles } from './files.service';
import {
  filesByKeyword,
  keywordSuggestionsWithFiles,
  keywordsWithFiles,
  relatedKeywordsOfFile,
  trendingKeywords,
} from './keywords.service';
import {
  keywordSuggestionsIn,
  localiseCategories,
  localiseCategoryPage,
  localiseFileDetail,
  localiseKeywords,
} from './localised-catalogue';
import { mediaTypeOf } from './media-type';

const tags = ['catalogue'];

/** The spec's public catalogue calls: no token, only published files. */
export const catalogueRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  // Every read here is public and the same for everyone, so each may be served from the short public cache.
  app.addHook('onRoute', (route) => {
    if (route.method === 'GET') route.config = { ...route.config, publicCache: true };
  });
  app.get(
    '/files',
    {
      schema: {
        tags,
        summary: 'Home files, or the files of a curated collection',
        querystring: FilesQuery,
        response: responses(FilesResponse),
      },
    },
    async (request, reply) => {
      const { collection_id, limit = 48 } = request.query;
      const type = request.query.type ? mediaTypeOf(request.query.type) : undefined;
      if (collection_id !== undefined) {
        const page = await collectionFiles(db, collection_id, type, pageWindow({ limit }, 48));
        return sendOk(reply, { files: page.results });
      }
      const page = await listFiles(db, { type: type ?? 'IMAGE' }, 'trending', pageWindow({ limit }, 48));
      return sendOk(reply, { files: page.results });
    },
  );

  app.get(
    '/file',
    {
      schema: {
        tags,
        summary: 'One published file with its formats, keywords and previews',
        querystring: MediaIdQuery,
        response: responses(FileResponse),
      },
    },
    async (request, reply) => {
      return sendOk(reply, {
        file: await localiseFileDetail(db, requestLanguage(request), await getFileDetail(db, request.query.media_id)),
      });
    },
  );

  app.get(
    '/files/popular',
    { schema: { tags, summary: 'Trending or popular files', querystring: PopularFilesQuery, response: responses(PagedFiles) } },
    async (request, reply) => {
      const { is_trending, type } = request.query;
      const window = pageWindow(request.query, 48);
      return sendOk(reply, await listFiles(db, { type: mediaTypeOf(type) }, is_trending ? 'trending' : 'popular', window));
    },
  );

  app.get(
    '/files/by/category',
    {
      schema: {
        tags,
        summary: 'Files of a category and its subcategories',
        querystring: FilesByCategoryQuery,
        response: responses(CategoryFilesResponse),
      },
    },
    async (request, reply) => {
      const { category, category_id, parent_id, type } = request.query;
      if (category === undefined && category_id === undefined) throw invalidField('category_id', 'category_id or category is required');
      const result = await filesByCategory(
        db,
        { id: category_id, slug: category, parentId: parent_id },
        mediaTypeOf(type),
        pageWindow(request.query, 48),
      );
      return sendOk(reply, await localiseCategoryPage(db, requestLanguage(request), result));
    },
  );

  app.get(
    '/files/by/keyword',
    {
      schema: {
        tags,
        summary: 'Files that carry a keyword',
        querystring: FilesByKeywordQuery,
        response: responses(Type.Composite([PagedFiles, Type.Object({ keyword: KeywordSuggestion })])),
      },
    },
    async (request, reply) => {
      const { keyword, keyword_id, type } = request.query;
      if (keyword === undefined && keyword_id === undefined) throw invalidField('keyword', 'keyword or keyword_id is required');
      return sendOk(reply, await filesByKeyword(db, { id: keyword_id, keyword }, mediaTypeOf(type), pageWindow(request.query, 48)));
    },
  );

  app.get(
    '/similar/files',
    { schema: { tags, summary: 'Files like this one', querystring: SimilarFilesQuery, response: responses(FilesResponse) } },
    async (request, reply) => {
      const { media_id, type, limit = 20 } = request.query;
      const file = await getFileDetail(db, media_id);
      return sendOk(reply, { files: await similarFiles(db, { mediaId: media_id, type: type ? mediaTypeOf(type) : file.type, limit }) });
    },
  );

  app.post(
    '/similar/files',
    {
      schema: {
        tags,
        summary: 'Files sharing keywords with a file or a list of keywords',
        querystring: SimilarLimitQuery,
        body: SimilarFilesBody,
        response: responses(FilesResponse),
      },
    },
    async (request, reply) => {
      const { media_id, keyword_ids, type } = request.body;
      if (media_id === undefined && (keyword_ids ?? []).length === 0)
        throw invalidField('keyword_ids', 'media_id or keyword_ids is required');
      const files = await similarFiles(db, {
        mediaId: media_id,
        keywordIds: keyword_ids,
        type: mediaTypeOf(type),
        limit: request.query.limit ?? 20,
      });
      return sendOk(reply, { files });
    },
  );

  app.get(
    '/file/related/keywords',
    {
      schema: {
        tags,
        summary: "A file's keywords and those its look-alikes carry",
        querystring: MediaIdQuery,
        response: responses(KeywordsResponse),
      },
    },
    async (request, reply) =>
      sendOk(reply, {
        keywords: await localiseKeywords(db, requestLanguage(request), await relatedKeywordsOfFile(db, request.query.media_id)),
      }),
  );

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Categories of a type, or subcategories of parent_id',
        querystring: CategoriesQuery,
        response: responses(CategoriesResponse),
      },
    },
    async (request, reply) => {
      const categories = await listCategories(db, mediaTypeOf(request.query.type), request.query.parent_id);
      return sendOk(reply, { categories: await localiseCategories(db, requestLanguage(request), categories) });
    },
  );

  app.get(
    '/home/categories',
    {
      schema: {
        tags,
        summary: 'The categories of the home page, in the order and with the covers the operator chose',
        querystring: LangQuery,
        response: responses(CategoriesResponse),
      },
    },
    async (request, reply) =>
      sendOk(reply, { categories: await localiseCategories(db, requestLanguage(request), await homeCategories(db)) }),
  );

  app.get(
    '/all/categories',
    {
      schema: { tags, summary: 'The whole category tree of both types', querystring: LangQuery, response: responses(CategoryTreeResponse) },
    },
    async (request, reply) => {
      return sendOk(reply, { categories: await localiseCategories(db, requestLanguage(request), await categoryTree(db)) });
    },
  );

  app.get(
    '/categories/file/count',
    { schema: { tags, summary: 'File counts per category', querystring: TypeQuery, response: responses(CategoriesResponse) } },
    async (request, reply) => {
      const categories = await categoryCounts(db, mediaTypeOf(request.query.type));
      return sendOk(reply, { categories: await localiseCategories(db, requestLanguage(request), categories) });
    },
  );

  app.get(
    '/keywords/with/files',
    {
      schema: {
        tags,
        summary: 'Popular keywords, each with a few files',
        querystring: TypeQuery,
        response: responses(KeywordsWithFilesResponse),
      },
    },
    async (request, reply) => {
      const keywords = await keywordsWithFiles(db, mediaTypeOf(request.query.type));
      return sendOk(reply, { keywords: await localiseKeywords(db, requestLanguage(request), keywords) });
    },
  );

  app.get(
    '/keyword/suggestions',
    {
      schema: {
        tags,
        summary: 'Typeahead: keywords for what was typed, typo-tolerant',
        querystring: SuggestionQuery,
        response: responses(KeywordsResponse),
      },
    },
    async (request, reply) => {
      return sendOk(reply, { keywords: await keywordSuggestionsIn(db, requestLanguage(request), request.query.query) });
    },
  );

  app.get(
    '/keyword/suggestions/with/files',
    {
      schema: {
        tags,
        summary: 'Typeahead with a file for each keyword',
        querystring: SuggestionQuery,
        response: responses(KeywordsWithFilesResponse),
      },
    },
    async (request, reply) =>
      sendOk(reply, {
        keywords: await keywordSuggestionsWithFiles(db, request.query.query, mediaTypeOf(request.query.type), requestLanguage(request)),
      }),
  );

  app.get(
    '/trending/keyword',
    {
      schema: {
        tags,
        summary: 'What people search for most this week, in the reader’s language where the vocabulary knows the words',
        querystring: LangQuery,
        response: responses(TrendingKeywordsResponse),
      },
    },
    async (request, reply) => sendOk(reply, { trendingKeywords: await trendingKeywords(db, requestLanguage(request)) }),
  );

  const listCollections = async (type: string | undefined) => ({
    collections: await curatedCollections(db, type ? mediaTypeOf(type) : undefined),
  });
  app.get(
    '/collections',
    { schema: { tags, summary: 'Curated collections', querystring: TypeQuery, response: responses(CollectionsResponse) } },
    async (request, reply) => sendOk(reply, await listCollections(request.query.type)),
  );
  app.get(
    '/get/collections',
    { schema: { tags, summary: 'Curated collections (the same list)', querystring: TypeQuery, response: responses(CollectionsResponse) } },
    async (request, reply) => sendOk(reply, await listCollections(request.query.type)),
  );

  app.get(
    '/collection/suggestions',
    {
      schema: {
        tags,
        summary: 'Curated collections whose name matches',
        querystring: CollectionSuggestionQuery,
        response: responses(CollectionsResponse),
      },
    },
    async (request, reply) => sendOk(reply, { collections: await suggestCollections(db, request.query.query) }),
  );

  app.get(
    '/collection/files',
    {
      schema: {
        tags,
        summary: 'Files of a curated collection',
        querystring: CollectionFilesQuery,
        response: responses(CollectionFilesResponse),
      },
    },
    async (request, reply) => {
      const { collection_id, type } = request.query;
      return sendOk(reply, await collectionFiles(db, collection_id, type ? mediaTypeOf(type) : undefined, pageWindow(request.query, 48)));
    },
  );
};
