-- A contributor's payout bank account. The numbers are sealed with AES-256-GCM (ENCRYPTION_KEY); only the last four
-- characters are kept in the clear, for the masked display. Details are verified by a code e-mailed to the owner;
-- withdrawals need verified details.
CREATE TABLE bank_details (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  account_holder_name text NOT NULL,
  bank_name text NOT NULL,
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  method text NOT NULL CHECK (method IN ('iban', 'account')),
  sealed_numbers text NOT NULL,
  account_last4 text NOT NULL,
  code_last4 text,
  verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Who changed bank details, when and how they proved it was them.
CREATE TABLE bank_details_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  action text NOT NULL CHECK (action IN ('added', 'edited', 'verified')),
  proof text NOT NULL CHECK (proof IN ('password', 'email_code')),
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bank_details_changes_user_idx ON bank_details_changes (user_id, created_at DESC);

-- Codes now also confirm bank details. The list of purposes lives in the code (CodePurposeValue); the database only
-- insists on a plain name, so that modules adding purposes in their own migrations do not undo each other's.
ALTER TABLE one_time_codes DROP CONSTRAINT IF EXISTS one_time_codes_purpose_check;
ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check CHECK (purpose ~ '^[a-z_]{1,40}$');
