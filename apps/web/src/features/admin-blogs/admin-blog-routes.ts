import type { RouteObject } from 'react-router';
import { PAGES } from '../../app-paths';

/** The blog pages of the administration, children of /admin; one chunk holds them all. */
export const adminBlogPages: RouteObject[] = [
  { path: PAGES.adminBlogs.pattern, lazy: async () => ({ Component: (await import('./AdminBlogPages')).AdminBlogListPage }) },
  { path: PAGES.adminBlogNew.pattern, lazy: async () => ({ Component: (await import('./AdminBlogPages')).NewBlogPostPage }) },
  {
    path: PAGES.adminBlogCategories.pattern,
    lazy: async () => ({ Component: (await import('./AdminBlogPages')).AdminBlogCategoriesPage }),
  },
  { path: PAGES.adminBlogEdit.pattern, lazy: async () => ({ Component: (await import('./AdminBlogPages')).EditBlogPostPage }) },
];
