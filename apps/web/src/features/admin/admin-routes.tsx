import type { RouteObject } from 'react-router';
import { RequireSession } from '../account/RequireSession';
import { adminBlogPages } from '../admin-blogs/admin-blog-routes';
import { AdminLayout } from './AdminLayout';

/**
 * The administrator's pages: sign-in and password recovery are open; everything under /admin asks for an
 * administrator's session. Each work area adds its pages to `adminPages`, each page its own chunk.
 */
const adminPages: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./AdminHomePage')).AdminHomePage }) },
  { path: 'review', lazy: async () => ({ Component: (await import('../review/ReviewQueuePage')).ReviewQueuePage }) },
  ...adminBlogPages,
  { path: 'payouts', lazy: async () => ({ Component: (await import('./AdminPayoutsPage')).AdminPayoutsPage }) },
];

export const adminRoutes: RouteObject[] = [
  { path: 'admin/login', lazy: async () => ({ Component: (await import('../auth/LoginPage')).AdminLoginPage }) },
  { path: 'admin/forgot', lazy: async () => ({ Component: (await import('../auth/ForgotPage')).AdminForgotPage }) },
  { path: 'admin/reset', lazy: async () => ({ Component: (await import('../auth/ResetPage')).AdminResetPage }) },
  {
    path: 'admin',
    element: (
      <RequireSession forRole="admin">
        <AdminLayout />
      </RequireSession>
    ),
    children: adminPages,
  },
];
