import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { idFromSegment, PAGES } from '../../app-paths';
import { categoryFilesQuery } from '../categories/category-queries';
import { collectionFilesQuery } from '../collections/collection-queries';
import { fileDetailQuery } from '../files/file-queries';
import { readSearchState } from '../search/search-params';
import { searchResultsQuery } from '../search/search-queries';

const pageOf = (url: URL) => Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
const typeOf = (url: URL) => (url.searchParams.get('type')?.toUpperCase() === 'VIDEO' ? 'VIDEO' : 'IMAGE');

/**
 * Search and browsing. Each page is its own chunk: the home page loads first, these when a buyer goes deeper.
 * Each route's loader starts the page's main request at once, so it travels alongside the page's code instead of
 * after it (the object form of `lazy` lets the router run a static loader while the component loads); the loader
 * waits for nothing and the page reads the same cached query.
 */
export function catalogueRoutes(queryClient: QueryClient): RouteObject[] {
  // A loader returns at once: the request runs on, and the page picks up its answer from the cache.
  const started = (request: Promise<void>) => {
    void request;
    return null;
  };
  return [
    {
      path: PAGES.search.pattern,
      loader: ({ request }) => started(queryClient.prefetchQuery(searchResultsQuery(readSearchState(new URL(request.url).searchParams)))),
      // Within the search page, filters change the URL in quick succession: a loader run would make each change wait a
      // tick, and a second click could build on the URL before the first. The page's own query fetches those.
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
      lazy: { Component: async () => (await import('../search/SearchPage')).SearchPage },
    },
    {
      path: PAGES.file.pattern,
      loader: ({ params }) => {
        const mediaId = idFromSegment(params.file);
        return mediaId === null ? null : started(queryClient.prefetchQuery(fileDetailQuery(mediaId)));
      },
      lazy: { Component: async () => (await import('../files/FilePage')).FilePage },
    },
    {
      path: PAGES.category.pattern,
      loader: ({ params, request }) => {
        const url = new URL(request.url);
        return started(queryClient.prefetchQuery(categoryFilesQuery(params.slug ?? '', typeOf(url), pageOf(url))));
      },
      lazy: { Component: async () => (await import('../categories/CategoryPage')).CategoryPage },
    },
    { path: PAGES.collections.pattern, lazy: { Component: async () => (await import('../collections/CollectionsPage')).CollectionsPage } },
    {
      path: PAGES.collection.pattern,
      loader: ({ params, request }) => {
        const collectionId = idFromSegment(params.collection);
        return collectionId === null
          ? null
          : started(queryClient.prefetchQuery(collectionFilesQuery(collectionId, pageOf(new URL(request.url)))));
      },
      lazy: { Component: async () => (await import('../collections/CollectionPage')).CollectionPage },
    },
  ];
}
