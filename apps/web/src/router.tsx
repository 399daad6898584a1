import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout, PageArriving } from './components/layout/AppLayout';
import { accountRoutes } from './features/account/account-routes';
import { adminRoutes } from './features/admin/admin-routes';
import { authRoutes } from './features/auth/auth-routes';
import { billingRoutes } from './features/billing/billing-routes';
import { blogRoutes } from './features/blogs/blog-routes';
import { buyerCollectionRoutes } from './features/buyer-collections/buyer-collection-routes';
import { catalogueRoutes } from './features/catalogue/catalogue-routes';
import { contentRoutes } from './features/content/content-routes';
import { contributorRoutes } from './features/contributor-area/contributor-routes';
import { publicPortfolioRoutes } from './features/earnings/contributor-money-routes';
import { NotFoundPage } from './features/errors/NotFoundPage';
import { HomePage } from './features/home/HomePage';
import { developerRoutes } from './features/reseller/developer-routes';
import { savedSearchRoutes } from './features/saved-searches/saved-search-routes';
import { teamRoutes } from './features/team/team-routes';
import { PageStrings } from './i18n/PageStrings';
import { stringsOf } from './i18n/with-strings';

/** The route tree; it takes the query client so that route loaders can start a page's requests early. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        {
          hydrateFallbackElement: <PageArriving />,
          children: [
            // The two pages in the entry wait for all their strings as the lazy ones do, so neither shows before them.
            {
              index: true,
              element: (
                <PageStrings namespaces={stringsOf('./features/home/HomePage')}>
                  <HomePage />
                </PageStrings>
              ),
            },
            ...catalogueRoutes(queryClient),
            ...contentRoutes,
            ...authRoutes,
            ...accountRoutes,
            ...blogRoutes,
            ...contributorRoutes,
            ...adminRoutes,
            ...billingRoutes,
            ...publicPortfolioRoutes,
            ...buyerCollectionRoutes,
            ...savedSearchRoutes,
            ...teamRoutes,
            ...developerRoutes,
            {
              path: '*',
              element: (
                <PageStrings namespaces={stringsOf('./features/errors/NotFoundPage')}>
                  <NotFoundPage />
                </PageStrings>
              ),
            },
          ],
        },
      ],
    },
  ];
}

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
