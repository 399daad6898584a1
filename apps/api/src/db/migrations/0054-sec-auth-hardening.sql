-- Authentication hardening (security review): share-link tokens kept only as hashes.

-- A share link's token is 24 random bytes, so a plain SHA-256 (hex) is enough to make a stolen table or backup useless
-- for opening links; links handed out before this migration keep working, as their tokens are hashed the same way.
ALTER TABLE buyer_collection_share_links ADD COLUMN token_hash text;
UPDATE buyer_collection_share_links SET token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex');
ALTER TABLE buyer_collection_share_links
  ALTER COLUMN token_hash SET NOT NULL,
  ADD CONSTRAINT buyer_collection_share_links_token_hash_key UNIQUE (token_hash),
  DROP COLUMN token;

-- A random value the web app keeps in the browser tab that starts a social sign-in; it comes back beside the token,
-- and the web app refuses a token whose value it does not hold (a sign-in link someone else started: login CSRF).
ALTER TABLE oauth_states ADD COLUMN client_state text;

-- Failed sign-ins and wrong codes, by what was tried (the address, or the number for a phone code, whether or not an
-- account has it, so that an unknown one is slowed down exactly like a known one) and by the source. They replace the
-- per-account lock, which let anyone lock any account.
CREATE TABLE auth_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('password', 'code')),
  target text NOT NULL,
  ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_failures_target_idx ON auth_failures (kind, target, created_at);
CREATE INDEX auth_failures_ip_idx ON auth_failures (kind, ip, created_at);
CREATE INDEX auth_failures_created_idx ON auth_failures (created_at);
-- "Is this a device the owner signed in on?": sessions by account and source.
CREATE INDEX sessions_user_ip_idx ON sessions (user_id, ip);

ALTER TABLE users DROP COLUMN failed_login_count, DROP COLUMN first_failed_login_at, DROP COLUMN locked_until;
