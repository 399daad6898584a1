import type { CollectionSummary, PagedFiles } from '@stock/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, dataOrNotFound } from '../../api/client';

export type CollectionFiles = PagedFiles & { collection_id: number; collection_name: string; description: string };

export const collectionKeys = {
  all: ['collections'] as const,
  list: () => [...collectionKeys.all, 'list'] as const,
  files: (collectionId: number, page: number) => [...collectionKeys.all, 'files', collectionId, page] as const,
};

export const collectionsQuery = () =>
  queryOptions({
    queryKey: collectionKeys.list(),
    queryFn: async ({ signal }) =>
      dataOrNotFound(await apiRequest<{ collections: CollectionSummary[] }>('/collections', { signal })).collections,
    staleTime: 10_000,
  });

export const collectionFilesQuery = (collectionId: number, page: number) =>
  queryOptions({
    queryKey: collectionKeys.files(collectionId, page),
    queryFn: async ({ signal }) =>
      dataOrNotFound(
        await apiRequest<CollectionFiles>('/collection/files', { query: { collection_id: collectionId, page_no: page }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
