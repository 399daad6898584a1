import type { RouteObject } from 'react-router';

/** Pricing, checkout and the buyer's billing pages; each is its own chunk. */
export const billingRoutes: RouteObject[] = [
  { path: 'buyer/subscription-plan', lazy: async () => ({ Component: (await import('../plans/PricingPage')).PricingPage }) },
  { path: 'buyer/checkout', lazy: async () => ({ Component: (await import('../checkout/CheckoutPage')).CheckoutPage }) },
  {
    path: 'buyer/checkout/success',
    lazy: async () => ({ Component: (await import('../checkout/CheckoutResultPages')).CheckoutSuccessPage }),
  },
  {
    path: 'buyer/checkout/failure',
    lazy: async () => ({ Component: (await import('../checkout/CheckoutResultPages')).CheckoutFailurePage }),
  },
  { path: 'buyer/subscription', lazy: async () => ({ Component: (await import('./SubscriptionPage')).SubscriptionPage }) },
  { path: 'buyer/billing', lazy: async () => ({ Component: (await import('./BillingPage')).BillingPage }) },
  { path: 'buyer/purchase-history', lazy: async () => ({ Component: (await import('./PurchaseHistoryPage')).PurchaseHistoryPage }) },
  { path: 'buyer/licences', lazy: async () => ({ Component: (await import('./LicencesPage')).LicencesPage }) },
];
