import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminCategoriesData,
  AdminCategoryCreateBody,
  AdminCategoryData,
  AdminCategoryEditBody,
  AdminCategoryMergeBody,
  AdminCategoryNamesBody,
  AdminCategoryOrderBody,
  AdminCategoryParams,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import {
  createCategory,
  editCategory,
  listForConsole,
  mergeCategories,
  nameCategoryInLanguages,
  orderCategories,
} from './admin-categories.service';

/** Every change is audited and empties the public answer cache, so category pages, menus and counts show it at once. */
export const adminCategoriesRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const admin = requireRole('admin', deps);
  const tags = ['admin categories'];

  app.get(
    '/admin/categories',
    {
      schema: {
        tags,
        summary: 'Every category of both types, as a tree in order',
        security: bearerSecurity,
        response: responses(AdminCategoriesData),
      },
      onRequest: admin,
    },
    async (_request, reply) => {
      const outcome = await listForConsole(deps);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/admin/categories',
    {
      schema: {
        tags,
        summary: 'Create a category, top-level or under a top-level one',
        security: bearerSecurity,
        body: AdminCategoryCreateBody,
        response: responses(AdminCategoryData),
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const outcome = await createCategory(deps, signedInUser(request), request.body);
      await request.server.purgePublicCache();
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.put(
    '/admin/categories/order',
    {
      schema: {
        tags,
        summary: 'Order the categories under one parent, or the top level of a type',
        security: bearerSecurity,
        body: AdminCategoryOrderBody,
        response: responses(AdminCategoriesData),
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const outcome = await orderCategories(deps, signedInUser(request), request.body);
      await request.server.purgePublicCache();
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.put(
    '/admin/categories/:id',
    {
      schema: {
        tags,
        summary: 'Rename (the old address redirects to the new one) and move a category',
        security: bearerSecurity,
        params: AdminCategoryParams,
        body: AdminCategoryEditBody,
        response: responses(AdminCategoryData),
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const outcome = await editCategory(deps, signedInUser(request), request.params.id, request.body);
      await request.server.purgePublicCache();
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.put(
    '/admin/categories/:id/names',
    {
      schema: {
        tags,
        summary: 'Set the category’s names in the other languages (a language left out shows the English name)',
        security: bearerSecurity,
        params: AdminCategoryParams,
        body: AdminCategoryNamesBody,
        response: responses(AdminCategoryData),
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const outcome = await nameCategoryInLanguages(deps, signedInUser(request), request.params.id, request.body);
      await request.server.purgePublicCache();
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/admin/categories/:id/merge',
    {
      schema: {
        tags,
        summary: 'Merge a category into another: its files and subcategories move, it is removed (password typed again recently)',
        security: bearerSecurity,
        params: AdminCategoryParams,
        body: AdminCategoryMergeBody,
        response: responses(AdminCategoryData),
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const outcome = await mergeCategories(deps, signedInUser(request), request.params.id, request.body);
      await request.server.purgePublicCache();
      return sendOk(reply, outcome.data, outcome.message);
    },
  );
};
