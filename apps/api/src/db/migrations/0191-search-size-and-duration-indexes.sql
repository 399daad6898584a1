-- Size and duration filters read as ranges. The text indexes leave them out (GIN reads every key of a range), so
-- without words a rare range ("at least 40 megapixels", "10 to 30 seconds") was found by walking a whole order index
-- of the type and testing each entry: 320,000 buffers for 18,000 matches. These btree indexes read just the range and
-- carry what reading all matches needs (its other filters, the facets' columns and both orders), so it stays
-- index-only; a common range ("at least 4 megapixels") is still walked in popularity or date order instead.
DROP INDEX IF EXISTS media_files_image_megapixels;
CREATE INDEX media_files_image_megapixels ON media_files (megapixels)
  INCLUDE (id, type, is_safe, category_id, orientation, color_families, age_groups, people_count, popularity_score, published_at)
  WHERE status = 'published' AND type = 'IMAGE';
DROP INDEX IF EXISTS media_files_video_duration;
CREATE INDEX media_files_video_duration ON media_files (duration_ms)
  INCLUDE (id, type, is_safe, category_id, orientation, color_families, age_groups, people_count, fps, width, height,
    popularity_score, published_at)
  WHERE status = 'published' AND type = 'VIDEO';
