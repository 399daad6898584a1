-- Which generation of public renditions a file has (RENDITIONS_VERSION in the catalogue). Files processed before
-- thumbnails over 500 px carried a watermark are at 0: a background job re-renders their thumbnails.
ALTER TABLE media_files ADD COLUMN renditions_version smallint NOT NULL DEFAULT 0;
CREATE INDEX media_files_renditions_outdated ON media_files (id) WHERE renditions_version < 1;

-- Public files the catalogue no longer points at, written in the transaction that switches a file to its new
-- renditions: a crash before they are deleted leaves this note rather than a forgotten public file.
CREATE TABLE media_stale_renditions (
  storage_key text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);
