import { createBrowserRouter } from 'react-router';
import { AppLayout } from './components/layout/AppLayout';
import { contentRoutes } from './features/content/content-routes';
import { NotFoundPage } from './features/errors/NotFoundPage';
import { HomePage } from './features/home/HomePage';

export const routes = [
  {
    element: <AppLayout />,
    children: [{ index: true, element: <HomePage /> }, ...contentRoutes, { path: '*', element: <NotFoundPage /> }],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
