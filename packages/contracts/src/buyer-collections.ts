import { type Static, Type } from '@sinclair/typebox';
import { pageParams } from './catalogue';
import { COLLECTION_NAME_MAX_LENGTH, MAX_PAGE_LIMIT, SHARE_LINK_MAX_DAYS } from './constants';
import { FileSummary, MediaTypeParam } from './media';
import { Id } from './numbers';

/**
 * A buyer's own collections (the spec's /buyer/collection* calls). They are not the curated public collections of
 * /collections: those belong to the editors and are read by anyone.
 */

const collectionId = Id("one of the buyer's collections (or a team collection)");
const mediaId = Id('a published file');
const collectionName = Type.String({ minLength: 1, maxLength: COLLECTION_NAME_MAX_LENGTH });

export const TeamAccess = Type.Union([Type.Literal('viewer'), Type.Literal('editor')]);
export type TeamAccess = Static<typeof TeamAccess>;

/** owner: everything; editor: add and remove files; viewer: read only. */
export const CollectionRole = Type.Union([Type.Literal('owner'), Type.Literal('editor'), Type.Literal('viewer')]);
export type CollectionRole = Static<typeof CollectionRole>;

const linkTimes = {
  expires_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
};

/** A link just made: the only answer that carries its token, since the server keeps only a hash of it. */
export const NewShareLink = Type.Object({
  token: Type.String(),
  share_url: Type.String({ description: 'the public read-only page of the collection' }),
  ...linkTimes,
});
export type NewShareLink = Static<typeof NewShareLink>;

/** A link that is on, as the owner's list shows it: when it was made and until when it works, not the link itself. */
export const ShareLink = Type.Object({
  token: Type.Null({ description: 'the server keeps a hash of the token, so it cannot show it again' }),
  share_url: Type.Null(),
  ...linkTimes,
});
export type ShareLink = Static<typeof ShareLink>;

export const BuyerCollection = Type.Object({
  collection_id: Type.Integer(),
  collection_name: Type.String(),
  name: Type.String(),
  file_count: Type.Integer(),
  covers: Type.Array(FileSummary, { description: 'the latest files saved, at most three' }),
  role: CollectionRole,
  owner_name: Type.String(),
  team_access: Type.Union([TeamAccess, Type.Null()]),
  /** Only the owner sees the active share link. */
  share: Type.Union([ShareLink, Type.Null()]),
  /** Whether the file asked about with `media_id` is in this collection (false when none was asked about). */
  has_media: Type.Boolean(),
  updated_at: Type.String({ format: 'date-time' }),
});
export type BuyerCollection = Static<typeof BuyerCollection>;

export const CollectionFile = Type.Composite([
  FileSummary,
  Type.Object({ media_collection_id: Type.Integer(), added_at: Type.String({ format: 'date-time' }) }),
]);
export type CollectionFile = Static<typeof CollectionFile>;

export const BuyerCollectionsQuery = Type.Object({ media_id: Type.Optional(mediaId) }, { additionalProperties: false });
export const BuyerCollectionsResponse = Type.Object({ collections: Type.Array(BuyerCollection) });
export type BuyerCollectionsResponse = Static<typeof BuyerCollectionsResponse>;

export const BuyerCollectionResponse = Type.Object({ collection: BuyerCollection });
export type BuyerCollectionResponse = Static<typeof BuyerCollectionResponse>;

export const CreateCollectionBody = Type.Object(
  {
    collection_name: collectionName,
    media_id: Type.Optional(Id('a file to save into the new collection at once')),
  },
  { additionalProperties: false },
);
export type CreateCollectionBody = Static<typeof CreateCollectionBody>;

export const CollectionFilesBody = Type.Object(
  { collection_id: collectionId, type: Type.Optional(MediaTypeParam), ...pageParams(48) },
  { additionalProperties: false },
);
export type CollectionFilesBody = Static<typeof CollectionFilesBody>;

export const BuyerCollectionFiles = Type.Object({
  collection: BuyerCollection,
  files: Type.Array(CollectionFile),
  totalCount: Type.Integer(),
  total_pages: Type.Integer(),
  page_no: Type.Integer(),
  limit: Type.Integer(),
});
export type BuyerCollectionFiles = Static<typeof BuyerCollectionFiles>;

export const CollectionIdBody = Type.Object({ collection_id: collectionId }, { additionalProperties: false });
export type CollectionIdBody = Static<typeof CollectionIdBody>;
export const DeletedCollection = Type.Object({ collection_id: Type.Integer() });

// One object with optional fields rather than a union: the validator strips unknown keys per branch of a union.
export const RemoveCollectionFileBody = Type.Object(
  {
    collection_id: Type.Optional(collectionId),
    media_id: Type.Optional(mediaId),
    media_collection_id: Type.Optional(Id('the file-in-collection id from /buyer/collection/files')),
  },
  { additionalProperties: false, description: 'Either collection_id and media_id, or media_collection_id' },
);
export type RemoveCollectionFileBody = Static<typeof RemoveCollectionFileBody>;
export const RemovedCollectionFile = Type.Object({ collection_id: Type.Integer(), media_id: Type.Integer() });

export const SaveToCollectionsBody = Type.Object(
  {
    collection_id: Type.Union([collectionId, Type.Array(collectionId, { minItems: 1, maxItems: 50, uniqueItems: true })], {
      description: 'one collection, or several to save to at once',
    }),
    data: Type.Object({ media_id: mediaId }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export type SaveToCollectionsBody = Static<typeof SaveToCollectionsBody>;

export const SavedToCollections = Type.Object({
  media_id: Type.Integer(),
  collections: Type.Array(
    Type.Object({ collection_id: Type.Integer(), collection_name: Type.String(), media_collection_id: Type.Integer() }),
  ),
});
export type SavedToCollections = Static<typeof SavedToCollections>;

export const UpdateCollectionBody = Type.Object(
  {
    collection_id: collectionId,
    name: Type.Optional(collectionName),
    team_access: Type.Optional(
      Type.Union([TeamAccess, Type.Null()], { description: 'share with the team as viewer or editor; null stops sharing' }),
    ),
  },
  { additionalProperties: false },
);
export type UpdateCollectionBody = Static<typeof UpdateCollectionBody>;

export const ShareCollectionBody = Type.Object(
  {
    collection_id: collectionId,
    enabled: Type.Optional(Type.Boolean({ default: true, description: 'false turns the link off' })),
    expires_in_days: Type.Optional(
      Type.Integer({ minimum: 1, maximum: SHARE_LINK_MAX_DAYS, description: 'days the new link works; absent: until turned off' }),
    ),
  },
  { additionalProperties: false },
);
export type ShareCollectionBody = Static<typeof ShareCollectionBody>;
export const ShareCollectionResponse = Type.Object({ collection_id: Type.Integer(), share: Type.Union([NewShareLink, Type.Null()]) });
export type ShareCollectionResponse = Static<typeof ShareCollectionResponse>;

export const SavedFilesQuery = Type.Object(
  { media_ids: Type.Array(mediaId, { minItems: 1, maxItems: MAX_PAGE_LIMIT }) },
  { additionalProperties: false },
);
export const SavedFilesResponse = Type.Object({
  media_ids: Type.Array(Type.Integer(), { description: 'those of the given files saved in any of the collections the buyer can edit' }),
});
export type SavedFilesResponse = Static<typeof SavedFilesResponse>;

export const SharedCollectionQuery = Type.Object(
  { token: Type.String({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }), ...pageParams(48) },
  { additionalProperties: false },
);
export const SharedCollection = Type.Object({
  collection_name: Type.String(),
  owner_name: Type.String(),
  expires_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  files: Type.Array(FileSummary),
  totalCount: Type.Integer(),
  total_pages: Type.Integer(),
  page_no: Type.Integer(),
  limit: Type.Integer(),
});
export type SharedCollection = Static<typeof SharedCollection>;

export const COLLECTION_MESSAGES = {
  notFound: 'This collection does not exist.',
  fileNotFound: 'This file is not available: only published files can be saved.',
  fileNotInCollection: 'This file is not in the collection.',
  whichFile: 'Say which file to remove: collection_id and media_id, or media_collection_id.',
  duplicateName: 'You already have a collection with this name.',
  emptyName: 'Give the collection a name.',
  ownerOnly: 'Only the owner of this collection can do that.',
  viewerOnly: 'You can view this team collection but not change it.',
  shareNotFound: 'This share link does not exist.',
  shareExpired: 'This share link has expired.',
  shareRevoked: 'The owner has turned this share link off.',
} as const;
