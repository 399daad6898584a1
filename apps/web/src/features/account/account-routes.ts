import type { RouteObject } from 'react-router';

/** The signed-in person's own pages; each is its own chunk. */
export const accountRoutes: RouteObject[] = [
  { path: 'buyer/profile', lazy: async () => ({ Component: (await import('./BuyerProfilePage')).BuyerProfilePage }) },
  { path: 'contributor/profile', lazy: async () => ({ Component: (await import('./ContributorProfilePage')).ContributorProfilePage }) },
];
