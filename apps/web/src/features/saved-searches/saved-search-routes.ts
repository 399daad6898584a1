import type { RouteObject } from 'react-router';

export const savedSearchRoutes: RouteObject[] = [
  { path: 'buyer/saved-searches', lazy: async () => ({ Component: (await import('./SavedSearchesPage')).SavedSearchesPage }) },
];
