-- The operator console: what administrators did and why, suspended accounts, a short-lived password re-check on a
-- session, and payout batches.

-- Every administrator action: who, when, what (action and target) and why. Rows are only ever added.
CREATE TABLE admin_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  admin_id bigint NOT NULL REFERENCES users (id),
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text NOT NULL,
  reason text,
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_audit_target_idx ON admin_audit (target_type, target_id, created_at DESC);
CREATE INDEX admin_audit_created_idx ON admin_audit (created_at DESC);

-- A suspended account cannot sign in; its files already licensed stay licensed.
ALTER TABLE users
  ADD COLUMN suspended_at timestamptz,
  ADD COLUMN suspended_reason text,
  ADD CONSTRAINT users_suspension_reasoned CHECK ((suspended_at IS NULL) = (suspended_reason IS NULL));

-- When the person on this session last typed their password again, for actions that ask for it.
ALTER TABLE sessions ADD COLUMN reauthenticated_at timestamptz;

-- Pending withdrawals an administrator approved for payment together, exported to the bank as one file.
CREATE TABLE payout_batches (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_by bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  exported_at timestamptz
);
ALTER TABLE withdrawals ADD COLUMN batch_id bigint REFERENCES payout_batches (id);
CREATE INDEX withdrawals_batch_idx ON withdrawals (batch_id) WHERE batch_id IS NOT NULL;
