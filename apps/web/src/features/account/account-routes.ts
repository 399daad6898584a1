import type { RouteObject } from 'react-router';

/** The buyer's own pages; each is its own chunk. The contributor's profile lives in the contributor area's routes. */
export const accountRoutes: RouteObject[] = [
  { path: 'buyer/profile', lazy: async () => ({ Component: (await import('./BuyerProfilePage')).BuyerProfilePage }) },
];
