import type { RouteObject } from 'react-router';

/**
 * The footer's written pages. Each is its own chunk, loaded when visited, so the first page load stays small.
 */
export const contentRoutes: RouteObject[] = [
  { path: 'our-story', lazy: async () => ({ Component: (await import('./pages/OurStoryPage')).OurStoryPage }) },
  { path: 'terms-of-use', lazy: async () => ({ Component: (await import('./pages/TermsOfUsePage')).TermsOfUsePage }) },
  { path: 'buyer/privacy-and-policy', lazy: async () => ({ Component: (await import('./pages/PrivacyPolicyPage')).PrivacyPolicyPage }) },
  { path: 'cookie-policy', lazy: async () => ({ Component: (await import('./pages/CookiePolicyPage')).CookiePolicyPage }) },
  { path: 'buyer/faq', lazy: async () => ({ Component: (await import('./pages/FaqPage')).FaqPage }) },
  { path: 'sell-your-content', lazy: async () => ({ Component: (await import('./pages/SellYourContentPage')).SellYourContentPage }) },
  { path: 'reseller', lazy: async () => ({ Component: (await import('./pages/ResellerPage')).ResellerPage }) },
  { path: 'referral-customers', lazy: async () => ({ Component: (await import('./pages/ReferralCustomersPage')).ReferralCustomersPage }) },
  { path: 'model', lazy: async () => ({ Component: (await import('./pages/ModelPage')).ModelPage }) },
];
