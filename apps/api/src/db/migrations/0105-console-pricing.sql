-- Prices the operator edits in the console. The plans' shape (names, media, seats, rank) stays in the plans config
-- module; what each variant costs and gives, and whether it is on sale, lives here. An order keeps its own copy of
-- what it cost, so a change here applies to new orders only; the audit trail keeps every old and new value.
CREATE TABLE plan_variant_terms (
  plan_variant_id integer PRIMARY KEY,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  downloads integer NOT NULL CHECK (downloads > 0),
  -- Off the pricing page and refused at checkout; the plans already bought renew and keep working.
  hidden boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO plan_variant_terms (plan_variant_id, price_cents, downloads) VALUES
  (11, 2900, 10), (12, 29000, 120),
  (21, 9900, 50), (22, 99000, 600),
  (31, 24900, 150), (32, 249000, 1800),
  (41, 4900, 5), (42, 19900, 25);

-- Offers shown on the pricing page, with no limit on how many use them.
CREATE TABLE offers (
  code text PRIMARY KEY CHECK (code = upper(code) AND code ~ '^[A-Z0-9_-]{3,40}$'),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  description text NOT NULL,
  percent_off integer CHECK (percent_off BETWEEN 1 AND 100),
  amount_off_cents integer CHECK (amount_off_cents > 0),
  applies_to text NOT NULL CHECK (applies_to IN ('any', 'annual', 'pack')),
  first_purchase_only boolean NOT NULL DEFAULT false,
  starts_at timestamptz,
  expires_at timestamptz,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((percent_off IS NULL) <> (amount_off_cents IS NULL)),
  CHECK (expires_at IS NULL OR starts_at IS NULL OR expires_at > starts_at)
);
-- The pricing page lists offers oldest first; the welcome offer was the first.
INSERT INTO offers (code, title, description, percent_off, applies_to, first_purchase_only, created_at) VALUES
  ('WELCOME20', '20% off your first purchase', 'Take 20% off any plan or pack the first time you buy.', 20, 'any', true,
   now() - interval '1 second'),
  ('ANNUAL10', '10% off annual plans', 'An extra 10% off the already lower price of any annual plan.', 10, 'annual', false, now());

-- Promo codes gain a start, a first-purchase rule, and a switch to stop them without deleting their redemptions.
ALTER TABLE promo_codes
  ADD COLUMN starts_at timestamptz,
  ADD COLUMN first_purchase_only boolean NOT NULL DEFAULT false,
  ADD COLUMN active boolean NOT NULL DEFAULT true,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT promo_codes_valid_period CHECK (expires_at IS NULL OR starts_at IS NULL OR expires_at > starts_at);
