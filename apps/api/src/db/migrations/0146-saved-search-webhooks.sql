-- A saved search tells its account's webhooks about new matches from its own watermark, apart from the e-mail digest
-- (which only searches with e-mail alerts have).
ALTER TABLE saved_searches ADD COLUMN webhook_notified_at timestamptz NOT NULL DEFAULT now();
