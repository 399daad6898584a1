import type { RouteObject } from 'react-router';

/** Search and browsing. Each page is its own chunk: the home page loads first, these when a buyer goes deeper. */
export const catalogueRoutes: RouteObject[] = [
  { path: 'search', lazy: async () => ({ Component: (await import('../search/SearchPage')).SearchPage }) },
  { path: 'file/:file', lazy: async () => ({ Component: (await import('../files/FilePage')).FilePage }) },
  { path: 'category/:slug', lazy: async () => ({ Component: (await import('../categories/CategoryPage')).CategoryPage }) },
  { path: 'collections', lazy: async () => ({ Component: (await import('../collections/CollectionsPage')).CollectionsPage }) },
  { path: 'collections/:collection', lazy: async () => ({ Component: (await import('../collections/CollectionPage')).CollectionPage }) },
];
