import type { RouteObject } from 'react-router';
import { PAGES } from '../../app-paths';

/** The buyers' blog; the contributors' twin lives in the contributor area's routes, inside its shell. */
export const blogRoutes: RouteObject[] = [
  { path: PAGES.buyerBlogs.pattern, lazy: async () => ({ Component: (await import('./BlogPages')).BuyerBlogListPage }) },
  { path: PAGES.buyerBlogPost.pattern, lazy: async () => ({ Component: (await import('./BlogPages')).BuyerBlogPostPage }) },
];
