import type { RouteObject } from 'react-router';
import { PAGES } from '../../app-paths';

/**
 * The contributor's money and portfolio pages (mounted inside the contributor area, see contributor-routes.ts), and the
 * public portfolio page. Each page is its own chunk.
 */
export const contributorMoneyPages: RouteObject[] = [
  { path: PAGES.earnings.pattern, lazy: async () => ({ Component: (await import('./EarningsPage')).EarningsPage }) },
  {
    path: PAGES.bankDetails.pattern,
    lazy: async () => ({ Component: (await import('../bank-details/BankDetailsPage')).BankDetailsPage }),
  },
  { path: PAGES.referral.pattern, lazy: async () => ({ Component: (await import('../referral/ReferralPage')).ReferralPage }) },
  {
    path: PAGES.contributorPortfolio.pattern,
    lazy: async () => ({ Component: (await import('../portfolio/PortfolioEditorPage')).PortfolioEditorPage }),
  },
];

export const publicPortfolioRoutes: RouteObject[] = [
  {
    path: PAGES.portfolio.pattern,
    lazy: async () => ({ Component: (await import('../portfolio/PublicPortfolioPage')).PublicPortfolioPage }),
  },
];
