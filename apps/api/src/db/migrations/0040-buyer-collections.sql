-- Buyers' own collections. They live apart from the curated public collections (collections, collection_files), which
-- the editors own and anyone may read: a buyer's collection is private unless its owner shares it, its name is unique
-- only among the owner's collections, and it can be shared with the owner's team or through a public link.

CREATE TABLE buyer_collections (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_id bigint NOT NULL REFERENCES users (id),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100 AND name = btrim(name)),
  -- Shared with the owner's team: members see it (viewer) or may also add and remove files (editor).
  team_access text CHECK (team_access IN ('viewer', 'editor')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- "Mood board" and "mood board" would be the same collection to a person.
CREATE UNIQUE INDEX buyer_collections_owner_name ON buyer_collections (owner_id, lower(name));

-- Its id is the spec's media_collection_id: one file in one collection.
CREATE TABLE buyer_collection_files (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  collection_id bigint NOT NULL REFERENCES buyer_collections (id) ON DELETE CASCADE,
  media_id bigint NOT NULL REFERENCES media_files (id) ON DELETE CASCADE,
  added_by bigint REFERENCES users (id),
  added_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (collection_id, media_id)
);
CREATE INDEX buyer_collection_files_newest ON buyer_collection_files (collection_id, added_at DESC, id DESC);
CREATE INDEX buyer_collection_files_media ON buyer_collection_files (media_id);

-- Public read-only links. Turning a link off or sharing again keeps the old row (revoked), so an old link gets a clear
-- "turned off" page rather than "does not exist".
CREATE TABLE buyer_collection_share_links (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  collection_id bigint NOT NULL REFERENCES buyer_collections (id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE,
  created_by bigint NOT NULL REFERENCES users (id),
  expires_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX buyer_collection_share_links_active ON buyer_collection_share_links (collection_id) WHERE revoked_at IS NULL;
