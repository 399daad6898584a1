-- A payout batch's bank files as they were made, once. Exporting a batch again used to build new files with a new
-- message id from every item still pending, so a withdrawal already sent to the bank (not yet confirmed paid) was in the
-- second file too, and the bank's duplicate check on the message id did not catch it: the contributor was paid twice.
-- Now the first export stores its files and message id here and claims its withdrawals; exporting again answers the
-- very same files (a bank that already took them refuses them as a duplicate), never a second file with new ids.

-- One made file pair (ISO 20022 transfer file and CSV) of a batch. The files carry full account numbers, so they are
-- stored sealed (AES-GCM under ENCRYPTION_KEY, like the withdrawals' own bank numbers), never in clear. Only an export
-- made before this migration has neither message id nor files: they were never kept (see below).
CREATE TABLE payout_exports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  batch_id bigint NOT NULL REFERENCES payout_batches (id),
  message_id text UNIQUE,
  created_by bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  sealed_files text,
  CONSTRAINT payout_exports_kept_whole CHECK ((message_id IS NULL) = (sealed_files IS NULL))
);
CREATE INDEX payout_exports_batch_idx ON payout_exports (batch_id, id DESC);

-- Which export paid which withdrawal. The key on the withdrawal is the rule itself: a withdrawal is in one exported
-- file at most, whatever two admins or a double click do at the same moment.
CREATE TABLE payout_export_items (
  withdrawal_id bigint PRIMARY KEY REFERENCES withdrawals (id),
  export_id bigint NOT NULL REFERENCES payout_exports (id)
);
CREATE INDEX payout_export_items_export_idx ON payout_export_items (export_id);

-- A batch exported before this migration went to the bank with every item then pending, and an item only ever leaves
-- pending (paid or failed), so each item still pending there was in its last file. They are claimed by an export
-- without files, dated and signed as the last export was: exporting such a batch again is refused rather than paying
-- them a second time.
WITH legacy AS (
  INSERT INTO payout_exports (batch_id, created_by, created_at)
  SELECT b.id, coalesce(last_export.admin_id, b.created_by), b.exported_at
  FROM payout_batches b
  LEFT JOIN LATERAL (
    SELECT admin_id FROM admin_audit
    WHERE target_type = 'payout_batch' AND target_id = b.id::text AND action = 'payout_batch.export'
    ORDER BY id DESC LIMIT 1
  ) last_export ON true
  WHERE b.exported_at IS NOT NULL
  RETURNING id, batch_id
)
INSERT INTO payout_export_items (withdrawal_id, export_id)
SELECT w.id, legacy.id FROM withdrawals w JOIN legacy ON legacy.batch_id = w.batch_id WHERE w.status = 'pending';
