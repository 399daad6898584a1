import type { Category, MediaType, PagedFiles } from '@stock/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, dataOrNotFound } from '../../api/client';

export type CategoryFiles = PagedFiles & { category: Category; parent: Category | null };

export const categoryKeys = {
  all: ['categories'] as const,
  home: () => [...categoryKeys.all, 'home'] as const,
  list: (type: MediaType, parentId?: number) => [...categoryKeys.all, 'list', type, parentId ?? null] as const,
  files: (slug: string, type: MediaType, page: number) => [...categoryKeys.all, 'files', slug, type, page] as const,
};

export const categoriesQuery = (type: MediaType, parentId?: number) =>
  queryOptions({
    queryKey: categoryKeys.list(type, parentId),
    queryFn: async ({ signal }) =>
      dataOrNotFound(await apiRequest<{ categories: Category[] }>('/categories', { query: { type, parent_id: parentId }, signal }))
        .categories,
    staleTime: 10_000,
  });

/** The home page's categories, as the operator arranged them. */
export const homeCategoriesQuery = () =>
  queryOptions({
    queryKey: categoryKeys.home(),
    queryFn: async ({ signal }) => dataOrNotFound(await apiRequest<{ categories: Category[] }>('/home/categories', { signal })).categories,
    staleTime: 10_000,
  });

export const categoryFilesQuery = (slug: string, type: MediaType, page: number) =>
  queryOptions({
    queryKey: categoryKeys.files(slug, type, page),
    queryFn: async ({ signal }) =>
      dataOrNotFound(await apiRequest<CategoryFiles>('/files/by/category', { query: { category: slug, type, page_no: page }, signal })),
    placeholderData: keepPreviousData,
  });
