import type { FileDetail, FileSummary, KeywordSuggestion, MediaType, PagedFiles, PortfolioPage, SearchResults } from '@stock/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, dataOrNotFound } from '../../api/client';

export const SIMILAR_FILES_LIMIT = 20;
/** The strip under a file shows a dozen of the contributor's others; one more is asked for, as the file itself may come back. */
export const MORE_FROM_CONTRIBUTOR_LIMIT = 12;

export const fileKeys = {
  all: ['files'] as const,
  detail: (mediaId: number) => [...fileKeys.all, 'detail', mediaId] as const,
  byContributor: (slug: string) => [...fileKeys.all, 'by-contributor', slug] as const,
  similar: (mediaId: number, type: MediaType) => [...fileKeys.all, 'similar', mediaId, type] as const,
  relatedKeywords: (mediaId: number, type: MediaType) => [...fileKeys.all, 'related-keywords', mediaId, type] as const,
  popular: (type: MediaType, limit: number) => [...fileKeys.all, 'popular', type, limit] as const,
  newest: (limit: number) => [...fileKeys.all, 'newest', limit] as const,
};

export const fileDetailQuery = (mediaId: number) =>
  queryOptions({
    queryKey: fileKeys.detail(mediaId),
    queryFn: async ({ signal }) =>
      dataOrNotFound(await apiRequest<{ file: FileDetail }>('/file', { query: { media_id: mediaId }, signal })).file,
    staleTime: 10_000,
  });

export const similarFilesQuery = (mediaId: number, type: MediaType) =>
  queryOptions({
    queryKey: fileKeys.similar(mediaId, type),
    queryFn: async ({ signal }) =>
      dataOrNotFound(
        await apiRequest<{ files: FileSummary[] }>('/similar/files', {
          query: { media_id: mediaId, type, limit: SIMILAR_FILES_LIMIT },
          signal,
        }),
      ).files,
    staleTime: 10_000,
  });

/** The contributor's newest published files, from their public portfolio. */
export const moreFromContributorQuery = (slug: string) =>
  queryOptions({
    queryKey: fileKeys.byContributor(slug),
    queryFn: async ({ signal }) => {
      const page = dataOrNotFound(
        await apiRequest<PortfolioPage>('/portfolio', { query: { slug, page_no: 1, limit: MORE_FROM_CONTRIBUTOR_LIMIT + 1 }, signal }),
      );
      return { files: page.results, total: page.totalCount };
    },
    staleTime: 10_000,
  });

export const relatedKeywordsQuery = (mediaId: number, type: MediaType) =>
  queryOptions({
    queryKey: fileKeys.relatedKeywords(mediaId, type),
    queryFn: async ({ signal }) =>
      dataOrNotFound(
        await apiRequest<{ keywords: KeywordSuggestion[] }>('/file/related/keywords', { query: { media_id: mediaId, type }, signal }),
      ).keywords,
    staleTime: 10_000,
  });

export const popularFilesQuery = (type: MediaType, limit: number) =>
  queryOptions({
    queryKey: fileKeys.popular(type, limit),
    queryFn: async ({ signal }) =>
      dataOrNotFound(await apiRequest<PagedFiles>('/files/popular', { query: { type, popular: true, limit }, signal })).results,
    staleTime: 10_000,
  });

/** The newest files of both types come from the search itself, sorted by date with no words. */
export const newestFilesQuery = (limit: number) =>
  queryOptions({
    queryKey: fileKeys.newest(limit),
    queryFn: async ({ signal }) =>
      dataOrNotFound(await apiRequest<SearchResults>('/fetch', { query: { sort: 'newest', limit }, signal })).results,
    staleTime: 10_000,
  });
