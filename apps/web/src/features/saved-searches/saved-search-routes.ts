import type { RouteObject } from 'react-router';
import { PAGES } from '../../app-paths';

export const savedSearchRoutes: RouteObject[] = [
  { path: PAGES.savedSearches.pattern, lazy: async () => ({ Component: (await import('./SavedSearchesPage')).SavedSearchesPage }) },
];
