-- When an account's owner was last told that someone tried to sign up with their address: anyone can trigger that
-- e-mail from anywhere, so it goes out at most once an hour per address, whatever the number of sources.
CREATE TABLE account_notices (
  email text NOT NULL,
  kind text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (email, kind)
);
