-- The filters a search names by value, inside each type's text index: a search whose filters leave few files (or
-- none) reads just those from GIN, instead of the table's rows for every file that has its words, or, without words,
-- every file of the type. This is what a walk in popularity order falls back on when it finds too few matches to fill
-- its page. Range filters (size, duration, frame rate, upload date) stay out: GIN reads every key of a range into a
-- bitmap of its own before intersecting, and "at least 4 megapixels" or "within a year" holds for most files, which
-- cost more than the heap rows they spared (megapixels, in the image index since 0004, goes for the same reason).
DROP INDEX IF EXISTS media_files_search_image;
CREATE INDEX media_files_search_image ON media_files USING gin (search_vector, color_families, orientation, age_groups,
  people_count, category_id)
  WHERE status = 'published' AND type = 'IMAGE';
DROP INDEX IF EXISTS media_files_search_video;
CREATE INDEX media_files_search_video ON media_files USING gin (search_vector, color_families, orientation, age_groups,
  people_count, category_id)
  WHERE status = 'published' AND type = 'VIDEO';
