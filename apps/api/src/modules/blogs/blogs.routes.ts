import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BlogByIdQuery,
  BlogBySlugQuery,
  BlogCategoriesResponse,
  BlogListQuery,
  BlogResponse,
  BlogSuggestionQuery,
  BlogSuggestionsResponse,
  BlogsResponse,
  LangQuery,
  PagedBlogs,
  SimilarBlogsQuery,
} from '@stock/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { BlogAudienceValue } from '../../db/schema';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { pageWindow } from '../../http/pagination';
import { requestLanguage } from '../../http/request-language';
import * as blogs from './blogs.service';

/** The spec's contributor blog calls, and the same calls for the buyers' blog (whose feed the spec names). */
const PATHS = {
  contributors: {
    list: '/contributor/blogs',
    byId: '/contributor/blog/by/id',
    bySlug: '/contributor/blog/by/slug',
    recent: '/contributor/recent/blogs',
    mostViewed: '/contributor/most/viewed/blogs',
    similar: '/contributor/blogs/similar',
    categories: '/contributor/blogs/related/categories',
    suggestion: '/contributor/blog/suggestion',
  },
  buyers: {
    list: '/blogs/feed',
    byId: '/blog/by/id',
    bySlug: '/blog/by/slug',
    recent: '/recent/blogs',
    mostViewed: '/most/viewed/blogs',
    similar: '/blogs/similar',
    categories: '/blogs/related/categories',
    suggestion: '/blog/suggestion',
  },
} as const;

function blogRoutesFor(audience: BlogAudienceValue): FastifyPluginAsyncTypebox<AppDeps> {
  return async (app, deps) => {
    const { db } = deps;
    const paths = PATHS[audience];
    // The buyers' blog is public; the contributors' blog needs a contributor token (spec section 6).
    const guard =
      audience === 'contributors' ? { onRequest: requireRole('contributor', deps), schema: { security: bearerSecurity } } : { schema: {} };
    const tags = [audience === 'buyers' ? 'blogs' : 'contributor blogs'];
    const reader = (request: FastifyRequest) =>
      blogs.readerKey(audience === 'contributors' ? signedInUser(request).id : undefined, request.ip, request.headers['user-agent']);

    app.get(
      paths.list,
      {
        ...guard,
        schema: {
          ...guard.schema,
          tags,
          summary: 'Published articles, newest first, 5 a page; query searches titles and text; in the reader’s language where translated',
          querystring: BlogListQuery,
          response: responses(PagedBlogs),
        },
      },
      async (request, reply) =>
        sendOk(reply, await blogs.listBlogs(db, audience, request.query, pageWindow(request.query, 5), requestLanguage(request))),
    );
    app.get(
      paths.byId,
      {
        ...guard,
        schema: {
          ...guard.schema,
          tags,
          summary: 'One article by id, in the reader’s language where translated; counts a view once per reader per day',
          querystring: BlogByIdQuery,
          response: responses(BlogResponse),
        },
      },
      async (request, reply) =>
        sendOk(reply, { blog: await blogs.readBlog(db, audience, { id: request.query.id }, reader(request), requestLanguage(request)) }),
    );
    app.get(
      paths.bySlug,
      {
        ...guard,
        schema: {
          ...guard.schema,
          tags,
          summary: 'One article by its address, in the reader’s language where translated; counts a view once per reader per day',
          querystring: BlogBySlugQuery,
          response: responses(BlogResponse),
        },
      },
      async (request, reply) =>
        sendOk(reply, {
          blog: await blogs.readBlog(db, audience, { slug: request.query.slug }, reader(request), requestLanguage(request)),
        }),
    );
    app.get(
      paths.recent,
      {
        ...guard,
        schema: { ...guard.schema, tags, summary: 'The newest articles', querystring: LangQuery, response: responses(BlogsResponse) },
      },
      async (request, reply) => sendOk(reply, { blogs: await blogs.recentBlogs(db, audience, requestLanguage(request)) }),
    );
    app.get(
      paths.mostViewed,
      {
        ...guard,
        schema: { ...guard.schema, tags, summary: 'The most read articles', querystring: LangQuery, response: responses(BlogsResponse) },
      },
      async (request, reply) => sendOk(reply, { blogs: await blogs.mostViewedBlogs(db, audience, requestLanguage(request)) }),
    );
    app.get(
      paths.similar,
      {
        ...guard,
        schema: {
          ...guard.schema,
          tags,
          summary: 'Articles in the same category, then sharing tags',
          querystring: SimilarBlogsQuery,
          response: responses(BlogsResponse),
        },
      },
      async (request, reply) =>
        sendOk(reply, {
          blogs: await blogs.similarBlogs(db, audience, request.query.blog_id, request.query.blog_category_id, requestLanguage(request)),
        }),
    );
    app.get(
      paths.categories,
      {
        ...guard,
        schema: { ...guard.schema, tags, summary: 'Categories with published articles', response: responses(BlogCategoriesResponse) },
      },
      async (_request, reply) => sendOk(reply, { categories: await blogs.blogCategories(db, audience) }),
    );
    app.get(
      paths.suggestion,
      {
        ...guard,
        schema: {
          ...guard.schema,
          tags,
          summary: 'Typeahead: article titles for what was typed, in the reader’s language where translated',
          querystring: BlogSuggestionQuery,
          response: responses(BlogSuggestionsResponse),
        },
      },
      async (request, reply) =>
        sendOk(reply, { suggestions: await blogs.blogSuggestions(db, audience, request.query.query, requestLanguage(request)) }),
    );
  };
}

export const buyerBlogRoutes = blogRoutesFor('buyers');
export const contributorBlogRoutes = blogRoutesFor('contributors');
