-- Withdrawals of a contributor's royalties to their bank account. The money itself moves in the ledger (reserved on
-- request, settled or returned by an admin); this table is the request, its state and a snapshot of where to pay.
CREATE TABLE withdrawals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contributor_id bigint NOT NULL REFERENCES users (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL DEFAULT 'USD',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed')),
  -- Where the money goes, as it was when asked for: later edits of the bank details do not redirect it.
  account_holder_name text NOT NULL,
  bank_name text NOT NULL,
  country text NOT NULL,
  account_last4 text NOT NULL,
  sealed_numbers text NOT NULL,
  payout_reference text,
  failure_reason text,
  requested_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by bigint REFERENCES users (id),
  CONSTRAINT withdrawals_decided CHECK ((status = 'pending') = (decided_at IS NULL)),
  CONSTRAINT withdrawals_failed_has_reason CHECK (status <> 'failed' OR failure_reason IS NOT NULL)
);
CREATE INDEX withdrawals_contributor_idx ON withdrawals (contributor_id, requested_at DESC);
CREATE INDEX withdrawals_status_idx ON withdrawals (status, requested_at);

-- Every state change of a withdrawal: who, when, from, to, why.
CREATE TABLE withdrawal_status_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  withdrawal_id bigint NOT NULL REFERENCES withdrawals (id),
  from_status text,
  to_status text NOT NULL,
  changed_by bigint NOT NULL REFERENCES users (id),
  reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX withdrawal_status_changes_withdrawal_idx ON withdrawal_status_changes (withdrawal_id);
