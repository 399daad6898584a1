-- Businesses that license files for their clients apply to become resellers; an administrator decides.

CREATE TABLE reseller_applications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  company_name text NOT NULL,
  website text NOT NULL,
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  use_case text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
  decided_by bigint REFERENCES users (id),
  decided_at timestamptz,
  decision_note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'pending') = (decided_at IS NULL))
);
-- One application in play per account: a declined applicant may apply again, an approved one need not.
CREATE UNIQUE INDEX reseller_applications_live_idx ON reseller_applications (user_id) WHERE status IN ('pending', 'approved');
CREATE INDEX reseller_applications_status_idx ON reseller_applications (status, created_at);
