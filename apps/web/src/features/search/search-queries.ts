import type { KeywordSuggestion, SearchResults, TrendingKeyword } from '@stock/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, dataOrNotFound } from '../../api/client';
import { type SearchState, toFetchQuery } from './search-params';

export const searchKeys = {
  all: ['search'] as const,
  results: (state: SearchState) => [...searchKeys.all, 'results', toFetchQuery(state)] as const,
  suggestions: (text: string) => [...searchKeys.all, 'suggestions', text] as const,
  trending: () => [...searchKeys.all, 'trending'] as const,
};

export const searchResultsQuery = (state: SearchState) =>
  queryOptions({
    queryKey: searchKeys.results(state),
    queryFn: async ({ signal }) => dataOrNotFound(await apiRequest<SearchResults>('/fetch', { query: { ...toFetchQuery(state) }, signal })),
    // While the next page or filter loads, the current results stay on screen (dimmed) instead of a blank page.
    placeholderData: keepPreviousData,
  });

export const keywordSuggestionsQuery = (text: string) =>
  queryOptions({
    queryKey: searchKeys.suggestions(text),
    queryFn: async ({ signal }) =>
      dataOrNotFound(await apiRequest<{ keywords: KeywordSuggestion[] }>('/keyword/suggestions', { query: { query: text }, signal }))
        .keywords,
    staleTime: 60_000,
    enabled: text.length > 0,
  });

export const trendingKeywordsQuery = () =>
  queryOptions({
    queryKey: searchKeys.trending(),
    queryFn: async ({ signal }) =>
      dataOrNotFound(await apiRequest<{ trendingKeywords: TrendingKeyword[] }>('/trending/keyword', { signal })).trendingKeywords,
    staleTime: 10_000,
  });
