/**
 * PROVISIONAL: the shapes of the issue-6 calls as the web expects them, until @stock/contracts carries them.
 * Replaced by `import type` from @stock/contracts once the API branch commits its contracts.
 */
export type PlanKind = 'SUBSCRIPTION' | 'PACK';
export type PlanMedia = 'IMAGE' | 'ALL';
export type BillingInterval = 'MONTH' | 'YEAR';

export interface PlanVariant {
  plan_variant_id: number;
  plan_id: number;
  interval: BillingInterval | null;
  price_cents: number;
  currency: string;
  downloads: number;
  seats: number;
}

export interface Plan {
  plan_id: number;
  name: string;
  description: string;
  kind: PlanKind;
  media: PlanMedia;
  variants: PlanVariant[];
}

export interface Offer {
  offer_id: number;
  code: string;
  title: string;
  description: string;
  percent_off: number | null;
  amount_off_cents: number | null;
  expires_at: string | null;
}

export interface OrderLine {
  label: string;
  amount_cents: number;
}

export interface VariantDetails {
  plan: Plan;
  variant: PlanVariant;
  offer: Offer | null;
  lines: OrderLine[];
  subtotal_cents: number;
  discount_cents: number;
  tax_rate_percent: number;
  tax_cents: number;
  total_cents: number;
  currency: string;
}

export interface Subscription {
  plan_id: number;
  plan_variant_id: number;
  plan_name: string;
  media: PlanMedia;
  interval: BillingInterval | null;
  downloads_left: number;
  downloads_per_period: number;
  credits: number;
  seats: number;
  renews_at: string | null;
  cancel_at_period_end: boolean;
  status: 'active' | 'canceled' | 'past_due';
}

export interface Invoice {
  invoice_id: number;
  number: string;
  issued_at: string;
  description: string;
  total_cents: number;
  currency: string;
  pdf_url: string;
}

export interface Order {
  order_id: number;
  created_at: string;
  status: 'paid' | 'failed' | 'pending';
  lines: OrderLine[];
  total_cents: number;
  currency: string;
}

export interface Licence {
  licence_id: number;
  media_id: number;
  title: string;
  slug: string;
  type: 'IMAGE' | 'VIDEO';
  thumbnail_url: string;
  format_label: string;
  licensed_at: string;
  certificate_url: string;
}

export interface CheckoutResult {
  order_id: number;
  status: 'paid' | 'failed' | 'requires_action';
  message: string;
  redirect_url: string | null;
}

export interface DownloadGrant {
  url: string;
  expires_at: string;
  already_licensed: boolean;
  downloads_left: number | null;
}

export interface Paged<T> {
  results: T[];
  totalCount: number;
  total_pages: number;
  page_no: number;
  limit: number;
}
