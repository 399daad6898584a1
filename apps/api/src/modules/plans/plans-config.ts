/**
 * Every number the business decides about plans and money that the console does not edit: the plans' shape, tax, file
 * licence prices and contributors' royalties. The spec leaves them "not shown"; these are plausible defaults in the
 * style of the big stock sites, changed here and nowhere else. What each plan variant costs and gives, and the offers,
 * are edited in the console and live in the database (see pricing.ts).
 */

export const CURRENCY = 'USD';

/** Sales tax added on top of the (tax-exclusive) prices, in basis points: 1000 = 10%. */
export const TAX_RATE_BP = 1_000;

/** Pack credits last a year from purchase. */
export const PACK_VALID_DAYS = 365;

export type PlanMediaValue = 'IMAGE' | 'ALL';
export type PlanKindValue = 'subscription' | 'pack';
export type IntervalValue = 'month' | 'year';

export interface PlanVariantShape {
  planVariantId: number;
  name: string;
  interval: IntervalValue | null;
}

export interface PlanShape {
  planId: number;
  slug: string;
  name: string;
  description: string;
  kind: PlanKindValue;
  media: PlanMediaValue;
  seats: number;
  /** Upgrades go only to a higher rank. */
  rank: number;
  highlighted: boolean;
  /** A subscription's first feature states its monthly quota (the pricing card shows the quota itself and leaves it out). */
  features: string[];
  variants: PlanVariantShape[];
}

/** The plans and their variants; the first price of each variant is seeded by migration 0105-console-pricing.sql. */
export const PLAN_SHAPES: readonly PlanShape[] = [
  {
    planId: 1,
    slug: 'essentials',
    name: 'Essentials',
    description: 'Images for a blog, a shop or social posts.',
    kind: 'subscription',
    media: 'IMAGE',
    seats: 1,
    rank: 1,
    highlighted: false,
    features: ['10 image downloads a month', 'Every size up to the original', 'Standard licence', 'Free re-downloads'],
    variants: [
      { planVariantId: 11, name: 'Essentials, monthly', interval: 'month' },
      { planVariantId: 12, name: 'Essentials, annual', interval: 'year' },
    ],
  },
  {
    planId: 2,
    slug: 'pro',
    name: 'Pro',
    description: 'Images and videos for studios and marketers.',
    kind: 'subscription',
    media: 'ALL',
    seats: 1,
    rank: 2,
    highlighted: true,
    features: ['50 image or video downloads a month', 'Videos up to 4K', 'Standard licence', 'Free re-downloads'],
    variants: [
      { planVariantId: 21, name: 'Pro, monthly', interval: 'month' },
      { planVariantId: 22, name: 'Pro, annual', interval: 'year' },
    ],
  },
  {
    planId: 3,
    slug: 'team',
    name: 'Team',
    description: 'One shared quota for a team of up to five.',
    kind: 'subscription',
    media: 'ALL',
    seats: 5,
    rank: 3,
    highlighted: false,
    features: ['150 downloads a month shared by 5 seats', 'Images and videos', 'Licence history for the whole team', 'Free re-downloads'],
    variants: [
      { planVariantId: 31, name: 'Team, monthly', interval: 'month' },
      { planVariantId: 32, name: 'Team, annual', interval: 'year' },
    ],
  },
  {
    planId: 4,
    slug: 'on-demand',
    name: 'On demand',
    description: 'Credits to use whenever you need them; they last a year.',
    kind: 'pack',
    media: 'ALL',
    seats: 1,
    rank: 0,
    highlighted: false,
    features: ['Images and videos', 'Credits valid for 12 months', 'No subscription'],
    variants: [
      { planVariantId: 41, name: '5 downloads', interval: null },
      { planVariantId: 42, name: '25 downloads', interval: null },
    ],
  },
];

/** Who sells, as printed on invoices and licence certificates. */
export const SELLER = {
  name: 'Lumora Media Inc.',
  address: ['548 Market Street, Suite 300', 'San Francisco, CA 94104', 'United States'],
  taxId: 'US EIN 88-1234567',
  email: 'billing@lumora.example',
};

/**
 * Contributors' earnings levels: the royalty rate rises with the contributor's lifetime licensed downloads, as on the
 * big sites (15% to 40%). `from` is the number of earlier licensed downloads at which a level starts.
 */
export const EARNINGS_LEVELS = [
  { name: 'Level 1', from: 0, rateBp: 1_500 },
  { name: 'Level 2', from: 100, rateBp: 2_000 },
  { name: 'Level 3', from: 250, rateBp: 2_500 },
  { name: 'Level 4', from: 2_500, rateBp: 3_000 },
  { name: 'Level 5', from: 25_000, rateBp: 3_500 },
  { name: 'Level 6', from: 250_000, rateBp: 4_000 },
] as const;

/** No licensed download earns its contributor less than this (unless the download itself is worth less). */
export const ROYALTY_FLOOR_CENTS = 10;

export interface EarningsLevel {
  name: string;
  rateBp: number;
  /** Lifetime downloads at which the next level starts; null at the top. */
  nextLevelAt: number | null;
}

export function earningsLevelFor(lifetimeDownloads: number): EarningsLevel {
  const downloads = Math.max(0, Math.floor(lifetimeDownloads));
  let index = 0;
  for (let i = 0; i < EARNINGS_LEVELS.length; i++) {
    if (downloads >= (EARNINGS_LEVELS[i] as (typeof EARNINGS_LEVELS)[number]).from) index = i;
  }
  const level = EARNINGS_LEVELS[index] as (typeof EARNINGS_LEVELS)[number];
  const next = EARNINGS_LEVELS[index + 1];
  return { name: level.name, rateBp: level.rateBp, nextLevelAt: next ? next.from : null };
}

/** The royalty of one download: the level's share of its value, at least the floor, never more than the value. */
export function royaltyCentsFor(valueCents: number, rateBp: number): number {
  const share = Math.round((valueCents * rateBp) / 10_000);
  return Math.min(valueCents, Math.max(ROYALTY_FLOOR_CENTS, share));
}

/** Tax on a net amount, rounded half up to the cent. */
export function taxCentsFor(netCents: number, rateBp: number = TAX_RATE_BP): number {
  return Math.round((netCents * rateBp) / 10_000);
}

/** The plan's shape: what does not depend on prices (name, media, seats); loadPricing answers the priced plan. */
export function findPlanShape(planId: number): PlanShape | undefined {
  return PLAN_SHAPES.find((plan) => plan.planId === planId);
}

export function findVariantShape(planVariantId: number): { plan: PlanShape; variant: PlanVariantShape } | undefined {
  for (const plan of PLAN_SHAPES) {
    const variant = plan.variants.find((candidate) => candidate.planVariantId === planVariantId);
    if (variant) return { plan, variant };
  }
  return undefined;
}

export type LicenceTierValue = 'standard' | 'enhanced';
export type LicensedMediaType = 'IMAGE' | 'VIDEO';

/** The rows of the rights table; their wording in every language is in licence-tier-words.ts. */
export type RightsRow = 'digital' | 'print' | 'broadcast' | 'merchandise' | 'templates';
/** What a tier allows on a row: a number is a limit ("Up to 500,000 copies"). */
export type Allowance = 'unlimited' | 'allowed' | 'not_allowed' | number;

export interface LicenceTierConfig {
  tier: LicenceTierValue;
  name: string;
  summary: string;
  /** The rights table, row by row; both tiers list the same rows in the same order (indemnity apart). */
  rights: { row: RightsRow; allowance: Allowance }[];
  /** What the marketplace covers if a claim arises from the licensed use, in cents. */
  indemnityCents: number;
  /** The price of licensing one file outright at this tier, before tax. */
  filePriceCents: Record<LicensedMediaType, number>;
  /** Plans and packs license at this tier; a tier they do not cover is bought per file or by upgrade. */
  coveredByPlans: boolean;
}

/**
 * The licence tiers. A plan or pack download licenses Standard; Enhanced is bought per file, or by upgrading a
 * Standard licence for the difference between the two file prices.
 */
export const LICENCE_TIERS: readonly LicenceTierConfig[] = [
  {
    tier: 'standard',
    name: 'Standard licence',
    summary: 'Perpetual, worldwide use in print and digital media, including advertising.',
    rights: [
      { row: 'digital', allowance: 'unlimited' },
      { row: 'print', allowance: 500_000 },
      { row: 'broadcast', allowance: 500_000 },
      { row: 'merchandise', allowance: 'not_allowed' },
      { row: 'templates', allowance: 'not_allowed' },
    ],
    indemnityCents: 1_000_000,
    filePriceCents: { IMAGE: 1_500, VIDEO: 7_900 },
    coveredByPlans: true,
  },
  {
    tier: 'enhanced',
    name: 'Enhanced licence',
    summary: 'Everything in Standard, without limits on copies or audience, and for products you sell.',
    rights: [
      { row: 'digital', allowance: 'unlimited' },
      { row: 'print', allowance: 'unlimited' },
      { row: 'broadcast', allowance: 'unlimited' },
      { row: 'merchandise', allowance: 'allowed' },
      { row: 'templates', allowance: 'allowed' },
    ],
    indemnityCents: 25_000_000,
    filePriceCents: { IMAGE: 6_900, VIDEO: 19_900 },
    coveredByPlans: false,
  },
];

export function licenceTier(tier: LicenceTierValue): LicenceTierConfig {
  return LICENCE_TIERS.find((candidate) => candidate.tier === tier) as LicenceTierConfig;
}

/** What turning a Standard licence into an Enhanced one costs, before tax: the difference of the two file prices. */
export function tierUpgradePriceCents(type: LicensedMediaType): number {
  return licenceTier('enhanced').filePriceCents[type] - licenceTier('standard').filePriceCents[type];
}

/** A refund above this (cents, tax included) asks the administrator for their password again first. */
export const REFUND_REAUTH_ABOVE_CENTS = 10_000;
