-- Saved cards the buyer manages: one default per buyer pays renewals and upgrades. A removed card keeps its row (the
-- payments it made point at it) but is never shown or charged again; a card used once without "Save this card" is
-- stored already removed.
ALTER TABLE payment_methods ADD COLUMN is_default boolean NOT NULL DEFAULT false;
ALTER TABLE payment_methods ADD COLUMN removed_at timestamptz;
UPDATE payment_methods SET is_default = true
WHERE id IN (SELECT DISTINCT ON (user_id) id FROM payment_methods ORDER BY user_id, created_at DESC, id DESC);
CREATE UNIQUE INDEX payment_methods_one_default_idx ON payment_methods (user_id) WHERE is_default AND removed_at IS NULL;

-- Promo codes made by the marketplace: a percentage or an amount off, until an expiry, for a number of redemptions,
-- on the plans named. Redeemed in the transaction where the order is paid, under this row's lock.
CREATE TABLE promo_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code = upper(code) AND code ~ '^[A-Z0-9_-]{3,40}$'),
  description text NOT NULL,
  percent_off integer CHECK (percent_off BETWEEN 1 AND 100),
  amount_off_cents integer CHECK (amount_off_cents > 0),
  expires_at timestamptz,
  max_redemptions integer NOT NULL CHECK (max_redemptions > 0),
  redemptions integer NOT NULL DEFAULT 0 CHECK (redemptions >= 0 AND redemptions <= max_redemptions),
  plan_ids integer[] NOT NULL CHECK (cardinality(plan_ids) > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((percent_off IS NULL) <> (amount_off_cents IS NULL))
);

-- One row per paid order that used a code: the audit of who redeemed it, and never twice for one order.
CREATE TABLE promo_redemptions (
  promo_code_id bigint NOT NULL REFERENCES promo_codes (id),
  order_id bigint NOT NULL UNIQUE REFERENCES orders (id),
  user_id bigint NOT NULL REFERENCES users (id),
  redeemed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (promo_code_id, order_id)
);
