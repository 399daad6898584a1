import type {
  BuyerCollection,
  BuyerCollectionFiles,
  BuyerCollectionsResponse,
  SavedFilesResponse,
  SavedToCollections,
  ShareCollectionResponse,
  SharedCollection,
} from '@stock/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, dataOrNotFound, dataOrServerMessage } from '../../api/client';

/** Every query of the buyer's collections starts with this key, so one invalidation refreshes hearts, lists and pages. */
export const buyerCollectionKeys = {
  all: ['buyer-collections'] as const,
  list: (mediaId?: number) => [...buyerCollectionKeys.all, 'list', mediaId ?? null] as const,
  files: (collectionId: number, page: number) => [...buyerCollectionKeys.all, 'files', collectionId, page] as const,
  saved: (mediaIds: readonly number[]) => [...buyerCollectionKeys.all, 'saved', mediaIds.join(',')] as const,
};

export const buyerCollectionsQuery = (mediaId?: number) =>
  queryOptions({
    queryKey: buyerCollectionKeys.list(mediaId),
    queryFn: async ({ signal }) =>
      dataOrServerMessage(
        await apiRequest<BuyerCollectionsResponse>('/buyer/collections', { role: 'buyer', query: { media_id: mediaId }, signal }),
      ).collections,
    staleTime: 5_000,
  });

export const buyerCollectionFilesQuery = (collectionId: number, page: number) =>
  queryOptions({
    queryKey: buyerCollectionKeys.files(collectionId, page),
    queryFn: async ({ signal }) =>
      dataOrNotFound(
        await apiRequest<BuyerCollectionFiles>('/buyer/collection/files', {
          method: 'POST',
          role: 'buyer',
          body: { collection_id: collectionId, page_no: page },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

/** Which of a grid's files the buyer has saved: one request per grid, shared by its hearts. */
export const savedFilesQuery = (mediaIds: readonly number[]) =>
  queryOptions({
    queryKey: buyerCollectionKeys.saved(mediaIds),
    queryFn: async ({ signal }) =>
      new Set(
        dataOrServerMessage(
          await apiRequest<SavedFilesResponse>('/buyer/saved/files', { role: 'buyer', query: { media_ids: [...mediaIds] }, signal }),
        ).media_ids,
      ),
    staleTime: 10_000,
  });

export const sharedCollectionQuery = (token: string, page: number) =>
  queryOptions({
    queryKey: ['shared-collection', token, page] as const,
    queryFn: async ({ signal }) => {
      const envelope = await apiRequest<SharedCollection>('/shared/collection', { query: { token, page_no: page }, signal });
      return dataOrServerMessage(envelope);
    },
    placeholderData: keepPreviousData,
    retry: false,
  });

const buyerCall = async <T>(path: string, method: 'POST' | 'PUT', body: unknown) =>
  dataOrServerMessage(await apiRequest<T>(path, { method, role: 'buyer', body }));

/** The changes; each returns the server's data or throws its message (shown in a toast). */
export const buyerCollectionCalls = {
  create: (collection_name: string, media_id?: number) =>
    buyerCall<{ collection: BuyerCollection }>('/buyer/create/collection', 'POST', { collection_name, media_id }),
  save: (collectionIds: number[], media_id: number) =>
    buyerCall<SavedToCollections>('/buyer/save/collection', 'POST', { collection_id: collectionIds, data: { media_id } }),
  removeFile: (collection_id: number, media_id: number) =>
    buyerCall<{ collection_id: number; media_id: number }>('/buyer/collection/file/delete', 'PUT', { collection_id, media_id }),
  rename: (collection_id: number, name: string) =>
    buyerCall<{ collection: BuyerCollection }>('/buyer/collection/update', 'PUT', { collection_id, name }),
  setTeamAccess: (collection_id: number, team_access: BuyerCollection['team_access']) =>
    buyerCall<{ collection: BuyerCollection }>('/buyer/collection/update', 'PUT', { collection_id, team_access }),
  remove: (collection_id: number) => buyerCall<{ collection_id: number }>('/buyer/collection/delete', 'PUT', { collection_id }),
  share: (collection_id: number, enabled: boolean, expires_in_days?: number) =>
    buyerCall<ShareCollectionResponse>('/buyer/share/collection', 'POST', { collection_id, enabled, expires_in_days }),
};
