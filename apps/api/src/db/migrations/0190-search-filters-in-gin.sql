-- The filters a search names by value, inside each type's text index: a search whose filters leave few files (or
-- none) reads just those from GIN, instead of the table's rows for every file that has its words, or, without words,
-- every file of the type. This is what a walk in popularity order falls back on when it finds too few matches to fill
-- its page. Range filters (size, duration, frame rate, upload date) stay out: GIN reads every key of a range into a
-- bitmap of its own before intersecting, and "at least 4 megapixels" or "within a year" holds for most files, which
-- cost more than the heap rows they spared (megapixels, in the image index since 0004, goes for the same reason).
-- The new indexes are built beside the old ones, which searches go on using meanwhile: DROP INDEX locks the table
-- against reads until the migration commits, so the old ones are dropped, and the new ones take their names, only
-- once both are built (a moment, instead of the whole build).
CREATE INDEX media_files_search_image_next ON media_files USING gin (search_vector, color_families, orientation, age_groups,
  people_count, category_id)
  WHERE status = 'published' AND type = 'IMAGE';
CREATE INDEX media_files_search_video_next ON media_files USING gin (search_vector, color_families, orientation, age_groups,
  people_count, category_id)
  WHERE status = 'published' AND type = 'VIDEO';
DROP INDEX IF EXISTS media_files_search_image;
DROP INDEX IF EXISTS media_files_search_video;
ALTER INDEX media_files_search_image_next RENAME TO media_files_search_image;
ALTER INDEX media_files_search_video_next RENAME TO media_files_search_video;
