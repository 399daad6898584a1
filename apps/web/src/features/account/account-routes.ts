import type { RouteObject } from 'react-router';
import { PAGES } from '../../app-paths';

/** The buyer's own pages; each is its own chunk. The contributor's profile lives in the contributor area's routes. */
export const accountRoutes: RouteObject[] = [
  { path: PAGES.buyerProfile.pattern, lazy: async () => ({ Component: (await import('./BuyerProfilePage')).BuyerProfilePage }) },
];
