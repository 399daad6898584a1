import type { RouteObject } from 'react-router';

/** Sign in, sign up, verification and password recovery, per role. Each page is its own chunk. */
export const authRoutes: RouteObject[] = [
  { path: 'auth/complete', lazy: async () => ({ Component: (await import('./social/AuthCompletePage')).AuthCompletePage }) },
  { path: 'buyer/login', lazy: async () => ({ Component: (await import('./LoginPage')).BuyerLoginPage }) },
  { path: 'buyer/signup', lazy: async () => ({ Component: (await import('./SignupPage')).BuyerSignupPage }) },
  { path: 'buyer/verify', lazy: async () => ({ Component: (await import('./VerifyPage')).BuyerVerifyPage }) },
  { path: 'buyer/forgot', lazy: async () => ({ Component: (await import('./ForgotPage')).BuyerForgotPage }) },
  { path: 'buyer/reset', lazy: async () => ({ Component: (await import('./ResetPage')).BuyerResetPage }) },
  { path: 'contributor/login', lazy: async () => ({ Component: (await import('./LoginPage')).ContributorLoginPage }) },
  { path: 'contributor/signup', lazy: async () => ({ Component: (await import('./SignupPage')).ContributorSignupPage }) },
  { path: 'contributor/verify', lazy: async () => ({ Component: (await import('./VerifyPage')).ContributorVerifyPage }) },
  { path: 'contributor/forgot', lazy: async () => ({ Component: (await import('./ForgotPage')).ContributorForgotPage }) },
  { path: 'contributor/reset', lazy: async () => ({ Component: (await import('./ResetPage')).ContributorResetPage }) },
];
