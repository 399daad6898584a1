import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AdminBlogCategoriesQuery,
  AdminBlogCategoriesResponse,
  AdminBlogCategoryResponse,
  BlogIdParams,
  CreateBlogCategoryBody,
  RenameBlogCategoryBody,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import * as categories from './blog-categories.service';

/** The blogs' categories: admins only. Articles also add a category by naming a new one. */
export const adminBlogCategoryRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const admin = { onRequest: requireRole('admin', deps) };
  const tags = ['admin'];

  app.get(
    '/admin/blogs/categories',
    {
      ...admin,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Every category of an audience's blog, empty ones too",
        querystring: AdminBlogCategoriesQuery,
        response: responses(AdminBlogCategoriesResponse),
      },
    },
    async (request, reply) => sendOk(reply, { categories: await categories.listCategories(db, request.query.audience) }),
  );
  app.post(
    '/admin/blogs/categories',
    {
      ...admin,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Add a blog category',
        body: CreateBlogCategoryBody,
        response: responses(AdminBlogCategoryResponse),
      },
    },
    async (request, reply) =>
      sendOk(reply, { category: await categories.createCategory(db, request.body.audience, request.body.name) }, 'The category is added.'),
  );
  app.put(
    '/admin/blogs/categories/:id',
    {
      ...admin,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Rename a blog category',
        params: BlogIdParams,
        body: RenameBlogCategoryBody,
        response: responses(AdminBlogCategoryResponse),
      },
    },
    async (request, reply) =>
      sendOk(reply, { category: await categories.renameCategory(db, request.params.id, request.body.name) }, 'The category is renamed.'),
  );
  app.delete(
    '/admin/blogs/categories/:id',
    {
      ...admin,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Delete a blog category; its articles stay, without a category',
        params: BlogIdParams,
        response: responses(Type.Null()),
      },
    },
    async (request, reply) => {
      await categories.deleteCategory(db, request.params.id);
      return sendOk(reply, null, 'The category is deleted.');
    },
  );
};
