import type { RouteObject } from 'react-router';
import { PAGES } from '../../app-paths';

/**
 * The footer's written pages. Each is its own chunk, loaded when visited, so the first page load stays small.
 */
export const contentRoutes: RouteObject[] = [
  { path: PAGES.ourStory.pattern, lazy: async () => ({ Component: (await import('./pages/OurStoryPage')).OurStoryPage }) },
  { path: PAGES.termsOfUse.pattern, lazy: async () => ({ Component: (await import('./pages/TermsOfUsePage')).TermsOfUsePage }) },
  { path: PAGES.privacyPolicy.pattern, lazy: async () => ({ Component: (await import('./pages/PrivacyPolicyPage')).PrivacyPolicyPage }) },
  { path: PAGES.cookiePolicy.pattern, lazy: async () => ({ Component: (await import('./pages/CookiePolicyPage')).CookiePolicyPage }) },
  { path: PAGES.faq.pattern, lazy: async () => ({ Component: (await import('./pages/FaqPage')).FaqPage }) },
  {
    path: PAGES.sellYourContent.pattern,
    lazy: async () => ({ Component: (await import('./pages/SellYourContentPage')).SellYourContentPage }),
  },
  { path: PAGES.reseller.pattern, lazy: async () => ({ Component: (await import('./pages/ResellerPage')).ResellerPage }) },
  {
    path: PAGES.referralCustomers.pattern,
    lazy: async () => ({ Component: (await import('./pages/ReferralCustomersPage')).ReferralCustomersPage }),
  },
  { path: PAGES.model.pattern, lazy: async () => ({ Component: (await import('./pages/ModelPage')).ModelPage }) },
];
