import type { RouteObject } from 'react-router';

/** The blog pages of the administration, children of /admin; one chunk holds them all. */
export const adminBlogPages: RouteObject[] = [
  { path: 'blogs', lazy: async () => ({ Component: (await import('./AdminBlogPages')).AdminBlogListPage }) },
  { path: 'blogs/new', lazy: async () => ({ Component: (await import('./AdminBlogPages')).NewBlogPostPage }) },
  { path: 'blogs/categories', lazy: async () => ({ Component: (await import('./AdminBlogPages')).AdminBlogCategoriesPage }) },
  { path: 'blogs/:id', lazy: async () => ({ Component: (await import('./AdminBlogPages')).EditBlogPostPage }) },
];
