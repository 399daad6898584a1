import type { RouteObject } from 'react-router';

/** The buyers' blog; the contributors' twin lives in the contributor area's routes, inside its shell. */
export const blogRoutes: RouteObject[] = [
  { path: 'buyer/blogs', lazy: async () => ({ Component: (await import('./BlogPages')).BuyerBlogListPage }) },
  { path: 'buyer/blogs/:slug', lazy: async () => ({ Component: (await import('./BlogPages')).BuyerBlogPostPage }) },
];
