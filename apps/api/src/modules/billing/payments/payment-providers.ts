import type { Config } from '../../../config/config';
import type { PaymentProvider } from './payment-provider';
import { StripePaymentProvider } from './stripe-provider';
import { TestPaymentProvider } from './test-provider';

const providers = new WeakMap<Config, { active: PaymentProvider; stripe: StripePaymentProvider | undefined }>();

function providersFor(config: Config) {
  let found = providers.get(config);
  if (!found) {
    const stripe = config.payments.stripe ? new StripePaymentProvider(config.payments.stripe) : undefined;
    const active = config.payments.provider === 'stripe' && stripe ? stripe : new TestPaymentProvider();
    found = { active, stripe };
    providers.set(config, found);
  }
  return found;
}

/** The provider that takes new payments, as configured (PAYMENT_PROVIDER); one instance per configuration. */
export function activePaymentProvider(config: Config): PaymentProvider {
  return providersFor(config).active;
}

/** Stripe, when its keys are configured: its webhooks are verified even after switching the active provider. */
export function stripeProvider(config: Config): StripePaymentProvider | undefined {
  return providersFor(config).stripe;
}
