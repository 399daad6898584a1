import type { RouteObject } from 'react-router';
import { PAGES } from '../../app-paths';

/** The buyer's own collections and the public page of a shared one; each page is its own chunk. */
export const buyerCollectionRoutes: RouteObject[] = [
  {
    path: PAGES.buyerCollections.pattern,
    lazy: async () => ({ Component: (await import('./BuyerCollectionsPage')).BuyerCollectionsPage }),
  },
  {
    path: PAGES.buyerCollection.pattern,
    lazy: async () => ({ Component: (await import('./BuyerCollectionPage')).BuyerCollectionPage }),
  },
  {
    path: PAGES.sharedCollection.pattern,
    lazy: async () => ({ Component: (await import('./SharedCollectionPage')).SharedCollectionPage }),
  },
];
