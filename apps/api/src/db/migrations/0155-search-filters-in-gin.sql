-- Every filter a search can name, inside each type's text index: a search whose filters leave few files (or none) reads
-- just those from GIN, instead of the table's rows for every file that has its words, or, without words, every file
-- of the type. This is what a walk in popularity order falls back on when it finds too few matches to fill its page.
-- Frame rates are compared as a range (see search-filters.ts), which GIN can read. Upload dates are not here: nearly
-- every file has a date of its own, and a range of a year would read a key for each.
DROP INDEX media_files_search_image;
CREATE INDEX media_files_search_image ON media_files USING gin (search_vector, color_families, orientation, megapixels,
  age_groups, people_count, category_id)
  WHERE status = 'published' AND type = 'IMAGE';
DROP INDEX media_files_search_video;
CREATE INDEX media_files_search_video ON media_files USING gin (search_vector, color_families, orientation, age_groups,
  people_count, category_id, duration_ms, fps)
  WHERE status = 'published' AND type = 'VIDEO';
