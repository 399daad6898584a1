import type { RouteObject } from 'react-router';
import { PAGES } from '../../app-paths';

/** Sign in, sign up, verification and password recovery, per role. Each page is its own chunk. */
export const authRoutes: RouteObject[] = [
  { path: PAGES.authComplete.pattern, lazy: async () => ({ Component: (await import('./social/AuthCompletePage')).AuthCompletePage }) },
  { path: PAGES.buyerLogin.pattern, lazy: async () => ({ Component: (await import('./LoginPage')).BuyerLoginPage }) },
  { path: PAGES.buyerSignup.pattern, lazy: async () => ({ Component: (await import('./SignupPage')).BuyerSignupPage }) },
  { path: PAGES.buyerVerify.pattern, lazy: async () => ({ Component: (await import('./VerifyPage')).BuyerVerifyPage }) },
  { path: PAGES.buyerForgot.pattern, lazy: async () => ({ Component: (await import('./ForgotPage')).BuyerForgotPage }) },
  { path: PAGES.buyerReset.pattern, lazy: async () => ({ Component: (await import('./ResetPage')).BuyerResetPage }) },
  { path: PAGES.contributorLogin.pattern, lazy: async () => ({ Component: (await import('./LoginPage')).ContributorLoginPage }) },
  { path: PAGES.contributorSignup.pattern, lazy: async () => ({ Component: (await import('./SignupPage')).ContributorSignupPage }) },
  { path: PAGES.contributorVerify.pattern, lazy: async () => ({ Component: (await import('./VerifyPage')).ContributorVerifyPage }) },
  { path: PAGES.contributorForgot.pattern, lazy: async () => ({ Component: (await import('./ForgotPage')).ContributorForgotPage }) },
  { path: PAGES.contributorReset.pattern, lazy: async () => ({ Component: (await import('./ResetPage')).ContributorResetPage }) },
];
