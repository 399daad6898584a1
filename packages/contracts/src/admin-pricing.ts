import { type Static, Type } from '@sinclair/typebox';
import { Id, MAX_INT4 } from './numbers';

/** The operator console's prices: plan variants and credit packs, offers, and promo codes. */

const DateTime = Type.String({ format: 'date-time' });
const Reason = Type.String({ minLength: 1, maxLength: 500, pattern: '\\S', description: 'Why; kept in the audit trail' });
const Cents = (description: string) => Type.Integer({ minimum: 0, maximum: MAX_INT4, description });
const CodeText = Type.String({
  minLength: 3,
  maxLength: 40,
  pattern: '^\\s*[A-Za-z0-9_-]{3,40}\\s*$',
  description: 'Letters, digits, - and _; stored in capitals, unique whatever the case',
});
const Saving = {
  percent_off: Type.Union([Type.Integer({ minimum: 1, maximum: 100 }), Type.Null()], { description: 'Percent off, 1 to 100' }),
  amount_off_cents: Type.Union([Type.Integer({ minimum: 1, maximum: MAX_INT4 }), Type.Null()], {
    description: 'Or an amount off, in cents; exactly one of the two',
  }),
};
const Validity = {
  first_purchase_only: Type.Boolean(),
  starts_at: Type.Union([DateTime, Type.Null()], { description: 'Valid from; null for at once' }),
  expires_at: Type.Union([DateTime, Type.Null()], { description: 'Valid until (after starts_at); null for no end' }),
  active: Type.Boolean({ description: 'false deactivates it; orders already paid keep their discount' }),
};

export const AdminPlanVariant = Type.Object({
  plan_variant_id: Type.Integer(),
  plan_id: Type.Integer(),
  plan_name: Type.String(),
  kind: Type.Union([Type.Literal('subscription'), Type.Literal('pack')]),
  name: Type.String(),
  interval: Type.Union([Type.Literal('month'), Type.Literal('year'), Type.Null()]),
  price_cents: Type.Integer(),
  downloads: Type.Integer(),
  hidden: Type.Boolean(),
  updated_at: DateTime,
});
export type AdminPlanVariant = Static<typeof AdminPlanVariant>;

export const AdminOffer = Type.Object({
  code: Type.String(),
  title: Type.String(),
  description: Type.String(),
  ...Saving,
  applies_to: Type.Union([Type.Literal('any'), Type.Literal('annual'), Type.Literal('pack')]),
  ...Validity,
  updated_at: DateTime,
});
export type AdminOffer = Static<typeof AdminOffer>;

export const AdminPromoCode = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  description: Type.String(),
  ...Saving,
  plan_ids: Type.Array(Type.Integer()),
  max_redemptions: Type.Integer(),
  redemptions: Type.Integer(),
  ...Validity,
  updated_at: DateTime,
});
export type AdminPromoCode = Static<typeof AdminPromoCode>;

export const AdminPricingData = Type.Object({
  variants: Type.Array(AdminPlanVariant),
  offers: Type.Array(AdminOffer),
  promo_codes: Type.Array(AdminPromoCode),
  plans: Type.Array(Type.Object({ plan_id: Type.Integer(), name: Type.String() }), { description: 'What a promo code may name' }),
});
export type AdminPricingData = Static<typeof AdminPricingData>;

export const AdminVariantParams = Type.Object({ id: Id('Plan variant id', MAX_INT4) }, { additionalProperties: false });
export type AdminVariantParams = Static<typeof AdminVariantParams>;
export const AdminVariantBody = Type.Object(
  {
    price_cents: Cents('The price before tax, for new orders only'),
    downloads: Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'Downloads per period, or credits of a pack' }),
    hidden: Type.Boolean({ description: 'Off the pricing page and refused at checkout; bought plans renew' }),
    reason: Reason,
  },
  { additionalProperties: false },
);
export type AdminVariantBody = Static<typeof AdminVariantBody>;
export const AdminVariantData = Type.Object({ variant: AdminPlanVariant });
export type AdminVariantData = Static<typeof AdminVariantData>;

const OfferFields = {
  title: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
  description: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }),
  ...Saving,
  applies_to: Type.Union([Type.Literal('any'), Type.Literal('annual'), Type.Literal('pack')]),
  ...Validity,
  reason: Reason,
};
export const AdminOfferCreateBody = Type.Object({ code: CodeText, ...OfferFields }, { additionalProperties: false });
export type AdminOfferCreateBody = Static<typeof AdminOfferCreateBody>;
export const AdminOfferUpdateBody = Type.Object(OfferFields, { additionalProperties: false });
export type AdminOfferUpdateBody = Static<typeof AdminOfferUpdateBody>;
export const AdminOfferParams = Type.Object({ code: CodeText }, { additionalProperties: false });
export type AdminOfferParams = Static<typeof AdminOfferParams>;
export const AdminOfferData = Type.Object({ offer: AdminOffer });
export type AdminOfferData = Static<typeof AdminOfferData>;

const PromoFields = {
  description: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  ...Saving,
  plan_ids: Type.Array(Id('Plan id', MAX_INT4), { minItems: 1, maxItems: 20, uniqueItems: true }),
  max_redemptions: Type.Integer({ minimum: 1, maximum: MAX_INT4 }),
  ...Validity,
  reason: Reason,
};
export const AdminPromoCreateBody = Type.Object({ code: CodeText, ...PromoFields }, { additionalProperties: false });
export type AdminPromoCreateBody = Static<typeof AdminPromoCreateBody>;
export const AdminPromoUpdateBody = Type.Object(PromoFields, { additionalProperties: false });
export type AdminPromoUpdateBody = Static<typeof AdminPromoUpdateBody>;
export const AdminPromoParams = Type.Object({ id: Id() }, { additionalProperties: false });
export type AdminPromoParams = Static<typeof AdminPromoParams>;
export const AdminPromoData = Type.Object({ promo_code: AdminPromoCode });
export type AdminPromoData = Static<typeof AdminPromoData>;

export const PRICING_MESSAGES = {
  oneSaving: 'Give either a percent off or an amount off, not both.',
  endBeforeStart: 'The end must be after the start.',
  codeTaken: (code: string) => `The code ${code} is already used by an offer or a promo code.`,
  unknownPlan: (planId: number) => `There is no plan ${planId}.`,
  belowRedeemed: (count: number) => `It has been redeemed ${count} times already; the limit cannot be lower.`,
  noVariant: 'There is no such plan variant.',
  noOffer: 'There is no such offer.',
  noPromo: 'There is no such promo code.',
} as const;
