import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BuyerCollectionFiles,
  BuyerCollectionResponse,
  BuyerCollectionsResponse,
  DeletedCollection,
  PartnerAddCollectionFileBody,
  PartnerCollectionFileParams,
  PartnerCollectionFilesQuery,
  PartnerCollectionParams,
  PartnerCreateCollectionBody,
  PartnerRenameCollectionBody,
  RemovedCollectionFile,
  SavedToCollections,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { responses, sendOk } from '../../http/envelope';
import { pageWindow } from '../../http/pagination';
import {
  collectionFiles,
  createCollection,
  deleteCollection,
  listCollections,
  removeCollectionFile,
  saveToCollections,
  updateCollection,
} from '../buyer-collections/buyer-collections.service';
import { admittedApiKey, apiKeySecurity, requireApiKey } from './api-key-auth';
import { keyHolder } from './key-holder';

const DESCRIPTION =
  'Needs the "collections" scope (403 without). The web\'s collection rules and messages apply: names of 1 to 100 ' +
  "characters, unique per account whatever the case (409); another account's collection answers 404. Rate limit and " +
  'quota headers as on every /api/v1 route.';

/** The account's collections over the partner API: the buyer-collections services, addressed by path. */
export const partnerCollectionRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const tags = ['partner API v1'];
  const security = apiKeySecurity;
  const scoped = requireApiKey('collections', deps);
  const holder = (request: Parameters<typeof admittedApiKey>[0]) => keyHolder(admittedApiKey(request));

  app.get(
    '/collections',
    {
      schema: {
        tags,
        summary: "The account's collections, own and team ones, newest activity first",
        description: DESCRIPTION,
        security,
        response: responses(BuyerCollectionsResponse),
      },
      onRequest: scoped,
    },
    async (request, reply) => sendOk(reply, await listCollections(deps, holder(request))),
  );

  app.post(
    '/collections',
    {
      schema: {
        tags,
        summary: 'Create a collection',
        description: DESCRIPTION,
        security,
        body: PartnerCreateCollectionBody,
        response: responses(BuyerCollectionResponse),
      },
      onRequest: scoped,
    },
    async (request, reply) => sendOk(reply, await createCollection(deps, holder(request), request.body.name)),
  );

  app.patch(
    '/collections/:collection_id',
    {
      schema: {
        tags,
        summary: 'Rename a collection (its owner only)',
        description: DESCRIPTION,
        security,
        params: PartnerCollectionParams,
        body: PartnerRenameCollectionBody,
        response: responses(BuyerCollectionResponse),
      },
      onRequest: scoped,
    },
    async (request, reply) =>
      sendOk(
        reply,
        await updateCollection(deps, holder(request), { collection_id: request.params.collection_id, name: request.body.name }),
      ),
  );

  app.delete(
    '/collections/:collection_id',
    {
      schema: {
        tags,
        summary: 'Delete a collection with its entries and share link (its owner only)',
        description: DESCRIPTION,
        security,
        params: PartnerCollectionParams,
        response: responses(DeletedCollection),
      },
      onRequest: scoped,
    },
    async (request, reply) => sendOk(reply, await deleteCollection(deps, holder(request), request.params.collection_id)),
  );

  app.get(
    '/collections/:collection_id/files',
    {
      schema: {
        tags,
        summary: "A page of a collection's files, newest saved first",
        description: DESCRIPTION,
        security,
        params: PartnerCollectionParams,
        querystring: PartnerCollectionFilesQuery,
        response: responses(BuyerCollectionFiles),
      },
      onRequest: scoped,
    },
    async (request, reply) => {
      const body = { ...request.query, collection_id: request.params.collection_id };
      return sendOk(reply, await collectionFiles(deps, holder(request), body, pageWindow(request.query, 48)));
    },
  );

  app.post(
    '/collections/:collection_id/files',
    {
      schema: {
        tags,
        summary: 'Add a published file to a collection (a file already there stays)',
        description: DESCRIPTION,
        security,
        params: PartnerCollectionParams,
        body: PartnerAddCollectionFileBody,
        response: responses(SavedToCollections),
      },
      onRequest: scoped,
    },
    async (request, reply) =>
      sendOk(reply, await saveToCollections(deps, holder(request), request.params.collection_id, request.body.media_id)),
  );

  app.delete(
    '/collections/:collection_id/files/:media_id',
    {
      schema: {
        tags,
        summary: 'Remove a file from a collection',
        description: DESCRIPTION,
        security,
        params: PartnerCollectionFileParams,
        response: responses(RemovedCollectionFile),
      },
      onRequest: scoped,
    },
    async (request, reply) => sendOk(reply, await removeCollectionFile(deps, holder(request), request.params)),
  );
};
