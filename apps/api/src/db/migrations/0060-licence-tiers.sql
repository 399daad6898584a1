-- Licence tiers, licences bought one file at a time, Standard licences upgraded to Enhanced, and the buyer's own
-- references (end client, project, purchase order) on a licence.
ALTER TABLE licences
  ADD COLUMN tier text NOT NULL DEFAULT 'standard' CHECK (tier IN ('standard', 'enhanced')),
  ADD COLUMN upgraded_at timestamptz,
  ADD COLUMN order_id bigint REFERENCES orders (id),
  ADD COLUMN client_name text CHECK (char_length(client_name) BETWEEN 1 AND 120),
  ADD COLUMN project text CHECK (char_length(project) BETWEEN 1 AND 120),
  ADD COLUMN po_number text CHECK (char_length(po_number) BETWEEN 1 AND 40);

-- A licence is paid by exactly one of: a plan period, a pack credit, or an order for this one file.
ALTER TABLE licences DROP CONSTRAINT licences_check;
ALTER TABLE licences ADD CONSTRAINT licences_one_source CHECK (num_nonnulls(subscription_id, credit_pack_id, order_id) = 1);

-- File and licence-upgrade orders name no plan.
ALTER TABLE orders ALTER COLUMN plan_id DROP NOT NULL, ALTER COLUMN plan_variant_id DROP NOT NULL;
ALTER TABLE orders DROP CONSTRAINT orders_kind_check;
ALTER TABLE orders ADD CONSTRAINT orders_kind_check CHECK (kind IN ('purchase', 'renewal', 'upgrade', 'file', 'licence_upgrade'));
ALTER TABLE orders ADD CONSTRAINT orders_plan_named CHECK (kind IN ('file', 'licence_upgrade') OR (plan_id IS NOT NULL AND plan_variant_id IS NOT NULL));

-- What a file or licence-upgrade order buys. licence_id: the licence upgraded, or the one the paid file order made.
CREATE TABLE licence_orders (
  order_id bigint PRIMARY KEY REFERENCES orders (id),
  buyer_user_id bigint NOT NULL REFERENCES users (id),
  file_id bigint NOT NULL REFERENCES media_files (id),
  media_format_id bigint NOT NULL,
  tier text NOT NULL CHECK (tier IN ('standard', 'enhanced')),
  licence_id bigint REFERENCES licences (id)
);
CREATE INDEX licence_orders_licence_idx ON licence_orders (licence_id);
