-- What a refund leaves behind: the order's state, the licence a refunded file order bought, the promo code it used.

-- A paid order refunded in part or in full says so; both stay paid orders for everything that asks whether it was paid.
ALTER TABLE orders DROP CONSTRAINT orders_status_check,
  ADD CONSTRAINT orders_status_check CHECK (status IN ('pending', 'paid', 'partially_refunded', 'refunded', 'failed'));

-- A licence whose file order was refunded in full is revoked, not deleted: the certificate and the history keep it, with
-- the date. Only the licences in force are unique per file and size, so the buyer may license the file again.
ALTER TABLE licences ADD COLUMN revoked_at timestamptz;
ALTER TABLE licences DROP CONSTRAINT licences_account_user_id_file_id_format_name_key;
CREATE UNIQUE INDEX licences_in_force_unique ON licences (account_user_id, file_id, format_name) WHERE revoked_at IS NULL;

-- A full refund releases the order's promo code redemption: kept for the audit, counted no more.
ALTER TABLE promo_redemptions ADD COLUMN released_at timestamptz;
