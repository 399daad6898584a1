import type { RouteObject } from 'react-router';
import { contributorMoneyPages } from '../earnings/contributor-money-routes';

/**
 * Every signed-in contributor page, inside the contributor shell (its menu is contributor-nav.ts). Signing in, up and
 * the password pages stay outside: they are for people without a session. Each page is its own chunk.
 */
export const contributorRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./ContributorLayout')).ContributorLayout }),
    children: [
      { path: 'contributor', lazy: async () => ({ Component: (await import('./ContributorHomeRedirect')).ContributorHomeRedirect }) },
      {
        path: 'contributor/dashboard',
        lazy: async () => ({ Component: (await import('../contributor-files/DashboardPage')).DashboardPage }),
      },
      { path: 'contributor/upload', lazy: async () => ({ Component: (await import('../uploads/UploadPage')).UploadPage }) },
      {
        path: 'contributor/catalogue',
        lazy: async () => ({ Component: (await import('../contributor-files/CataloguePage')).CataloguePage }),
      },
      {
        path: 'contributor/catalogue/:mediaId',
        lazy: async () => ({ Component: (await import('../contributor-files/FileEditPage')).FileEditPage }),
      },
      {
        path: 'contributor/model-releases',
        lazy: async () => ({ Component: (await import('../model-releases/ModelReleasesPage')).ModelReleasesPage }),
      },
      {
        path: 'contributor/profile',
        lazy: async () => ({ Component: (await import('../account/ContributorProfilePage')).ContributorProfilePage }),
      },
      { path: 'contributor/blogs', lazy: async () => ({ Component: (await import('../blogs/BlogPages')).ContributorBlogListPage }) },
      { path: 'contributor/blogs/:slug', lazy: async () => ({ Component: (await import('../blogs/BlogPages')).ContributorBlogPostPage }) },
      ...contributorMoneyPages,
    ],
  },
];
