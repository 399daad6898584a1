-- Orders, payments, subscriptions, credit packs, invoices and licences. Plans and prices live in the plans config
-- module; an order keeps a copy of what was bought and what it cost, so later price changes never rewrite history.

CREATE TABLE orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  -- A double click or a retry of one checkout carries the same key and finds this order instead of making another.
  idempotency_key text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('purchase', 'renewal', 'upgrade')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed')),
  plan_id integer NOT NULL,
  plan_variant_id integer NOT NULL,
  description text NOT NULL,
  lines jsonb NOT NULL,
  currency text NOT NULL DEFAULT 'USD',
  subtotal_cents bigint NOT NULL CHECK (subtotal_cents >= 0),
  discount_cents bigint NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  tax_rate_bp integer NOT NULL CHECK (tax_rate_bp >= 0),
  tax_cents bigint NOT NULL CHECK (tax_cents >= 0),
  total_cents bigint NOT NULL CHECK (total_cents >= 0),
  offer_code text,
  subscription_id bigint,
  failure_message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC);

-- Every change of an order's status, for audit.
CREATE TABLE order_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id),
  from_status text,
  to_status text NOT NULL,
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_events_order_idx ON order_events (order_id);

CREATE TABLE payment_methods (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  provider text NOT NULL CHECK (provider IN ('test', 'stripe')),
  -- Never a card number: the test provider's token or Stripe's payment method id.
  provider_method_id text NOT NULL,
  provider_customer_id text,
  brand text NOT NULL,
  last4 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, provider_method_id)
);
CREATE INDEX payment_methods_user_idx ON payment_methods (user_id, created_at DESC);

CREATE TABLE payments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id),
  provider text NOT NULL CHECK (provider IN ('test', 'stripe')),
  provider_payment_id text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'requires_payment' CHECK (status IN ('requires_payment', 'succeeded', 'failed')),
  amount_cents bigint NOT NULL,
  currency text NOT NULL DEFAULT 'USD',
  client_secret text,
  payment_method_id bigint REFERENCES payment_methods (id),
  failure_message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_order_idx ON payments (order_id);

-- Webhook deliveries already handled: a replay is recognised by the provider's event id and changes nothing.
CREATE TABLE payment_webhook_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);

CREATE TABLE subscriptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  plan_id integer NOT NULL,
  plan_variant_id integer NOT NULL,
  status text NOT NULL CHECK (status IN ('active', 'past_due', 'canceled')),
  current_period_start timestamptz NOT NULL,
  current_period_end timestamptz NOT NULL,
  downloads_per_period integer NOT NULL CHECK (downloads_per_period > 0),
  downloads_used integer NOT NULL DEFAULT 0 CHECK (downloads_used >= 0 AND downloads_used <= downloads_per_period),
  -- What one download is worth to the contributor's royalty: what the period cost, net of discount and tax, per download.
  value_per_download_cents integer NOT NULL CHECK (value_per_download_cents >= 0),
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  payment_method_id bigint REFERENCES payment_methods (id),
  renewal_failures integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz
);
-- One live subscription per plan holder.
CREATE UNIQUE INDEX subscriptions_one_live_idx ON subscriptions (user_id) WHERE status IN ('active', 'past_due');
CREATE INDEX subscriptions_due_idx ON subscriptions (current_period_end) WHERE status = 'active';

CREATE TABLE credit_packs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  order_id bigint NOT NULL UNIQUE REFERENCES orders (id),
  name text NOT NULL,
  credits_total integer NOT NULL CHECK (credits_total > 0),
  credits_used integer NOT NULL DEFAULT 0 CHECK (credits_used >= 0 AND credits_used <= credits_total),
  value_per_download_cents integer NOT NULL CHECK (value_per_download_cents >= 0),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX credit_packs_user_idx ON credit_packs (user_id, expires_at);

-- Invoice numbers are sequential without gaps: a counter row taken under lock in the paying transaction (a sequence
-- would leave gaps on rollback).
CREATE TABLE invoice_counter (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  last_number bigint NOT NULL
);
INSERT INTO invoice_counter (id, last_number) VALUES (true, 0);

CREATE TABLE invoices (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  number text NOT NULL UNIQUE,
  order_id bigint NOT NULL UNIQUE REFERENCES orders (id),
  user_id bigint NOT NULL REFERENCES users (id),
  seller jsonb NOT NULL,
  buyer jsonb NOT NULL,
  description text NOT NULL,
  lines jsonb NOT NULL,
  currency text NOT NULL,
  subtotal_cents bigint NOT NULL,
  discount_cents bigint NOT NULL,
  tax_rate_bp integer NOT NULL,
  tax_cents bigint NOT NULL,
  total_cents bigint NOT NULL,
  payment_summary text NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoices_user_idx ON invoices (user_id, issued_at DESC);

-- A licence: who may use which file in which format, from which plan, and what it earned its contributor. The format
-- is kept by name as well as id, because reprocessing a file may replace its format rows.
CREATE TABLE licences (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  buyer_user_id bigint NOT NULL REFERENCES users (id),
  account_user_id bigint NOT NULL REFERENCES users (id),
  file_id bigint NOT NULL REFERENCES media_files (id),
  contributor_user_id bigint NOT NULL REFERENCES users (id),
  media_format_id bigint NOT NULL,
  format_name text NOT NULL,
  format_label text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  subscription_id bigint REFERENCES subscriptions (id),
  credit_pack_id bigint REFERENCES credit_packs (id),
  plan_name text NOT NULL,
  value_cents integer NOT NULL CHECK (value_cents >= 0),
  royalty_rate_bp integer NOT NULL CHECK (royalty_rate_bp >= 0),
  earnings_level text NOT NULL,
  royalty_cents integer NOT NULL CHECK (royalty_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((subscription_id IS NULL) <> (credit_pack_id IS NULL)),
  UNIQUE (account_user_id, file_id, format_name)
);
CREATE INDEX licences_buyer_idx ON licences (buyer_user_id, created_at DESC);
CREATE INDEX licences_account_idx ON licences (account_user_id, created_at DESC);
CREATE INDEX licences_contributor_idx ON licences (contributor_user_id, created_at);
