-- API keys of approved resellers: only a SHA-256 of each key is kept; the prefix names the key in lists and logs.

CREATE TABLE api_keys (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  name text NOT NULL,
  prefix text NOT NULL UNIQUE,
  secret_hash text NOT NULL,
  scopes text[] NOT NULL CHECK (cardinality(scopes) > 0 AND scopes <@ ARRAY['search', 'license', 'collections', 'webhooks']),
  -- Test mode: licences charge nothing and downloads are watermarked previews.
  sandbox boolean NOT NULL,
  rate_limit_per_minute integer NOT NULL CHECK (rate_limit_per_minute > 0),
  monthly_quota integer NOT NULL CHECK (monthly_quota > 0),
  -- The key this one replaced when it was rotated.
  rotated_from bigint REFERENCES api_keys (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_keys_user_idx ON api_keys (user_id, created_at DESC);

-- Requests of a key in one period (a minute or a calendar month, UTC): the rate limit and the monthly quota. One row is
-- incremented atomically per request, so concurrent requests cannot both take the last one.
CREATE TABLE api_key_counters (
  key_id bigint NOT NULL REFERENCES api_keys (id),
  period text NOT NULL CHECK (period IN ('minute', 'month')),
  period_start timestamptz NOT NULL,
  requests integer NOT NULL,
  PRIMARY KEY (key_id, period, period_start)
);

-- Requests answered for a key, by day (UTC) and endpoint: the usage page.
CREATE TABLE api_key_usage (
  key_id bigint NOT NULL REFERENCES api_keys (id),
  day date NOT NULL,
  endpoint text NOT NULL,
  requests integer NOT NULL,
  PRIMARY KEY (key_id, day, endpoint)
);
