import type { WebhookEventType } from '@stock/contracts';
import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the tables; one interface per table, named as the table is. */
export interface NewsletterSubscribersTable {
  id: Generated<string>;
  email: string;
  subscribed_at: ColumnType<Date, Date | undefined, Date>;
  unsubscribed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  source: string;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: ColumnType<Date, never, never>;
}

type Id = Generated<number>;
export type AuthFailureKind = 'password' | 'code';
type CreatedAt = ColumnType<Date, Date | undefined, Date>;
export type MediaTypeValue = 'IMAGE' | 'VIDEO';
export type MediaStatusValue = 'DRAFT' | 'inreview' | 'rejected' | 'published' | 'removed';

export interface UsersTable {
  id: Id;
  email: string;
  name: string;
  created_at: CreatedAt;
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  password_hash: ColumnType<string | null, string | null | undefined, string | null>;
  email_verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  phone_verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  roles: Generated<RoleValue[]>;
  pending_email: ColumnType<string | null, string | null | undefined, string | null>;
  referral_code: Generated<string>;
  referred_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  anonymised_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  avatar_key: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: CreatedAt;
  suspended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  suspended_reason: ColumnType<string | null, string | null | undefined, string | null>;
  locale: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ContributorsTable {
  user_id: number;
  display_name: string;
  slug: string;
  bio: Generated<string>;
  location: Generated<string>;
  links: Generated<string[]>;
  created_at: CreatedAt;
  cover_media_id: ColumnType<number | null, number | null | undefined, number | null>;
  featured_media_ids: Generated<number[]>;
}

export interface CategoriesTable {
  id: Id;
  type: MediaTypeValue;
  parent_id: number | null;
  name: string;
  slug: string;
  position: Generated<number>;
  file_count: Generated<number>;
  home_position: Nullable<number>;
  home_hidden: Generated<boolean>;
  cover_media_id: Nullable<number>;
}

export interface CategoryOldSlugsTable {
  type: MediaTypeValue;
  slug: string;
  category_id: number;
}

export interface MediaFilesTable {
  id: Id;
  type: Generated<MediaTypeValue>;
  status: Generated<MediaStatusValue>;
  contributor_id: number;
  title: string;
  slug: string;
  description: Generated<string>;
  category_id: number | null;
  width: number;
  height: number;
  orientation: ColumnType<'horizontal' | 'vertical' | 'square' | 'panoramic', never, never>;
  megapixels: ColumnType<number, never, never>;
  duration_ms: number | null;
  fps: number | null;
  people_count: Generated<number>;
  age_groups: Generated<string[]>;
  dominant_colors: Generated<string[]>;
  color_families: Generated<string[]>;
  blurhash: string | null;
  is_safe: Generated<boolean>;
  views: Generated<number>;
  downloads: Generated<number>;
  trending_score: Generated<number>;
  popularity_score: Generated<number>;
  search_vector: ColumnType<string | null, never, never>;
  published_at: Date | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  processing_status: Generated<ProcessingStatusValue>;
  processing_error: ColumnType<string | null, string | null | undefined, string | null>;
  processing_revision: ColumnType<string | null, string | null | undefined, string | null>;
  phash: ColumnType<string | null, string | null | undefined, string | null>;
  exif_camera: ColumnType<string | null, string | null | undefined, string | null>;
  exif_taken_at: ColumnType<string | null, string | null | undefined, string | null>;
  original_filename: Generated<string>;
  submitted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  removed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  renditions_version: Generated<number>;
}

export interface MediaStaleRenditionsTable {
  storage_key: string;
  created_at: CreatedAt;
}

export interface MediaFormatsTable {
  id: Id;
  media_id: number;
  name: string;
  label: string;
  width: number;
  height: number;
  bytes: number;
  mime: string;
  position: Generated<number>;
}

export type LicensedRenderState = 'pending' | 'rendering' | 'ready' | 'failed';

export interface LicensedRendersTable {
  media_format_id: number;
  media_id: number;
  storage_key: string;
  state: Generated<LicensedRenderState>;
  progress: Generated<number>;
  job_id: string | null;
  renders: Generated<number>;
  bytes: number | null;
  render_ms: number | null;
  error: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface MediaDerivativesTable {
  media_id: number;
  kind: string;
  format: string;
  width: number;
  height: number;
  bytes: number;
  storage_key: string;
}

export interface MediaOriginalsTable {
  media_id: number;
  storage_key: string;
  mime: string;
  bytes: number;
}

export interface KeywordsTable {
  id: Id;
  keyword: string;
  file_count: Generated<number>;
}

export interface MediaFileKeywordsTable {
  media_id: number;
  keyword_id: number;
  position: Generated<number>;
}

/** One word (or pair of adjacent words) of one published file, kept by triggers on media_files (migrations 0007, 0215, 0240); never written by the app. */
export interface SearchTermsTable {
  lexeme: string;
  type: MediaTypeValue;
  popularity_score: number;
  media_id: number;
  is_safe: boolean;
  category_id: number | null;
  orientation: string;
  color_families: string[];
  age_groups: string[];
  people_count: number;
  megapixels: number;
  width: number;
  height: number;
  duration_ms: number | null;
  fps: number | null;
  published_at: Date;
  /** The file's relevance for this lexeme, as the relevance order computes it (migration 0240). */
  relevance: number;
}

export interface CollectionsTable {
  id: Id;
  name: string;
  slug: string;
  description: Generated<string>;
  is_curated: Generated<boolean>;
  cover_media_id: number | null;
  position: Nullable<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface CollectionFilesTable {
  id: Id;
  collection_id: number;
  media_id: number;
  position: Generated<number>;
  added_at: CreatedAt;
}

export interface SearchLogTable {
  id: Id;
  query: string;
  type: MediaTypeValue | null;
  result_count: number;
  searched_at: CreatedAt;
}

export interface AppSettingsTable {
  key: string;
  value: unknown;
  updated_at: CreatedAt;
}

export type BlogAudienceValue = 'buyers' | 'contributors';
export type BlogStatusValue = 'draft' | 'scheduled' | 'published';

export interface BlogCategoriesTable {
  id: Id;
  audience: BlogAudienceValue;
  name: string;
  slug: string;
}

export interface BlogPostsTable {
  id: Id;
  audience: BlogAudienceValue;
  title: string;
  slug: string;
  excerpt: Generated<string>;
  body_markdown: string;
  body_html: string;
  cover_url: string | null;
  category_id: number | null;
  tags: Generated<string[]>;
  author_id: number | null;
  status: Generated<BlogStatusValue>;
  publish_at: Date | null;
  view_count: Generated<number>;
  seo_title: ColumnType<string | null, string | null | undefined, string | null>;
  seo_description: ColumnType<string | null, string | null | undefined, string | null>;
  search_vector: ColumnType<string, never, never>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface BlogPostTranslationsTable {
  post_id: number;
  lang: string;
  title: string;
  excerpt: Generated<string>;
  body_markdown: string;
  body_html: string;
  updated_at: CreatedAt;
  search_vector: ColumnType<string, never, never>;
}

export interface BlogViewsTable {
  post_id: number;
  reader: string;
  viewed_on: string;
}

export interface BlogImagesTable {
  id: Id;
  storage_key: string;
  original_name: string;
  width: number;
  height: number;
  bytes: number;
  uploaded_by: number | null;
  created_at: CreatedAt;
}

export interface Database {
  blog_images: BlogImagesTable;
  blog_categories: BlogCategoriesTable;
  blog_posts: BlogPostsTable;
  blog_views: BlogViewsTable;
  blog_post_translations: BlogPostTranslationsTable;
  app_settings: AppSettingsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  schema_migrations: SchemaMigrationsTable;
  users: UsersTable;
  contributors: ContributorsTable;
  categories: CategoriesTable;
  category_old_slugs: CategoryOldSlugsTable;
  media_files: MediaFilesTable;
  media_formats: MediaFormatsTable;
  media_derivatives: MediaDerivativesTable;
  licensed_renders: LicensedRendersTable;
  media_originals: MediaOriginalsTable;
  media_stale_renditions: MediaStaleRenditionsTable;
  keywords: KeywordsTable;
  media_file_keywords: MediaFileKeywordsTable;
  search_terms: SearchTermsTable;
  collections: CollectionsTable;
  collection_files: CollectionFilesTable;
  search_log: SearchLogTable;
  sessions: SessionsTable;
  one_time_codes: OneTimeCodesTable;
  auth_failures: AuthFailuresTable;
  account_notices: AccountNoticesTable;
  last_activity: LastActivityTable;
  oauth_states: OauthStatesTable;
  oauth_identities: OauthIdentitiesTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_postings: LedgerPostingsTable;
  orders: OrdersTable;
  order_events: OrderEventsTable;
  payment_methods: PaymentMethodsTable;
  promo_codes: PromoCodesTable;
  plan_variant_terms: PlanVariantTermsTable;
  offers: OffersTable;
  promo_redemptions: PromoRedemptionsTable;
  payments: PaymentsTable;
  payment_webhook_events: PaymentWebhookEventsTable;
  subscriptions: SubscriptionsTable;
  credit_packs: CreditPacksTable;
  invoice_counter: InvoiceCounterTable;
  invoices: InvoicesTable;
  credit_note_counter: InvoiceCounterTable;
  refunds: RefundsTable;
  licences: LicencesTable;
  licence_orders: LicenceOrdersTable;
  media_status_transitions: MediaStatusTransitionsTable;
  model_releases: ModelReleasesTable;
  media_file_releases: MediaFileReleasesTable;
  media_near_duplicates: MediaNearDuplicatesTable;
  bank_details: BankDetailsTable;
  bank_details_changes: BankDetailsChangesTable;
  withdrawals: WithdrawalsTable;
  withdrawal_status_changes: WithdrawalStatusChangesTable;
  referral_rewards: ReferralRewardsTable;
  buyer_collections: BuyerCollectionsTable;
  buyer_collection_files: BuyerCollectionFilesTable;
  buyer_collection_share_links: BuyerCollectionShareLinksTable;
  saved_searches: SavedSearchesTable;
  teams: TeamsTable;
  team_members: TeamMembersTable;
  admin_audit: AdminAuditTable;
  payout_batches: PayoutBatchesTable;
  reseller_applications: ResellerApplicationsTable;
  api_keys: ApiKeysTable;
  api_key_counters: ApiKeyCountersTable;
  api_key_usage: ApiKeyUsageTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;

  oauth_access_tokens: OAuthAccessTokensTable;
  api_sandbox_licences: ApiSandboxLicencesTable;
}

export type RoleValue = 'buyer' | 'contributor' | 'admin';
export type CodePurposeValue = 'email_verify' | 'phone_verify' | 'password_reset' | 'email_change' | 'bank_details';
type NullableTime = ColumnType<Date | null, Date | null | undefined, Date | null>;

export interface SessionsTable {
  id: Generated<string>;
  user_id: number;
  role: RoleValue;
  created_at: CreatedAt;
  last_seen_at: CreatedAt;
  revoked_at: NullableTime;
  user_agent: string | null;
  ip: string | null;
  reauthenticated_at: NullableTime;
}

export interface OneTimeCodesTable {
  id: Id;
  purpose: CodePurposeValue;
  target: string;
  user_id: number | null;
  code_hash: string;
  expires_at: Date;
  attempts: Generated<number>;
  used_at: NullableTime;
  created_at: CreatedAt;
}

export interface LastActivityTable {
  user_id: number;
  url: string;
  session_id: string;
  updated_at: CreatedAt;
}

export type OauthProviderValue = 'google' | 'facebook';

export interface OauthStatesTable {
  state_hash: string;
  provider: OauthProviderValue;
  role: 'buyer' | 'contributor';
  next_path: string | null;
  code_verifier: string;
  nonce: string;
  /** The web app's value, handed back with the token so that it accepts only a sign-in it started. */
  client_state: string | null;
  created_at: CreatedAt;
  expires_at: Date;
}

export interface OauthIdentitiesTable {
  id: Id;
  provider: OauthProviderValue;
  subject: string;
  user_id: number;
  email: string;
  created_at: CreatedAt;
  last_used_at: CreatedAt;
}

// Issue 6: the money ledger, plans, orders, payments, invoices and licences.
export interface LedgerTransactionsTable {
  id: Id;
  kind: string;
  reference: string;
  memo: string | null;
  created_at: CreatedAt;
}

export interface LedgerPostingsTable {
  id: Id;
  transaction_id: number;
  account: string;
  amount_cents: number;
  created_at: CreatedAt;
}

export type OrderKindValue = 'purchase' | 'renewal' | 'upgrade' | 'file' | 'licence_upgrade';
export type OrderStatusValue = 'pending' | 'paid' | 'partially_refunded' | 'refunded' | 'failed';
export type PaymentProviderValue = 'test' | 'stripe';
export type PaymentStatusValue = 'requires_payment' | 'succeeded' | 'failed';
export type SubscriptionStatusValue = 'active' | 'past_due' | 'canceled';
export interface StoredOrderLine {
  kind: 'item' | 'discount' | 'credit' | 'tax';
  description: string;
  amount_cents: number;
}
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Json<T> = ColumnType<T, string, string>;

export interface OrdersTable {
  id: Id;
  user_id: number;
  idempotency_key: string;
  kind: OrderKindValue;
  status: Generated<OrderStatusValue>;
  plan_id: Nullable<number>;
  plan_variant_id: Nullable<number>;
  description: string;
  lines: Json<StoredOrderLine[]>;
  currency: Generated<string>;
  subtotal_cents: number;
  discount_cents: Generated<number>;
  tax_rate_bp: number;
  tax_cents: number;
  total_cents: number;
  offer_code: Nullable<string>;
  subscription_id: Nullable<number>;
  failure_message: Nullable<string>;
  created_at: CreatedAt;
  paid_at: Nullable<Date>;
}

export interface OrderEventsTable {
  id: Id;
  order_id: number;
  from_status: string | null;
  to_status: string;
  reason: string;
  created_at: CreatedAt;
}

export interface PaymentMethodsTable {
  id: Id;
  user_id: number;
  provider: PaymentProviderValue;
  provider_method_id: string;
  provider_customer_id: Nullable<string>;
  brand: string;
  last4: string;
  is_default: Generated<boolean>;
  removed_at: Nullable<Date>;
  created_at: CreatedAt;
}

export interface PromoCodesTable {
  id: Id;
  code: string;
  description: string;
  percent_off: Nullable<number>;
  amount_off_cents: Nullable<number>;
  expires_at: Nullable<Date>;
  max_redemptions: number;
  redemptions: Generated<number>;
  plan_ids: number[];
  starts_at: Nullable<Date>;
  first_purchase_only: Generated<boolean>;
  active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PlanVariantTermsTable {
  plan_variant_id: number;
  price_cents: number;
  downloads: number;
  hidden: Generated<boolean>;
  updated_at: CreatedAt;
}

export type OfferAppliesToValue = 'any' | 'annual' | 'pack';

export interface OffersTable {
  code: string;
  title: string;
  description: string;
  percent_off: Nullable<number>;
  amount_off_cents: Nullable<number>;
  applies_to: OfferAppliesToValue;
  first_purchase_only: Generated<boolean>;
  starts_at: Nullable<Date>;
  expires_at: Nullable<Date>;
  active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PromoRedemptionsTable {
  promo_code_id: number;
  order_id: number;
  user_id: number;
  redeemed_at: CreatedAt;
  released_at: Nullable<Date>;
}

export interface PaymentsTable {
  id: Id;
  order_id: number;
  provider: PaymentProviderValue;
  provider_payment_id: string;
  status: Generated<PaymentStatusValue>;
  amount_cents: number;
  currency: Generated<string>;
  redirect_url: Nullable<string>;
  payment_method_id: Nullable<number>;
  failure_message: Nullable<string>;
  provider_intent_id: Nullable<string>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PaymentWebhookEventsTable {
  provider: PaymentProviderValue;
  event_id: string;
  type: string;
  received_at: CreatedAt;
}

export interface SubscriptionsTable {
  id: Id;
  user_id: number;
  plan_id: number;
  plan_variant_id: number;
  status: SubscriptionStatusValue;
  current_period_start: Date;
  current_period_end: Date;
  downloads_per_period: number;
  downloads_used: Generated<number>;
  value_per_download_cents: number;
  cancel_at_period_end: Generated<boolean>;
  payment_method_id: Nullable<number>;
  renewal_failures: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  ended_at: Nullable<Date>;
}

export interface CreditPacksTable {
  id: Id;
  user_id: number;
  order_id: number;
  name: string;
  credits_total: number;
  credits_used: Generated<number>;
  value_per_download_cents: number;
  expires_at: Date;
  created_at: CreatedAt;
}

export interface InvoiceCounterTable {
  id: Generated<boolean>;
  last_number: number;
}

export interface InvoiceParty {
  name: string;
  email?: string;
  address: string[];
}

export interface InvoicesTable {
  id: Id;
  number: string;
  order_id: number;
  user_id: number;
  seller: Json<InvoiceParty>;
  buyer: Json<InvoiceParty>;
  description: string;
  lines: Json<StoredOrderLine[]>;
  currency: string;
  subtotal_cents: number;
  discount_cents: number;
  tax_rate_bp: number;
  tax_cents: number;
  total_cents: number;
  payment_summary: string;
  issued_at: CreatedAt;
}

export interface RefundsTable {
  id: Id;
  order_id: number;
  invoice_id: number;
  user_id: number;
  admin_id: number;
  credit_note_number: string;
  amount_cents: number;
  tax_cents: number;
  currency: string;
  reason: string;
  downloads_removed: number;
  /** The client's key of the intended refund, unique per order: a retry with it finds this refund. */
  idempotency_key: string;
  status: Generated<'pending' | 'succeeded'>;
  provider_refund_id: Nullable<string>;
  created_at: CreatedAt;
}

export interface LicencesTable {
  id: Id;
  buyer_user_id: number;
  account_user_id: number;
  file_id: number;
  contributor_user_id: number;
  media_format_id: number;
  format_name: string;
  format_label: string;
  width: number;
  height: number;
  subscription_id: Nullable<number>;
  credit_pack_id: Nullable<number>;
  plan_name: string;
  value_cents: number;
  royalty_rate_bp: number;
  earnings_level: string;
  royalty_cents: number;
  tier: Generated<LicenceTierColumn>;
  upgraded_at: Nullable<Date>;
  order_id: Nullable<number>;
  revoked_at: Nullable<Date>;
  client_name: Nullable<string>;
  project: Nullable<string>;
  po_number: Nullable<string>;
  api_key_id: Nullable<number>;
  created_at: CreatedAt;
}

export type LicenceTierColumn = 'standard' | 'enhanced';

/** What a file or licence-upgrade order buys. */
export interface LicenceOrdersTable {
  order_id: number;
  buyer_user_id: number;
  file_id: number;
  media_format_id: number;
  tier: LicenceTierColumn;
  licence_id: Nullable<number>;
  /** A file bought through the partner API: its end client and key, which the licence is born with. */
  client_name: Nullable<string>;
  project: Nullable<string>;
  po_number: Nullable<string>;
  api_key_id: Nullable<number>;
}

export type ProcessingStatusValue = 'queued' | 'processing' | 'ready' | 'failed';
export type TransitionActorValue = 'contributor' | 'admin' | 'system';

export interface MediaStatusTransitionsTable {
  id: Id;
  media_id: number;
  contributor_id: number;
  from_status: MediaStatusValue | null;
  to_status: MediaStatusValue;
  actor_id: number | null;
  actor_role: TransitionActorValue;
  reasons: Generated<string[]>;
  note: Generated<string>;
  created_at: CreatedAt;
}

export interface ModelReleasesTable {
  id: Id;
  contributor_id: number;
  model_name: string;
  age_group: string;
  file_name: string;
  mime: string;
  bytes: number;
  storage_key: string;
  created_at: CreatedAt;
}

export interface MediaFileReleasesTable {
  media_id: number;
  release_id: number;
}

export interface MediaNearDuplicatesTable {
  media_id: number;
  similar_media_id: number;
  distance: number;
}

// Contributor money and profile (issue 8): bank details, withdrawals, referral rewards, portfolio.
export interface BankDetailsTable {
  user_id: number;
  account_holder_name: string;
  bank_name: string;
  country: string;
  method: 'iban' | 'account';
  sealed_numbers: string;
  account_last4: string;
  code_last4: string | null;
  verified_at: NullableTime;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface BankDetailsChangesTable {
  id: Id;
  user_id: number;
  action: 'added' | 'edited' | 'verified';
  proof: 'password' | 'email_code';
  ip: string | null;
  created_at: CreatedAt;
}

export type WithdrawalStatusValue = 'pending' | 'paid' | 'failed';

export interface WithdrawalsTable {
  id: Id;
  contributor_id: number;
  amount_cents: number;
  currency: Generated<string>;
  status: Generated<WithdrawalStatusValue>;
  account_holder_name: string;
  bank_name: string;
  country: string;
  account_last4: string;
  sealed_numbers: string;
  payout_reference: string | null;
  failure_reason: string | null;
  requested_at: CreatedAt;
  decided_at: NullableTime;
  decided_by: number | null;
  batch_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface PayoutBatchesTable {
  id: Id;
  created_by: number;
  created_at: CreatedAt;
  exported_at: NullableTime;
}

export interface AdminAuditTable {
  id: Id;
  admin_id: number;
  action: string;
  target_type: string;
  target_id: string;
  reason: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, never>;
  created_at: CreatedAt;
}

export interface WithdrawalStatusChangesTable {
  id: Id;
  withdrawal_id: number;
  from_status: WithdrawalStatusValue | null;
  to_status: WithdrawalStatusValue;
  changed_by: number;
  reason: string | null;
  created_at: CreatedAt;
}

export interface ReferralRewardsTable {
  id: Id;
  referrer_id: number;
  referred_user_id: number;
  kind: 'contributor_royalty' | 'buyer_first_payment';
  source_reference: string;
  amount_cents: number;
  created_at: CreatedAt;
}

// Issue 7: buyers' collections and their share links, saved searches.
export type TeamAccessValue = 'viewer' | 'editor';

export interface BuyerCollectionsTable {
  id: Id;
  owner_id: number;
  name: string;
  team_access: ColumnType<TeamAccessValue | null, TeamAccessValue | null | undefined, TeamAccessValue | null>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface BuyerCollectionFilesTable {
  id: Id;
  collection_id: number;
  media_id: number;
  added_by: number | null;
  added_at: CreatedAt;
}

export interface BuyerCollectionShareLinksTable {
  id: Id;
  collection_id: number;
  /** SHA-256 (hex) of the token in the link; the token itself is never stored. */
  token_hash: string;
  created_by: number;
  expires_at: Date | null;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
}

export interface SavedSearchesTable {
  id: Id;
  user_id: number;
  /** NULL when the buyer gave none: the name is made on reading, in the reader's language. */
  name: string | null;
  filters: ColumnType<Record<string, unknown>, string, string>;
  criteria_key: string;
  email_alerts: Generated<boolean>;
  created_at: CreatedAt;
  last_visited_at: CreatedAt;
  last_notified_at: CreatedAt;
  webhook_notified_at: CreatedAt;
}

export type TeamMemberStatusValue = 'invited' | 'active' | 'removed';

export interface TeamsTable {
  id: Id;
  owner_id: number;
  created_at: CreatedAt;
}

export interface TeamMembersTable {
  id: Id;
  team_id: number;
  email: string;
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  status: ColumnType<TeamMemberStatusValue, TeamMemberStatusValue | undefined, TeamMemberStatusValue>;
  invite_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  invite_expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  monthly_budget: ColumnType<number | null, number | null | undefined, number | null>;
  invited_at: CreatedAt;
  joined_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  removed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface AccountNoticesTable {
  email: string;
  kind: 'registration_attempt';
  sent_at: CreatedAt;
}

export interface AuthFailuresTable {
  id: Id;
  kind: AuthFailureKind;
  /** The address (or phone number) tried, normalised, whether or not an account has it. */
  target: string;
  ip: string;
  created_at: CreatedAt;
}

export type ResellerApplicationStatusValue = 'pending' | 'approved' | 'declined';

export interface ResellerApplicationsTable {
  id: Id;
  user_id: number;
  company_name: string;
  website: string;
  country: string;
  use_case: string;
  status: ColumnType<ResellerApplicationStatusValue, ResellerApplicationStatusValue | undefined, ResellerApplicationStatusValue>;
  decided_by: number | null;
  decided_at: NullableTime;
  decision_note: string | null;
  created_at: CreatedAt;
}

export type ApiScopeValue = 'search' | 'license' | 'collections' | 'webhooks';

export interface ApiKeysTable {
  id: Id;
  user_id: number;
  name: string;
  prefix: string;
  secret_hash: string;
  scopes: ApiScopeValue[];
  sandbox: boolean;
  rate_limit_per_minute: number;
  monthly_quota: number;
  rotated_from: number | null;
  /** A key, or an OAuth app whose prefix is its client id and whose hash is its client secret's. */
  kind: Generated<ApiKeyKind>;
  created_at: CreatedAt;
  last_used_at: NullableTime;
  revoked_at: NullableTime;
}

export type ApiKeyKind = 'key' | 'oauth_app';

export interface OAuthAccessTokensTable {
  id: Id;
  app_id: number;
  token_hash: string;
  scopes: ApiScopeValue[];
  expires_at: Date;
  created_at: CreatedAt;
}

export interface ApiKeyCountersTable {
  key_id: number;
  period: 'minute' | 'month';
  period_start: Date;
  requests: number;
}

export interface ApiKeyUsageTable {
  key_id: number;
  day: ColumnType<Date, string, never>;
  endpoint: string;
  requests: number;
}

export interface ApiSandboxLicencesTable {
  id: Id;
  key_id: number;
  user_id: number;
  file_id: number;
  media_format_id: number;
  tier: 'standard' | 'enhanced';
  client_name: string;
  project: string | null;
  po_number: string | null;
  created_at: CreatedAt;
}

export type WebhookDeliveryStatusValue = 'pending' | 'succeeded' | 'failed';

export interface WebhookEndpointsTable {
  id: Id;
  user_id: number;
  url: string;
  events: WebhookEventType[];
  sealed_secret: string;
  created_at: CreatedAt;
  deleted_at: NullableTime;
}

export interface WebhookEventsTable {
  id: string;
  user_id: number;
  type: WebhookEventType;
  data: ColumnType<Record<string, unknown>, string, string>;
  created_at: CreatedAt;
}

export interface WebhookDeliveriesTable {
  id: Id;
  event_id: string;
  endpoint_id: number;
  status: ColumnType<WebhookDeliveryStatusValue, WebhookDeliveryStatusValue | undefined, WebhookDeliveryStatusValue>;
  retries_used: ColumnType<number, number | undefined, number>;
  next_attempt_at: CreatedAt;
  queued_at: NullableTime;
  created_at: CreatedAt;
}

export interface WebhookAttemptsTable {
  id: Id;
  delivery_id: number;
  attempted_at: Date;
  duration_ms: number;
  response_status: number | null;
  response_body: string | null;
  error: string | null;
  succeeded: boolean;
}
