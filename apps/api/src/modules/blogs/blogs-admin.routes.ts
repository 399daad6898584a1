import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AdminBlogResponse,
  AdminBlogsQuery,
  BlogIdParams,
  BlogPreview,
  BlogPreviewBody,
  PagedAdminBlogs,
  SaveBlogPostBody,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { pageWindow } from '../../http/pagination';
import { adminBlogCategoryRoutes } from './blog-categories-admin.routes';
import { adminBlogImageRoutes } from './blog-images-admin.routes';
import { adminBlogTranslationRoutes } from './blog-translations-admin.routes';
import * as blogs from './blogs.service';

/** Writing the blogs: admins only. */
export const adminBlogRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const admin = { onRequest: requireRole('admin', deps) };
  const tags = ['admin'];
  await app.register(adminBlogImageRoutes, deps);
  await app.register(adminBlogCategoryRoutes, deps);
  await app.register(adminBlogTranslationRoutes, deps);

  app.get(
    '/admin/blogs',
    {
      ...admin,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Every article, drafts included',
        querystring: AdminBlogsQuery,
        response: responses(PagedAdminBlogs),
      },
    },
    async (request, reply) => {
      const { audience, status, blog_category_id, query } = request.query;
      return sendOk(
        reply,
        await blogs.listAllBlogs(db, { audience, status, categoryId: blog_category_id, text: query }, pageWindow(request.query, 20)),
      );
    },
  );
  app.get(
    '/admin/blogs/:id',
    {
      ...admin,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'One article as its editor sees it, whatever its status',
        params: BlogIdParams,
        response: responses(AdminBlogResponse),
      },
    },
    async (request, reply) => sendOk(reply, { blog: await blogs.readAnyBlog(db, request.params.id) }),
  );
  app.post(
    '/admin/blogs',
    {
      ...admin,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Write an article',
        body: SaveBlogPostBody,
        response: responses(AdminBlogResponse),
      },
    },
    async (request, reply) =>
      sendOk(reply, { blog: await blogs.createBlog(db, signedInUser(request).id, request.body) }, 'The article is saved.'),
  );
  app.put(
    '/admin/blogs/:id',
    {
      ...admin,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Change an article',
        params: BlogIdParams,
        body: SaveBlogPostBody,
        response: responses(AdminBlogResponse),
      },
    },
    async (request, reply) => sendOk(reply, { blog: await blogs.updateBlog(db, request.params.id, request.body) }, 'The article is saved.'),
  );
  app.delete(
    '/admin/blogs/:id',
    {
      ...admin,
      schema: { tags, security: bearerSecurity, summary: 'Delete an article', params: BlogIdParams, response: responses(Type.Null()) },
    },
    async (request, reply) => {
      await blogs.deleteBlog(db, request.params.id);
      return sendOk(reply, null, 'The article is deleted.');
    },
  );
  app.post(
    '/admin/blogs/preview',
    {
      ...admin,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The HTML an article body renders to',
        body: BlogPreviewBody,
        response: responses(BlogPreview),
      },
    },
    async (request, reply) => sendOk(reply, blogs.previewMarkdown(request.body.body_markdown)),
  );
};
