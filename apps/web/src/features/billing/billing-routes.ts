import type { RouteObject } from 'react-router';
import { PAGES } from '../../app-paths';

/** Pricing, checkout and the buyer's billing pages; each is its own chunk. */
export const billingRoutes: RouteObject[] = [
  { path: PAGES.pricing.pattern, lazy: async () => ({ Component: (await import('../plans/PricingPage')).PricingPage }) },
  { path: PAGES.checkout.pattern, lazy: async () => ({ Component: (await import('../checkout/CheckoutPage')).CheckoutPage }) },
  {
    path: PAGES.checkoutSuccess.pattern,
    lazy: async () => ({ Component: (await import('../checkout/CheckoutResultPages')).CheckoutSuccessPage }),
  },
  {
    path: PAGES.checkoutFailure.pattern,
    lazy: async () => ({ Component: (await import('../checkout/CheckoutResultPages')).CheckoutFailurePage }),
  },
  { path: PAGES.subscription.pattern, lazy: async () => ({ Component: (await import('./SubscriptionPage')).SubscriptionPage }) },
  {
    path: PAGES.paymentMethods.pattern,
    lazy: async () => ({ Component: (await import('./PaymentMethodsPage')).PaymentMethodsPage }),
  },
  { path: PAGES.billing.pattern, lazy: async () => ({ Component: (await import('./BillingPage')).BillingPage }) },
  { path: PAGES.purchases.pattern, lazy: async () => ({ Component: (await import('./PurchaseHistoryPage')).PurchaseHistoryPage }) },
  { path: PAGES.licences.pattern, lazy: async () => ({ Component: (await import('./LicencesPage')).LicencesPage }) },
];
