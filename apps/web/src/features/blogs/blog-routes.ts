import type { RouteObject } from 'react-router';

/** The blogs of both audiences; one chunk holds both, as they share every component. */
export const blogRoutes: RouteObject[] = [
  { path: 'buyer/blogs', lazy: async () => ({ Component: (await import('./BlogPages')).BuyerBlogListPage }) },
  { path: 'buyer/blogs/:slug', lazy: async () => ({ Component: (await import('./BlogPages')).BuyerBlogPostPage }) },
  { path: 'contributor/blogs', lazy: async () => ({ Component: (await import('./BlogPages')).ContributorBlogListPage }) },
  { path: 'contributor/blogs/:slug', lazy: async () => ({ Component: (await import('./BlogPages')).ContributorBlogPostPage }) },
];
