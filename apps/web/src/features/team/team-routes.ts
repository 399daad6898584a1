import type { RouteObject } from 'react-router';

export const teamRoutes: RouteObject[] = [
  { path: 'buyer/team', lazy: async () => ({ Component: (await import('./TeamPage')).TeamPage }) },
  { path: 'buyer/team/join', lazy: async () => ({ Component: (await import('./JoinTeamPage')).JoinTeamPage }) },
];
