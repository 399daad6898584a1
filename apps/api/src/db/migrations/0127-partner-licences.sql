-- Licences made through the partner API: the key that made a real licence, and the test-mode licences of sandbox keys,
-- which charge nothing, book nothing and deliver only watermarked previews.

ALTER TABLE licences ADD COLUMN api_key_id bigint REFERENCES api_keys (id);

-- A reseller licenses a file once for each end client: one licence in force per account, file and size, as before
-- (0110: a revoked licence does not count), except that the API's licences are one per client.
DROP INDEX licences_in_force_unique;
CREATE UNIQUE INDEX licences_holder_format_key ON licences (account_user_id, file_id, format_name)
  WHERE api_key_id IS NULL AND revoked_at IS NULL;
CREATE UNIQUE INDEX licences_holder_client_format_key ON licences (account_user_id, file_id, format_name, client_name)
  WHERE api_key_id IS NOT NULL AND revoked_at IS NULL;

CREATE TABLE api_sandbox_licences (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key_id bigint NOT NULL REFERENCES api_keys (id),
  user_id bigint NOT NULL REFERENCES users (id),
  file_id bigint NOT NULL REFERENCES media_files (id),
  media_format_id bigint NOT NULL REFERENCES media_formats (id),
  tier text NOT NULL CHECK (tier IN ('standard', 'enhanced')),
  client_name text NOT NULL CHECK (char_length(client_name) BETWEEN 1 AND 120),
  project text CHECK (char_length(project) BETWEEN 1 AND 120),
  po_number text CHECK (char_length(po_number) BETWEEN 1 AND 40),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_sandbox_licences_user_idx ON api_sandbox_licences (user_id, created_at DESC);
