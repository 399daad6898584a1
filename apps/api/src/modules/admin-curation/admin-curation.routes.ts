import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminCollectionBody,
  AdminCollectionData,
  AdminCollectionOrderBody,
  AdminCollectionParams,
  AdminHomeCategoriesBody,
  AdminHomeData,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { arrangeHomeCategories, createCollection, editCollection, homeOverview, orderCollections } from './admin-curation.service';

/** Every change is audited and empties the public answer cache, so the home page shows it at once. */
export const adminCurationRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const admin = requireRole('admin', deps);
  const tags = ['admin curation'];

  app.get(
    '/admin/home',
    {
      schema: {
        tags,
        summary: 'The home page as arranged: top-level categories and curated collections',
        security: bearerSecurity,
        response: responses(AdminHomeData),
      },
      onRequest: admin,
    },
    async (_request, reply) => {
      const outcome = await homeOverview(deps);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.put(
    '/admin/home/categories',
    {
      schema: {
        tags,
        summary: 'Choose the home page categories, their order and covers',
        security: bearerSecurity,
        body: AdminHomeCategoriesBody,
        response: responses(AdminHomeData),
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const outcome = await arrangeHomeCategories(deps, signedInUser(request), request.body);
      request.server.purgePublicCache();
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/admin/collections',
    {
      schema: {
        tags,
        summary: 'Create a curated collection from published files',
        security: bearerSecurity,
        body: AdminCollectionBody,
        response: responses(AdminCollectionData),
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const outcome = await createCollection(deps, signedInUser(request), request.body);
      request.server.purgePublicCache();
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.put(
    '/admin/collections/order',
    {
      schema: {
        tags,
        summary: 'Order every curated collection',
        security: bearerSecurity,
        body: AdminCollectionOrderBody,
        response: responses(AdminHomeData),
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const outcome = await orderCollections(deps, signedInUser(request), request.body);
      request.server.purgePublicCache();
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.put(
    '/admin/collections/:id',
    {
      schema: {
        tags,
        summary: 'Edit a curated collection: name, files in order, published or not',
        security: bearerSecurity,
        params: AdminCollectionParams,
        body: AdminCollectionBody,
        response: responses(AdminCollectionData),
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const outcome = await editCollection(deps, signedInUser(request), request.params.id, request.body);
      request.server.purgePublicCache();
      return sendOk(reply, outcome.data, outcome.message);
    },
  );
};
