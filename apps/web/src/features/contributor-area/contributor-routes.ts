import type { RouteObject } from 'react-router';
import { PAGES } from '../../app-paths';
import { contributorMoneyPages } from '../earnings/contributor-money-routes';

/**
 * Every signed-in contributor page, inside the contributor shell (its menu is contributor-nav.ts). Signing in, up and
 * the password pages stay outside: they are for people without a session. Each page is its own chunk.
 */
export const contributorRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./ContributorLayout')).ContributorLayout }),
    children: [
      {
        path: PAGES.contributorHome.pattern,
        lazy: async () => ({ Component: (await import('./ContributorHomeRedirect')).ContributorHomeRedirect }),
      },
      {
        path: PAGES.contributorDashboard.pattern,
        lazy: async () => ({ Component: (await import('../contributor-files/DashboardPage')).DashboardPage }),
      },
      { path: PAGES.contributorUpload.pattern, lazy: async () => ({ Component: (await import('../uploads/UploadPage')).UploadPage }) },
      {
        path: PAGES.contributorCatalogue.pattern,
        lazy: async () => ({ Component: (await import('../contributor-files/CataloguePage')).CataloguePage }),
      },
      {
        path: PAGES.contributorFile.pattern,
        lazy: async () => ({ Component: (await import('../contributor-files/FileEditPage')).FileEditPage }),
      },
      {
        path: PAGES.modelReleases.pattern,
        lazy: async () => ({ Component: (await import('../model-releases/ModelReleasesPage')).ModelReleasesPage }),
      },
      {
        path: PAGES.contributorProfile.pattern,
        lazy: async () => ({ Component: (await import('../account/ContributorProfilePage')).ContributorProfilePage }),
      },
      {
        path: PAGES.contributorBlogs.pattern,
        lazy: async () => ({ Component: (await import('../blogs/BlogPages')).ContributorBlogListPage }),
      },
      {
        path: PAGES.contributorBlogPost.pattern,
        lazy: async () => ({ Component: (await import('../blogs/BlogPages')).ContributorBlogPostPage }),
      },
      ...contributorMoneyPages,
    ],
  },
];
