import type { RouteObject } from 'react-router';

/**
 * The contributor's money and portfolio pages (mounted inside the contributor area, see contributor-routes.ts), and the
 * public portfolio page. Each page is its own chunk.
 */
export const contributorMoneyPaths = {
  earnings: '/contributor/earnings',
  bankDetails: '/contributor/bank-details',
  referral: '/contributor/referral',
  portfolio: '/contributor/portfolio',
} as const;

export const contributorMoneyPages: RouteObject[] = [
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
];

export const publicPortfolioRoutes: RouteObject[] = [
  { path: 'portfolio/:slug', lazy: async () => ({ Component: (await import('../portfolio/PublicPortfolioPage')).PublicPortfolioPage }) },
];
