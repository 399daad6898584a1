import { createBrowserRouter } from 'react-router';
import { AppLayout, AppLayoutFallback } from './components/layout/AppLayout';
import { catalogueRoutes } from './features/catalogue/catalogue-routes';
import { contentRoutes } from './features/content/content-routes';
import { NotFoundPage } from './features/errors/NotFoundPage';
import { HomePage } from './features/home/HomePage';

export const routes = [
  {
    element: <AppLayout />,
    hydrateFallbackElement: <AppLayoutFallback />,
    children: [{ index: true, element: <HomePage /> }, ...catalogueRoutes, ...contentRoutes, { path: '*', element: <NotFoundPage /> }],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
