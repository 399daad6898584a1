-- Contributor uploads: where each file is in the media pipeline, what the pipeline learned, the audited status
-- history, model releases attached to files, and near-duplicate hints.

-- Files made before uploads existed (the demo catalogue, fixtures) went through the pipeline already: 'ready'.
ALTER TABLE media_files
  ADD COLUMN processing_status text NOT NULL DEFAULT 'ready'
    CHECK (processing_status IN ('queued', 'processing', 'ready', 'failed')),
  ADD COLUMN processing_error text,
  -- Renditions of one original live under keys carrying this token; a new original gets a new one, so the keys of a
  -- run in progress are never the ones the database points at.
  ADD COLUMN processing_revision text,
  -- The 64-bit perceptual hash; bit_count(a # b) is the Hamming distance.
  ADD COLUMN phash bit(64),
  ADD COLUMN exif_camera text,
  ADD COLUMN exif_taken_at text,
  ADD COLUMN original_filename text NOT NULL DEFAULT '',
  ADD COLUMN submitted_at timestamptz,
  ADD COLUMN removed_at timestamptz;

CREATE INDEX media_files_review_queue ON media_files (submitted_at, id) WHERE status = 'inreview';
CREATE INDEX media_files_phash ON media_files (contributor_id) INCLUDE (phash) WHERE phash IS NOT NULL;

-- Every status change: who, when, from, to, why. Kept when a draft is deleted (no cascade), so the daily upload
-- count cannot be reset by deleting files.
CREATE TABLE media_status_transitions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  media_id bigint NOT NULL,
  contributor_id bigint NOT NULL REFERENCES contributors (user_id),
  from_status media_status,
  to_status media_status NOT NULL,
  actor_id bigint REFERENCES users (id),
  actor_role text NOT NULL CHECK (actor_role IN ('contributor', 'admin', 'system')),
  reasons text[] NOT NULL DEFAULT '{}',
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_status_transitions_media ON media_status_transitions (media_id, id);
CREATE INDEX media_status_transitions_uploads ON media_status_transitions (contributor_id, created_at) WHERE from_status IS NULL;

CREATE TABLE model_releases (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contributor_id bigint NOT NULL REFERENCES contributors (user_id),
  model_name text NOT NULL CHECK (char_length(model_name) BETWEEN 1 AND 120),
  age_group text NOT NULL,
  file_name text NOT NULL,
  mime text NOT NULL,
  bytes bigint NOT NULL,
  storage_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX model_releases_contributor ON model_releases (contributor_id, created_at DESC);

CREATE TABLE media_file_releases (
  media_id bigint NOT NULL REFERENCES media_files (id) ON DELETE CASCADE,
  release_id bigint NOT NULL REFERENCES model_releases (id),
  PRIMARY KEY (media_id, release_id)
);
CREATE INDEX media_file_releases_release ON media_file_releases (release_id);

-- Found by the pipeline once a file's perceptual hash is known: the contributor's own files and published ones.
CREATE TABLE media_near_duplicates (
  media_id bigint NOT NULL REFERENCES media_files (id) ON DELETE CASCADE,
  similar_media_id bigint NOT NULL REFERENCES media_files (id) ON DELETE CASCADE,
  distance int NOT NULL,
  PRIMARY KEY (media_id, similar_media_id)
);
