import type { RouteObject } from 'react-router';

/** The buyer's own collections and the public page of a shared one; each page is its own chunk. */
export const buyerCollectionRoutes: RouteObject[] = [
  { path: 'buyer/collections', lazy: async () => ({ Component: (await import('./BuyerCollectionsPage')).BuyerCollectionsPage }) },
  {
    path: 'buyer/collections/:collection',
    lazy: async () => ({ Component: (await import('./BuyerCollectionPage')).BuyerCollectionPage }),
  },
  { path: 'shared/collections/:token', lazy: async () => ({ Component: (await import('./SharedCollectionPage')).SharedCollectionPage }) },
];
