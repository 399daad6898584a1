import type { RouteObject } from 'react-router';
import { PAGES } from '../../app-paths';

export const developerRoutes: RouteObject[] = [
  { path: PAGES.developer.pattern, lazy: async () => ({ Component: (await import('./DeveloperPage')).DeveloperPage }) },
  {
    path: PAGES.developerWebhooks.pattern,
    lazy: async () => ({ Component: (await import('./webhooks/WebhooksPage')).WebhooksPage }),
  },
];
