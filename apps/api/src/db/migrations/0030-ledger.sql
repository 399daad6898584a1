-- The money ledger: append-only double-entry bookkeeping in integer cents. A transaction groups postings that sum to
-- zero (positive = debit, negative = credit); a balance is always a sum of postings, never a stored number.

CREATE TABLE ledger_transactions (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  -- The idempotency key: posting the same business event twice (a replayed webhook, a retried job) records it once.
  reference text NOT NULL UNIQUE,
  memo text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ledger_postings (
  id bigserial PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  account text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents <> 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_postings_account_idx ON ledger_postings (account, created_at);
CREATE INDEX ledger_postings_transaction_idx ON ledger_postings (transaction_id);

-- Corrections are reversing entries, so nothing once written may change or disappear.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The ledger is append-only: % on % is not allowed', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;

CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON ledger_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- Checked at commit, once all postings of the transaction are in: they must exist and sum to zero.
CREATE FUNCTION ledger_assert_balanced(checked_id bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  posting_count bigint;
  total numeric;
BEGIN
  SELECT count(*), coalesce(sum(amount_cents), 0) INTO posting_count, total
    FROM ledger_postings WHERE transaction_id = checked_id;
  IF posting_count = 0 THEN
    RAISE EXCEPTION 'Ledger transaction % has no postings', checked_id USING ERRCODE = 'check_violation';
  END IF;
  IF total <> 0 THEN
    RAISE EXCEPTION 'Ledger transaction % does not balance: its postings sum to % cents', checked_id, total
      USING ERRCODE = 'check_violation';
  END IF;
END;
$$;

CREATE FUNCTION ledger_postings_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_assert_balanced(NEW.transaction_id);
  RETURN NULL;
END;
$$;

CREATE FUNCTION ledger_transactions_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_assert_balanced(NEW.id);
  RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_postings_check_balanced();
CREATE CONSTRAINT TRIGGER ledger_transactions_have_postings AFTER INSERT ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transactions_check_balanced();
