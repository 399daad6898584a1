import type { RouteObject } from 'react-router';

/**
 * The contributor's money and portfolio pages, and the public portfolio. Each page is its own chunk. The contributor
 * area's navigation is built elsewhere; these pages stand on their own until it links to them.
 */
export const contributorMoneyPaths = {
  earnings: '/contributor/earnings',
  bankDetails: '/contributor/bank-details',
  referral: '/contributor/referral',
  portfolio: '/contributor/portfolio',
} as const;

export const contributorMoneyRoutes: RouteObject[] = [
  { path: 'contributor/earnings', lazy: async () => ({ Component: (await import('./EarningsPage')).EarningsPage }) },
  {
    path: 'contributor/bank-details',
    lazy: async () => ({ Component: (await import('../bank-details/BankDetailsPage')).BankDetailsPage }),
  },
  { path: 'contributor/referral', lazy: async () => ({ Component: (await import('../referral/ReferralPage')).ReferralPage }) },
  {
    path: 'contributor/portfolio',
    lazy: async () => ({ Component: (await import('../portfolio/PortfolioEditorPage')).PortfolioEditorPage }),
  },
  { path: 'portfolio/:slug', lazy: async () => ({ Component: (await import('../portfolio/PublicPortfolioPage')).PublicPortfolioPage }) },
];
