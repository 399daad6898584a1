-- Accounts: credentials, verification, roles, referrals and sign-in protection on users; server-side sessions,
-- one-time codes and the last page a buyer visited.

ALTER TABLE users
  ADD COLUMN phone text,
  ADD COLUMN password_hash text,
  ADD COLUMN email_verified_at timestamptz,
  ADD COLUMN phone_verified_at timestamptz,
  -- One person, one e-mail: the same account may hold the buyer and the contributor role (and admin).
  ADD COLUMN roles text[] NOT NULL DEFAULT '{}',
  -- A new e-mail waits here until a code sent to it is entered.
  ADD COLUMN pending_email text,
  ADD COLUMN referral_code text NOT NULL DEFAULT upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 10)),
  ADD COLUMN referred_by bigint REFERENCES users (id),
  ADD COLUMN failed_login_count integer NOT NULL DEFAULT 0,
  ADD COLUMN first_failed_login_at timestamptz,
  ADD COLUMN locked_until timestamptz,
  ADD COLUMN deleted_at timestamptz,
  ADD COLUMN anonymised_at timestamptz,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT users_roles_known CHECK (roles <@ ARRAY['buyer', 'contributor', 'admin']::text[]),
  ADD CONSTRAINT users_pending_email_lower CHECK (pending_email = lower(pending_email)),
  ADD CONSTRAINT users_not_self_referred CHECK (referred_by <> id);

CREATE UNIQUE INDEX users_referral_code_key ON users (referral_code);
CREATE INDEX users_phone_idx ON users (phone) WHERE phone IS NOT NULL;
CREATE INDEX users_referred_by_idx ON users (referred_by) WHERE referred_by IS NOT NULL;

-- People already credited in the catalogue are contributors.
UPDATE users SET roles = ARRAY['contributor'] WHERE id IN (SELECT user_id FROM contributors);

-- A token names one of these rows; logging out, changing the password or deleting the account revokes it.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id bigint NOT NULL REFERENCES users (id),
  role text NOT NULL CHECK (role IN ('buyer', 'contributor', 'admin')),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  user_agent text,
  ip text
);
CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE revoked_at IS NULL;

-- Six-digit codes, stored as an HMAC only; single use, short-lived, a few tries each.
CREATE TABLE one_time_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('email_verify', 'phone_verify', 'password_reset', 'email_change')),
  target text NOT NULL,
  user_id bigint REFERENCES users (id),
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX one_time_codes_target_idx ON one_time_codes (target, purpose, created_at DESC);

CREATE TABLE last_activity (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  url text NOT NULL,
  session_id text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
