import type { RouteObject } from 'react-router';
import { PAGES } from '../../app-paths';
import { RequireSession } from '../account/RequireSession';
import { adminBlogPages } from '../admin-blogs/admin-blog-routes';
import { AdminLayout } from './AdminLayout';

/**
 * The administrator's pages: sign-in and password recovery are open; everything under /admin asks for an
 * administrator's session. Each work area adds its pages to `adminPages`, each page its own chunk.
 */
const adminPages: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./AdminHomePage')).AdminHomePage }) },
  { path: PAGES.adminReview.pattern, lazy: async () => ({ Component: (await import('../review/ReviewQueuePage')).ReviewQueuePage }) },
  ...adminBlogPages,
  { path: PAGES.adminPayouts.pattern, lazy: async () => ({ Component: (await import('./AdminPayoutsPage')).AdminPayoutsPage }) },
  {
    path: PAGES.adminPayoutBatches.pattern,
    lazy: async () => ({ Component: (await import('../admin-payouts/PayoutBatchesPage')).PayoutBatchesPage }),
  },
  { path: PAGES.adminUsers.pattern, lazy: async () => ({ Component: (await import('../admin-people/PeoplePage')).PeoplePage }) },
  { path: PAGES.adminUser.pattern, lazy: async () => ({ Component: (await import('../admin-people/PersonPage')).PersonPage }) },
  { path: PAGES.adminOrders.pattern, lazy: async () => ({ Component: (await import('../admin-orders/AdminOrdersPage')).AdminOrdersPage }) },
  { path: PAGES.adminOrder.pattern, lazy: async () => ({ Component: (await import('../admin-orders/AdminOrderPage')).AdminOrderPage }) },
  { path: PAGES.adminFiles.pattern, lazy: async () => ({ Component: (await import('../admin-files/AdminFilesPage')).AdminFilesPage }) },
  { path: PAGES.adminPricing.pattern, lazy: async () => ({ Component: (await import('../admin-pricing/PricingPage')).PricingPage }) },
  {
    path: PAGES.adminHomePage.pattern,
    lazy: async () => ({ Component: (await import('../admin-curation/HomeCurationPage')).HomeCurationPage }),
  },
  {
    path: PAGES.adminCategories.pattern,
    lazy: async () => ({ Component: (await import('../admin-categories/CategoriesPage')).CategoriesPage }),
  },
  {
    path: PAGES.adminResellers.pattern,
    lazy: async () => ({ Component: (await import('../admin-resellers/AdminResellersPage')).AdminResellersPage }),
  },
];

export const adminRoutes: RouteObject[] = [
  { path: PAGES.adminLogin.pattern, lazy: async () => ({ Component: (await import('../auth/LoginPage')).AdminLoginPage }) },
  { path: PAGES.adminForgot.pattern, lazy: async () => ({ Component: (await import('../auth/ForgotPage')).AdminForgotPage }) },
  { path: PAGES.adminReset.pattern, lazy: async () => ({ Component: (await import('../auth/ResetPage')).AdminResetPage }) },
  {
    path: PAGES.admin.pattern,
    element: (
      <RequireSession forRole="admin">
        <AdminLayout />
      </RequireSession>
    ),
    children: adminPages,
  },
];
