import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BuyerCollectionFiles,
  BuyerCollectionResponse,
  BuyerCollectionsQuery,
  BuyerCollectionsResponse,
  CollectionFilesBody,
  CollectionIdBody,
  CreateCollectionBody,
  DeletedCollection,
  RemoveCollectionFileBody,
  RemovedCollectionFile,
  SavedFilesQuery,
  SavedFilesResponse,
  SavedToCollections,
  SaveToCollectionsBody,
  ShareCollectionBody,
  ShareCollectionResponse,
  SharedCollection,
  SharedCollectionQuery,
  UpdateCollectionBody,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { pageWindow } from '../../http/pagination';
import {
  collectionFiles,
  createCollection,
  deleteCollection,
  listCollections,
  removeCollectionFile,
  savedFiles,
  saveToCollections,
  updateCollection,
} from './buyer-collections.service';
import { shareCollection, sharedCollection } from './share-links.service';

const tags = ['buyer collections'];

/** The spec's buyer collection calls, plus the public page of a shared collection. */
export const buyerCollectionRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const buyer = requireRole('buyer', deps);
  const security = bearerSecurity;

  app.get(
    '/buyer/collections',
    {
      schema: {
        tags,
        summary: "The buyer's collections and the team's, with covers and counts",
        description: 'Buyer. With `media_id`, each collection says in `has_media` whether that file is in it (the save dialog).',
        security,
        querystring: BuyerCollectionsQuery,
        response: responses(BuyerCollectionsResponse),
      },
      onRequest: buyer,
    },
    async (request, reply) => sendOk(reply, await listCollections(deps, signedInUser(request), request.query.media_id)),
  );

  app.get(
    '/buyer/saved/files',
    {
      schema: {
        tags,
        summary: 'Which of these files the buyer has saved (the heart on grid tiles)',
        description: 'Buyer. `media_ids` as repeated or indexed keys (`media_ids[0]=1&media_ids[1]=2`), at most 100.',
        security,
        querystring: SavedFilesQuery,
        response: responses(SavedFilesResponse),
      },
      onRequest: buyer,
    },
    async (request, reply) => sendOk(reply, await savedFiles(deps, signedInUser(request), request.query.media_ids)),
  );

  app.post(
    '/buyer/create/collection',
    {
      schema: {
        tags,
        summary: 'Create a collection, optionally saving a file into it',
        description: "Buyer. Names are 1 to 100 characters and unique among the buyer's collections (409 otherwise).",
        security,
        body: CreateCollectionBody,
        response: responses(BuyerCollectionResponse),
      },
      onRequest: buyer,
    },
    async (request, reply) => {
      const created = await createCollection(deps, signedInUser(request), request.body.collection_name, request.body.media_id);
      return sendOk(reply, created, 'Collection created');
    },
  );

  app.post(
    '/buyer/collection/files',
    {
      schema: {
        tags,
        summary: 'One collection with a page of its files, newest saved first',
        security,
        body: CollectionFilesBody,
        response: responses(BuyerCollectionFiles),
      },
      onRequest: buyer,
    },
    async (request, reply) => sendOk(reply, await collectionFiles(deps, signedInUser(request), request.body, pageWindow(request.body, 48))),
  );

  app.put(
    '/buyer/collection/delete',
    {
      schema: {
        tags,
        summary: 'Delete a collection (its owner only)',
        security,
        body: CollectionIdBody,
        response: responses(DeletedCollection),
      },
      onRequest: buyer,
    },
    async (request, reply) =>
      sendOk(reply, await deleteCollection(deps, signedInUser(request), request.body.collection_id), 'Collection deleted'),
  );

  app.put(
    '/buyer/collection/file/delete',
    {
      schema: {
        tags,
        summary: 'Remove a file from a collection',
        description: 'Buyer: owner or team editor. Either collection_id and media_id, or media_collection_id.',
        security,
        body: RemoveCollectionFileBody,
        response: responses(RemovedCollectionFile),
      },
      onRequest: buyer,
    },
    async (request, reply) =>
      sendOk(reply, await removeCollectionFile(deps, signedInUser(request), request.body), 'Removed from the collection'),
  );

  app.post(
    '/buyer/save/collection',
    {
      schema: {
        tags,
        summary: 'Save a published file to one or several collections at once',
        description: 'Buyer: owner or team editor of every collection named. A file already saved stays as it was.',
        security,
        body: SaveToCollectionsBody,
        response: responses(SavedToCollections),
      },
      onRequest: buyer,
    },
    async (request, reply) => {
      const saved = await saveToCollections(deps, signedInUser(request), request.body.collection_id, request.body.data.media_id);
      const count = saved.collections.length;
      return sendOk(reply, saved, count === 1 ? `Saved to ${saved.collections[0]?.collection_name}` : `Saved to ${count} collections`);
    },
  );

  app.put(
    '/buyer/collection/update',
    {
      schema: {
        tags,
        summary: 'Rename a collection or share it with the team',
        description: 'Buyer, owner only. `team_access`: viewer or editor shares it with the team, null stops sharing.',
        security,
        body: UpdateCollectionBody,
        response: responses(BuyerCollectionResponse),
      },
      onRequest: buyer,
    },
    async (request, reply) => sendOk(reply, await updateCollection(deps, signedInUser(request), request.body), 'Collection updated'),
  );

  app.post(
    '/buyer/share/collection',
    {
      schema: {
        tags,
        summary: 'Turn the public read-only link of a collection on or off',
        description:
          'Buyer, owner only. Each call with `enabled` true (the default) makes a new link, optionally expiring after ' +
          '`expires_in_days`, and turns the earlier one off; `enabled` false turns the link off.',
        security,
        body: ShareCollectionBody,
        response: responses(ShareCollectionResponse),
      },
      onRequest: buyer,
    },
    async (request, reply) => {
      const shared = await shareCollection(deps, signedInUser(request), request.body);
      return sendOk(reply, shared, shared.share ? 'Share link ready' : 'Share link turned off');
    },
  );

  app.get(
    '/shared/collection',
    {
      schema: {
        tags,
        summary: 'A shared collection, read-only, for anyone with its link',
        description:
          'Public. 404 for an unknown token; 410 when the link has expired or its owner turned it off. Not cached: turning a link off takes effect at once.',
        querystring: SharedCollectionQuery,
        response: responses(SharedCollection),
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => sendOk(reply, await sharedCollection(deps, request.query.token, pageWindow(request.query, 48))),
  );
};
