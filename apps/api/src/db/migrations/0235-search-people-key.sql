-- The people filter as one key of the type text indexes: "3 or more people" was a range (people_count >= 3), and GIN
-- answers a range by reading every matching file of every value into a bitmap of its own before it intersects the
-- other filters' lists: about 55 ms for a quarter of the images on a million files, whatever the other filters left.
-- The buyer's choices are 0, 1, 2 and "3 or more", so the indexes carry the count capped at 3 and the filter asks for
-- one value of it (search-filters.ts), which GIN intersects lazily like the colours and categories. Built beside the
-- old indexes and swapped by name at the end, as in migration 0190, so that searches go on reading the old ones.
CREATE INDEX media_files_search_image_next ON media_files USING gin (search_vector, color_families, orientation, age_groups,
  least(people_count, 3), category_id)
  WHERE status = 'published' AND type = 'IMAGE';
CREATE INDEX media_files_search_video_next ON media_files USING gin (search_vector, color_families, orientation, age_groups,
  least(people_count, 3), category_id)
  WHERE status = 'published' AND type = 'VIDEO';
DROP INDEX IF EXISTS media_files_search_image;
DROP INDEX IF EXISTS media_files_search_video;
ALTER INDEX media_files_search_image_next RENAME TO media_files_search_image;
ALTER INDEX media_files_search_video_next RENAME TO media_files_search_video;
-- The planner knows the capped count's shares only from statistics on the expression: the indexes are partial, so
-- their own statistics do not count, and without them "3 or more people" is guessed at half a percent of the files
-- instead of a quarter (a search then reads all its matches where it should walk). Filled by the next ANALYZE, as in
-- migration 0192.
CREATE STATISTICS IF NOT EXISTS media_files_people_key ON (least(people_count, 3)) FROM media_files;
CREATE STATISTICS IF NOT EXISTS search_terms_people_key ON (least(people_count, 3)) FROM search_terms;
