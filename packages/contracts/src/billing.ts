import { type Static, Type } from '@sinclair/typebox';
import { BILLING_PAGE_LIMIT, ORDER_STATUSES, PURCHASE_HISTORY_LIMIT } from './billing-values';
import { pageParams } from './catalogue';
import { Paged } from './envelope';
import { Id, MAX_ID, MAX_INT4 } from './numbers';

const DateTime = Type.String({ format: 'date-time' });
const Cents = Type.Integer({ description: 'An amount in US cents' });
const id = (description: string) => Id(description);
/** Plans and their variants are numbered in config and kept in PostgreSQL `integer` columns. */
const planId = (description: string) => Id(description, MAX_INT4);

export const PlanMedia = Type.Union([Type.Literal('IMAGE'), Type.Literal('ALL')], {
  description: 'IMAGE: images only; ALL: images and videos',
});
export const PlanKind = Type.Union([Type.Literal('subscription'), Type.Literal('pack')]);
export const BillingInterval = Type.Union([Type.Literal('month'), Type.Literal('year')]);

export const PlanVariant = Type.Object({
  plan_variant_id: Type.Integer(),
  plan_id: Type.Integer(),
  name: Type.String({ description: 'e.g. "Pro, monthly" or "25 downloads"' }),
  interval: Type.Union([BillingInterval, Type.Null()], { description: 'Billing period of a subscription; null for packs' }),
  price_cents: Cents,
  currency: Type.String(),
  downloads: Type.Integer({ description: 'Downloads per period (subscriptions) or credits (packs)' }),
  price_per_download_cents: Cents,
  valid_days: Type.Union([Type.Integer(), Type.Null()], { description: 'How long pack credits last; null for subscriptions' }),
  saving_percent: Type.Integer({ description: 'Saving against paying monthly for a year (annual variants), else 0' }),
});
export type PlanVariant = Static<typeof PlanVariant>;

export const Plan = Type.Object({
  plan_id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  kind: PlanKind,
  media: PlanMedia,
  seats: Type.Integer(),
  features: Type.Array(Type.String()),
  highlighted: Type.Boolean(),
  variants: Type.Array(PlanVariant),
});
export type Plan = Static<typeof Plan>;

export const PlansData = Type.Object({
  plans: Type.Array(Plan),
  currency: Type.String(),
  tax_rate_bp: Type.Integer({ description: 'Sales tax in basis points added at checkout (1000 = 10%)' }),
});
export type PlansData = Static<typeof PlansData>;

export const Offer = Type.Object({
  code: Type.String(),
  title: Type.String(),
  description: Type.String(),
  percent_off: Type.Integer({ description: '0 when the code takes an amount off instead' }),
  amount_off_cents: Type.Optional(Type.Integer({ description: 'A promo code that takes an amount off: the amount, in cents' })),
  applies_to: Type.Union([Type.Literal('any'), Type.Literal('annual'), Type.Literal('pack'), Type.Literal('plans')], {
    description: "'plans': a promo code, for the plans it names",
  }),
  expires_at: Type.Union([DateTime, Type.Null()]),
});
export type Offer = Static<typeof Offer>;

export const OffersData = Type.Object({ offers: Type.Array(Offer) });
export type OffersData = Static<typeof OffersData>;

export const OrderLineKind = Type.Union([Type.Literal('item'), Type.Literal('discount'), Type.Literal('credit'), Type.Literal('tax')]);
export const OrderLine = Type.Object({ kind: OrderLineKind, description: Type.String(), amount_cents: Cents });
export type OrderLine = Static<typeof OrderLine>;

export const PaymentProviderName = Type.Union([Type.Literal('test'), Type.Literal('stripe')]);

/** What a buyer would pay for a variant: the item, the offer's saving, tax and total. */
export const OrderQuote = Type.Object({
  plan: Plan,
  variant: PlanVariant,
  lines: Type.Array(OrderLine),
  subtotal_cents: Cents,
  discount_cents: Cents,
  tax_rate_bp: Type.Integer(),
  tax_cents: Cents,
  total_cents: Cents,
  currency: Type.String(),
  offer: Type.Union([Offer, Type.Null()]),
  offer_error: Type.Union([Type.String(), Type.Null()], { description: 'Why a requested offer does not apply, if it does not' }),
  payment_provider: Type.Optional(
    Type.Unsafe<Static<typeof PaymentProviderName>>({
      ...PaymentProviderName,
      description: 'Who takes the payment: test shows the test card form; stripe sends the buyer to its hosted page',
    }),
  ),
});
export type OrderQuote = Static<typeof OrderQuote>;

export const VariantDetailsQuery = Type.Object(
  {
    plan_variant_id: planId('The plan variant to price'),
    offer: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: 'An offer or coupon code' })),
  },
  { additionalProperties: false },
);
export type VariantDetailsQuery = Static<typeof VariantDetailsQuery>;

export const BuyPlanBody = Type.Object({ plan_id: planId('The plan chosen on the Pricing page') }, { additionalProperties: false });
export type BuyPlanBody = Static<typeof BuyPlanBody>;

export const BuyPlanData = Type.Object({
  plan: Plan,
  plan_variant_id: Type.Integer({ description: 'The variant to check out by default (monthly for subscriptions)' }),
  quote: OrderQuote,
  current_subscription: Type.Union([
    Type.Object({ plan_id: Type.Integer(), plan_variant_id: Type.Integer(), name: Type.String() }),
    Type.Null(),
  ]),
});
export type BuyPlanData = Static<typeof BuyPlanData>;

export const IdempotencyKey = Type.String({
  minLength: 8,
  maxLength: 100,
  pattern: '^[A-Za-z0-9_:.-]+$',
  description: 'Made once per checkout attempt by the client (e.g. a UUID); a retry or double click with it makes no second order',
});

export const CheckoutBody = Type.Object(
  {
    plan_variant_id: planId('The plan variant to buy'),
    offer: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    idempotency_key: Type.Optional(IdempotencyKey),
  },
  { additionalProperties: false },
);
export type CheckoutBody = Static<typeof CheckoutBody>;

export const OrderStatus = Type.Union(
  ORDER_STATUSES.map((status) => Type.Literal(status)),
  { description: 'partially_refunded and refunded: paid, then refunded in part or in full (see the invoice’s credit notes)' },
);
export const OrderKind = Type.Union([
  Type.Literal('purchase'),
  Type.Literal('renewal'),
  Type.Literal('upgrade'),
  Type.Literal('file'),
  Type.Literal('licence_upgrade'),
]);

/** Orders store what they are for once, in English; answers word it for their reader. */
const READER_WORDED =
  "What it is for, in the reader's language (the account's, else the request's) where it names a plan; a file's as stored";

export const Order = Type.Object({
  order_id: Type.Integer(),
  kind: OrderKind,
  status: OrderStatus,
  plan_id: Type.Union([Type.Integer(), Type.Null()], { description: 'Null for a file or licence-upgrade order' }),
  plan_variant_id: Type.Union([Type.Integer(), Type.Null()], { description: 'Null for a file or licence-upgrade order' }),
  description: Type.String({ description: READER_WORDED }),
  lines: Type.Array(OrderLine, {
    description: "The item, offer, credit and tax lines; the plan's and the tax's in the reader's language, the others as stored",
  }),
  subtotal_cents: Cents,
  discount_cents: Cents,
  tax_cents: Cents,
  total_cents: Cents,
  currency: Type.String(),
  offer_code: Type.Union([Type.String(), Type.Null()]),
  invoice_id: Type.Union([Type.Integer(), Type.Null()]),
  invoice_number: Type.Union([Type.String(), Type.Null()]),
  failure_message: Type.Union([Type.String(), Type.Null()]),
  created_at: DateTime,
  paid_at: Type.Union([DateTime, Type.Null()]),
});
export type Order = Static<typeof Order>;

export const PaymentStep = Type.Object({
  provider: PaymentProviderName,
  test_mode: Type.Boolean({ description: 'True with the built-in test provider: no real money moves' }),
  notice: Type.String({ description: 'What the card form should say (test mode and the test cards, or the provider)' }),
  payment_id: Type.String(),
  redirect_url: Type.Optional(
    Type.String({ description: "Stripe's hosted Checkout page: send the buyer there to pay; absent with the test provider" }),
  ),
  publishable_key: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union([Type.Literal('requires_payment'), Type.Literal('succeeded'), Type.Literal('failed')]),
});
export type PaymentStep = Static<typeof PaymentStep>;

export const CheckoutData = Type.Object({ order: Order, payment: PaymentStep });
export type CheckoutData = Static<typeof CheckoutData>;

/** A card typed into the built-in test provider's form. */
export const TestCardFields = {
  card_number: Type.String({ minLength: 12, maxLength: 23, pattern: '^[0-9 ]+$' }),
  exp_month: Type.Integer({ minimum: 1, maximum: 12 }),
  exp_year: Type.Integer({ minimum: 2000, maximum: 2100 }),
  cvc: Type.String({ pattern: '^[0-9]{3,4}$' }),
  name_on_card: Type.Optional(Type.String({ maxLength: 100 })),
};

export const TestCardPaymentBody = Type.Object(
  {
    order_id: id('The order made by /buyer/order/checkout'),
    ...TestCardFields,
    save_card: Type.Optional(
      Type.Boolean({
        description: 'Keep the card on the payment-methods page for later payments (default true); a plan always keeps it for renewals',
      }),
    ),
  },
  { additionalProperties: false },
);
export type TestCardPaymentBody = Static<typeof TestCardPaymentBody>;

export const PaymentMethodSummary = Type.Object({ brand: Type.String(), last4: Type.String(), provider: PaymentProviderName });

export const UpgradeOption = Type.Object({ plan_name: Type.String(), media: PlanMedia, variant: PlanVariant });
export type UpgradeOption = Static<typeof UpgradeOption>;

export const PlanSubscription = Type.Object({
  subscription_id: Type.Integer(),
  plan_id: Type.Integer(),
  plan_variant_id: Type.Integer(),
  plan_name: Type.String(),
  variant_name: Type.String(),
  media: PlanMedia,
  status: Type.Union([Type.Literal('active'), Type.Literal('past_due'), Type.Literal('canceled')]),
  interval: BillingInterval,
  downloads_per_period: Type.Integer(),
  downloads_used: Type.Integer(),
  downloads_left: Type.Integer(),
  current_period_start: DateTime,
  current_period_end: DateTime,
  renews_at: Type.Union([DateTime, Type.Null()], { description: 'Null when it will not renew: cancelled at period end, or no saved card' }),
  cancel_at_period_end: Type.Boolean(),
  payment_method: Type.Union([PaymentMethodSummary, Type.Null()], {
    description: 'The card that pays renewals and upgrades (the default saved card); null when there is none',
  }),
  upgrades: Type.Array(UpgradeOption, {
    description: 'The variants this plan can be upgraded to now, smallest first; empty when it is past due or the largest',
  }),
});
export type PlanSubscription = Static<typeof PlanSubscription>;

export const CreditPack = Type.Object({
  pack_id: Type.Integer(),
  name: Type.String(),
  credits_total: Type.Integer(),
  credits_left: Type.Integer(),
  expires_at: DateTime,
});
export type CreditPack = Static<typeof CreditPack>;

export const SubscriptionStatusData = Type.Object({
  subscription: Type.Union([PlanSubscription, Type.Null()]),
  packs: Type.Array(CreditPack),
  downloads_left: Type.Integer({ description: 'Subscription downloads left this period plus pack credits' }),
  can_download: Type.Boolean(),
});
export type SubscriptionStatusData = Static<typeof SubscriptionStatusData>;

export const UpgradeBody = Type.Object(
  { plan_variant_id: planId('The larger plan variant to move to now'), idempotency_key: Type.Optional(IdempotencyKey) },
  { additionalProperties: false },
);
export type UpgradeBody = Static<typeof UpgradeBody>;

export const UpgradeData = Type.Object({ order: Order, subscription: SubscriptionStatusData });
export type UpgradeData = Static<typeof UpgradeData>;

export const BillingQuery = Type.Object({ ...pageParams(BILLING_PAGE_LIMIT) }, { additionalProperties: false });
export const PurchaseHistoryQuery = Type.Object({ ...pageParams(PURCHASE_HISTORY_LIMIT) }, { additionalProperties: false });

export const CreditNote = Type.Object({
  credit_note_id: Type.Integer(),
  number: Type.String({ description: 'Sequential, e.g. CN-000007' }),
  amount_cents: Cents,
  currency: Type.String(),
  issued_at: DateTime,
  pdf_url: Type.String({ description: 'GET with the bearer token: the PDF' }),
});
export type CreditNote = Static<typeof CreditNote>;

export const Invoice = Type.Object({
  invoice_id: Type.Integer(),
  number: Type.String({ description: 'Sequential, e.g. INV-000042' }),
  order_id: Type.Integer(),
  description: Type.String({ description: READER_WORDED }),
  subtotal_cents: Cents,
  discount_cents: Cents,
  discounts: Type.Array(OrderLine, {
    description: "The invoice's discount and credit lines (an offer, a promo code, an upgrade's credit)",
  }),
  tax_cents: Cents,
  total_cents: Cents,
  currency: Type.String(),
  issued_at: DateTime,
  pdf_url: Type.String({ description: 'GET with the bearer token: the PDF' }),
  credit_notes: Type.Array(CreditNote, { description: 'Refunds of this invoice, oldest first' }),
});
export type Invoice = Static<typeof Invoice>;

export const InvoicePage = Paged(Invoice);
export const OrderPage = Paged(Order);

export const CreditNotePdfQuery = Type.Object(
  { credit_note_id: id('A credit note of the signed-in buyer') },
  { additionalProperties: false },
);

export const InvoicePdfQuery = Type.Object({ invoice_id: id('An invoice of the signed-in buyer') }, { additionalProperties: false });

export const DownloadBody = Type.Object(
  { media_format_id: id('A format of a published file (file detail `formats`)') },
  { additionalProperties: false },
);
export type DownloadBody = Static<typeof DownloadBody>;

export const DownloadData = Type.Object({
  url: Type.String({ description: 'Short-lived signed URL of the file; needs no token' }),
  expires_at: DateTime,
  file_name: Type.String(),
  licence_id: Type.Integer(),
  redownload: Type.Boolean({ description: 'True when the file was licensed before: no download was used' }),
  downloads_left: Type.Integer(),
});
export type DownloadData = Static<typeof DownloadData>;

export const DownloadStatusQuery = Type.Object(
  {
    licence_id: id('The licence a download answered (`licence_id`)'),
    media_format_id: id('The format that was downloaded'),
  },
  { additionalProperties: false },
);
export type DownloadStatusQuery = Static<typeof DownloadStatusQuery>;

/** A smaller size is rendered once, by a worker, on its first download; the signed URL delivers it once ready. */
export const DownloadStatusData = Type.Object({
  state: Type.Union([Type.Literal('preparing'), Type.Literal('ready'), Type.Literal('failed')]),
  progress: Type.Integer({ minimum: 0, maximum: 100, description: 'Percent of the render done' }),
});
export type DownloadStatusData = Static<typeof DownloadStatusData>;

export const Licence = Type.Object({
  licence_id: Type.Integer(),
  licence_number: Type.String(),
  media_id: Type.Integer(),
  title: Type.String(),
  type: Type.Union([Type.Literal('IMAGE'), Type.Literal('VIDEO')]),
  thumbnail_url: Type.Union([Type.String(), Type.Null()]),
  media_format_id: Type.Integer(),
  format_label: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  plan_name: Type.String(),
  value_cents: Cents,
  tier: Type.Union([Type.Literal('standard'), Type.Literal('enhanced')]),
  tier_name: Type.String(),
  upgraded_at: Type.Union([DateTime, Type.Null()]),
  revoked_at: Type.Union([DateTime, Type.Null()], {
    description:
      'When the licence was revoked (its file order was refunded in full): the file may no longer be used or downloaded under it',
  }),
  client_name: Type.Union([Type.String(), Type.Null()]),
  project: Type.Union([Type.String(), Type.Null()]),
  po_number: Type.Union([Type.String(), Type.Null()]),
  downloaded_by: Type.String({ description: 'The member who licensed it (a team shares one licence history)' }),
  licensed_at: DateTime,
  certificate_url: Type.String({ description: 'GET with the bearer token: the licence certificate PDF' }),
});
export type Licence = Static<typeof Licence>;

export const LicencePage = Paged(Licence);
export const LicenceCertificateQuery = Type.Object({ licence_id: id('A licence of the signed-in buyer') }, { additionalProperties: false });

export const SignedDownloadQuery = Type.Object(
  {
    licence: Id(),
    format: Id(),
    expires: Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'Unix seconds' }),
    signature: Type.String({ minLength: 10, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type SignedDownloadQuery = Static<typeof SignedDownloadQuery>;

export const WebhookAck = Type.Object({ received: Type.Boolean(), duplicate: Type.Boolean() });
