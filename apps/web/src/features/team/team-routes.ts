import type { RouteObject } from 'react-router';
import { PAGES } from '../../app-paths';

export const teamRoutes: RouteObject[] = [
  { path: PAGES.team.pattern, lazy: async () => ({ Component: (await import('./TeamPage')).TeamPage }) },
  { path: PAGES.teamJoin.pattern, lazy: async () => ({ Component: (await import('./JoinTeamPage')).JoinTeamPage }) },
];
