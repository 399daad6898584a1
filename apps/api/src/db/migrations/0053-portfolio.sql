-- The public portfolio: a cover picture and a few featured files, chosen by the contributor from their own published
-- work (checked by the service; a file that is later unpublished simply stops showing).
ALTER TABLE contributors
  ADD COLUMN cover_media_id bigint REFERENCES media_files (id) ON DELETE SET NULL,
  ADD COLUMN featured_media_ids bigint[] NOT NULL DEFAULT '{}',
  ADD CONSTRAINT contributors_featured_at_most_12 CHECK (cardinality(featured_media_ids) <= 12);
