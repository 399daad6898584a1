import { type Static, Type } from '@sinclair/typebox';
import { PaymentProviderName, TestCardFields } from './billing';
import { Id } from './numbers';

export const SavedCard = Type.Object({
  payment_method_id: Type.Integer(),
  provider: PaymentProviderName,
  brand: Type.String(),
  last4: Type.String(),
  is_default: Type.Boolean({ description: 'The default card pays renewals and upgrades' }),
  created_at: Type.String({ format: 'date-time' }),
});
export type SavedCard = Static<typeof SavedCard>;

export const PaymentMethodsData = Type.Object({
  payment_methods: Type.Array(SavedCard, { description: 'The default card first, then the newest' }),
  provider: PaymentProviderName,
  test_mode: Type.Boolean(),
  notice: Type.String({ description: 'What the card form should say (test mode and the test cards, or the provider)' }),
});
export type PaymentMethodsData = Static<typeof PaymentMethodsData>;

export const AddTestCardBody = Type.Object(TestCardFields, { additionalProperties: false });
export type AddTestCardBody = Static<typeof AddTestCardBody>;

export const CardSetupData = Type.Object({
  redirect_url: Type.String({ description: "Stripe's hosted page (Checkout in setup mode) where the buyer adds the card" }),
});
export type CardSetupData = Static<typeof CardSetupData>;

export const PaymentMethodBody = Type.Object(
  { payment_method_id: Id('A saved card of the signed-in buyer') },
  { additionalProperties: false },
);
export type PaymentMethodBody = Static<typeof PaymentMethodBody>;
