-- Refunds an administrator makes from the console, each with its credit note.

-- The PaymentIntent a Stripe Checkout payment was taken by (the payment row names its session): what a refund names.
ALTER TABLE payments ADD COLUMN provider_intent_id text;

-- Credit note numbers are sequential without gaps, like invoice numbers: a counter row locked by the refunding
-- transaction.
CREATE TABLE credit_note_counter (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  last_number bigint NOT NULL
);
INSERT INTO credit_note_counter (id, last_number) VALUES (true, 0);

-- One refund of a paid order, whole or in part. Pending until the payment provider confirms it (then the ledger moves
-- it from refunds due to cash); the refund queue retries a provider that failed.
CREATE TABLE refunds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id),
  invoice_id bigint NOT NULL REFERENCES invoices (id),
  user_id bigint NOT NULL REFERENCES users (id),
  admin_id bigint NOT NULL REFERENCES users (id),
  credit_note_number text NOT NULL UNIQUE,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  tax_cents integer NOT NULL CHECK (tax_cents >= 0 AND tax_cents <= amount_cents),
  currency text NOT NULL,
  reason text NOT NULL,
  downloads_removed integer NOT NULL CHECK (downloads_removed >= 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded')),
  provider_refund_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refunds_order_idx ON refunds (order_id, id);
CREATE INDEX refunds_invoice_idx ON refunds (invoice_id);

-- A refund takes back unused downloads: a plan or pack refunded before any download is left with none.
ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_downloads_per_period_check,
  ADD CONSTRAINT subscriptions_downloads_per_period_check CHECK (downloads_per_period >= 0);
ALTER TABLE credit_packs DROP CONSTRAINT credit_packs_credits_total_check,
  ADD CONSTRAINT credit_packs_credits_total_check CHECK (credits_total >= 0);
