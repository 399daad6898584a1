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
