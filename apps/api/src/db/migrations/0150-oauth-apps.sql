-- OAuth apps (client credentials) are API keys of another kind: the client id is the key's prefix and the client
-- secret's SHA-256 its hash, so an app's tokens share the app's scopes, limits, quota, usage rows and licences.

ALTER TABLE api_keys ADD COLUMN kind text NOT NULL DEFAULT 'key' CHECK (kind IN ('key', 'oauth_app'));

-- Access tokens the token endpoint answered: opaque, only their SHA-256 is kept, and each names the app it speaks for.
CREATE TABLE oauth_access_tokens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  app_id bigint NOT NULL REFERENCES api_keys (id),
  token_hash text NOT NULL UNIQUE,
  scopes text[] NOT NULL CHECK (cardinality(scopes) > 0 AND scopes <@ ARRAY['search', 'license', 'collections', 'webhooks']),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oauth_access_tokens_app_idx ON oauth_access_tokens (app_id, expires_at);
