-- Social sign-in (OAuth 2.0 authorization code with PKCE): the short-lived state of a sign-in under way, and the
-- provider identities linked to accounts.

-- One row per sign-in started: the state is stored only as a SHA-256 hash, is used once (deleted when the callback
-- arrives) and expires after 10 minutes. The PKCE verifier and the OpenID nonce never leave the server.
CREATE TABLE oauth_states (
  state_hash text PRIMARY KEY,
  provider text NOT NULL CHECK (provider IN ('google', 'facebook')),
  role text NOT NULL CHECK (role IN ('buyer', 'contributor')),
  next_path text,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX oauth_states_expires_idx ON oauth_states (expires_at);

-- A person at a provider (its stable subject id) belongs to one account.
CREATE TABLE oauth_identities (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider text NOT NULL CHECK (provider IN ('google', 'facebook')),
  subject text NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id),
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, subject)
);
CREATE INDEX oauth_identities_user_idx ON oauth_identities (user_id);
