-- A category belongs to one media type, but the planner takes the type and category filters as independent: a video
-- category holding a quarter of the videos was estimated at 5,000 files of 36,000, so the search read all of them
-- (36,000 table rows) where walking the popularity order finds a page in a few hundred entries. Statistics on the pair
-- give it the real shares. The next ANALYZE fills them (autovacuum's, or one run after migrating a large catalogue);
-- not here, since analysing a new, empty table would leave plans for an empty table in place until autovacuum runs.
CREATE STATISTICS IF NOT EXISTS media_files_type_category (mcv, dependencies) ON type, category_id FROM media_files;
