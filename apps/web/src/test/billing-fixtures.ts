import type {
  Invoice,
  Licence,
  Offer,
  Order,
  OrderQuote,
  Plan,
  PlanSubscription,
  PlansData,
  PlanVariant,
  SubscriptionStatusData,
  UpgradeOption,
} from '@stock/contracts';
import { SESSION_KEYS } from '../api/session';

const variant = (
  planId: number,
  id: number,
  name: string,
  interval: PlanVariant['interval'],
  price: number,
  downloads: number,
  saving = 0,
): PlanVariant => ({
  plan_variant_id: id,
  plan_id: planId,
  name,
  interval,
  price_cents: price,
  currency: 'USD',
  downloads,
  price_per_download_cents: Math.round(price / downloads),
  valid_days: interval === null ? 365 : null,
  saving_percent: saving,
});

const plan = (fields: Omit<Plan, 'slug' | 'features' | 'description'> & Partial<Plan>): Plan => ({
  slug: fields.name.toLowerCase(),
  description: `${fields.name} plan.`,
  // As the API lists them: a subscription's monthly quota first.
  features: [
    ...(fields.kind === 'subscription' ? [`${fields.variants[0]?.downloads} downloads a month`] : []),
    'Standard licence',
    'Free re-downloads',
  ],
  ...fields,
});

/** The plans as GET /plan answers with the API's default configuration. */
export const PLANS: Plan[] = [
  plan({
    plan_id: 1,
    name: 'Essentials',
    kind: 'subscription',
    media: 'IMAGE',
    seats: 1,
    highlighted: false,
    variants: [variant(1, 11, 'Essentials, monthly', 'month', 2900, 10), variant(1, 12, 'Essentials, annual', 'year', 29000, 120, 17)],
  }),
  plan({
    plan_id: 2,
    name: 'Pro',
    kind: 'subscription',
    media: 'ALL',
    seats: 1,
    highlighted: true,
    variants: [variant(2, 21, 'Pro, monthly', 'month', 9900, 50), variant(2, 22, 'Pro, annual', 'year', 99000, 600, 17)],
  }),
  plan({
    plan_id: 3,
    name: 'Team',
    kind: 'subscription',
    media: 'ALL',
    seats: 5,
    highlighted: false,
    variants: [variant(3, 31, 'Team, monthly', 'month', 24900, 150), variant(3, 32, 'Team, annual', 'year', 249000, 1800, 17)],
  }),
  plan({
    plan_id: 4,
    name: 'On demand',
    kind: 'pack',
    media: 'ALL',
    seats: 1,
    highlighted: false,
    variants: [variant(4, 41, '5 downloads', null, 4900, 5), variant(4, 42, '25 downloads', null, 19900, 25)],
  }),
];

export const PLANS_DATA: PlansData = { plans: PLANS, currency: 'USD', tax_rate_bp: 1000 };

export const WELCOME_OFFER: Offer = {
  code: 'WELCOME20',
  title: '20% off your first purchase',
  description: 'Take 20% off any plan or pack the first time you buy.',
  percent_off: 20,
  applies_to: 'any',
  expires_at: null,
};

export function quote(planVariantId: number, offer: Offer | null = null): OrderQuote {
  const owner = PLANS.find((item) => item.variants.some((v) => v.plan_variant_id === planVariantId)) as Plan;
  const chosen = owner.variants.find((v) => v.plan_variant_id === planVariantId) as PlanVariant;
  const discount = offer ? Math.round((chosen.price_cents * offer.percent_off) / 100) : 0;
  const tax = Math.round((chosen.price_cents - discount) / 10);
  return {
    plan: owner,
    variant: chosen,
    lines: [
      { kind: 'item', description: chosen.name, amount_cents: chosen.price_cents },
      ...(offer ? [{ kind: 'discount' as const, description: `${offer.title} (${offer.code})`, amount_cents: -discount }] : []),
      { kind: 'tax', description: 'Sales tax (10%)', amount_cents: tax },
    ],
    subtotal_cents: chosen.price_cents,
    discount_cents: discount,
    tax_rate_bp: 1000,
    tax_cents: tax,
    total_cents: chosen.price_cents - discount + tax,
    currency: 'USD',
    offer,
    offer_error: null,
    payment_provider: 'test',
  };
}

export function order(orderId: number, overrides: Partial<Order> = {}): Order {
  return {
    order_id: orderId,
    kind: 'purchase',
    status: 'paid',
    plan_id: 2,
    plan_variant_id: 21,
    description: 'Pro, monthly',
    lines: quote(21).lines,
    subtotal_cents: 9900,
    discount_cents: 0,
    tax_cents: 990,
    total_cents: 10890,
    currency: 'USD',
    offer_code: null,
    invoice_id: orderId,
    invoice_number: `INV-${String(orderId).padStart(6, '0')}`,
    failure_message: null,
    created_at: '2026-11-02T10:00:00.000Z',
    paid_at: '2026-11-02T10:00:05.000Z',
    ...overrides,
  };
}

/** What the server offers to upgrade to, as the subscription answer lists it. */
export function upgradeOption(planVariantId: number): UpgradeOption {
  const owner = PLANS.find((item) => item.variants.some((v) => v.plan_variant_id === planVariantId)) as Plan;
  const chosen = owner.variants.find((v) => v.plan_variant_id === planVariantId) as PlanVariant;
  return { plan_name: owner.name, media: owner.media, variant: chosen };
}

export function subscription(overrides: Partial<PlanSubscription> = {}): PlanSubscription {
  return {
    subscription_id: 1,
    plan_id: 2,
    plan_variant_id: 21,
    plan_name: 'Pro',
    variant_name: 'Pro, monthly',
    media: 'ALL',
    status: 'active',
    interval: 'month',
    downloads_per_period: 50,
    downloads_used: 8,
    downloads_left: 42,
    current_period_start: '2026-11-02T10:00:00.000Z',
    current_period_end: '2026-12-02T10:00:00.000Z',
    renews_at: '2026-12-02T10:00:00.000Z',
    cancel_at_period_end: false,
    payment_method: { brand: 'Visa', last4: '4242', provider: 'test' },
    upgrades: [22, 31, 32].map(upgradeOption),
    ...overrides,
  };
}

export function status(
  sub: PlanSubscription | null = subscription(),
  overrides: Partial<SubscriptionStatusData> = {},
): SubscriptionStatusData {
  return { subscription: sub, packs: [], downloads_left: sub?.downloads_left ?? 0, can_download: Boolean(sub), ...overrides };
}

export function invoice(invoiceId: number): Invoice {
  return {
    invoice_id: invoiceId,
    number: `INV-${String(invoiceId).padStart(6, '0')}`,
    order_id: invoiceId,
    description: 'Pro, monthly',
    subtotal_cents: 9900,
    discount_cents: 0,
    discounts: [],
    tax_cents: 990,
    total_cents: 10890,
    currency: 'USD',
    issued_at: '2026-11-02T10:00:05.000Z',
    pdf_url: `/api/buyer/invoice/pdf?invoice_id=${invoiceId}`,
    credit_notes: [],
  };
}

export function licence(licenceId: number, mediaId = 42): Licence {
  return {
    licence_id: licenceId,
    licence_number: `LIC-${String(licenceId).padStart(6, '0')}`,
    media_id: mediaId,
    title: `Misty blue mountain ridges at dawn ${mediaId}`,
    type: 'IMAGE',
    thumbnail_url: `/media/thumbs/${mediaId}/360.jpg`,
    media_format_id: 420,
    format_label: 'Large',
    width: 3000,
    height: 2000,
    plan_name: 'Pro',
    value_cents: 198,
    tier: 'standard',
    tier_name: 'Standard licence',
    upgraded_at: null,
    revoked_at: null,
    client_name: null,
    project: null,
    po_number: null,
    downloaded_by: 'Ada Byron',
    licensed_at: '2026-11-03T09:00:00.000Z',
    certificate_url: `/api/buyer/licence/certificate?licence_id=${licenceId}`,
  };
}

/** A page of a list as the paged calls answer it. */
export function pageOf<T>(results: T[], page = 1, totalCount = results.length, limit = 5) {
  return { results, totalCount, total_pages: Math.max(1, Math.ceil(totalCount / limit)), page_no: page, limit };
}

export function signInBuyer(name = 'Ada Buyer') {
  localStorage.setItem(SESSION_KEYS.buyer.token, 'buyer-jwt');
  localStorage.setItem(SESSION_KEYS.buyer.user, JSON.stringify({ name }));
}

/** The licence tiers as GET /licence/tiers answers them. */
export function licenceTiers() {
  const rights = (print: string, resale: string) => [
    { label: 'Print run (books, packaging, flyers)', value: print },
    { label: 'Merchandise for resale (mugs, T-shirts, posters)', value: resale },
  ];
  return {
    currency: 'USD',
    tax_rate_bp: 1000,
    tiers: [
      {
        tier: 'standard',
        name: 'Standard licence',
        summary: 'Perpetual, worldwide use.',
        rights: rights('Up to 500,000 copies', 'Not allowed'),
        indemnity_cents: 1_000_000,
        price_cents: { IMAGE: 1_500, VIDEO: 7_900 },
        upgrade_price_cents: null,
        covered_by_plans: true,
      },
      {
        tier: 'enhanced',
        name: 'Enhanced licence',
        summary: 'No limits.',
        rights: rights('Unlimited', 'Allowed'),
        indemnity_cents: 25_000_000,
        price_cents: { IMAGE: 6_900, VIDEO: 19_900 },
        upgrade_price_cents: { IMAGE: 5_400, VIDEO: 12_000 },
        covered_by_plans: false,
      },
    ],
  };
}
