-- A search without words narrowed to a category walks that category's files in order, one ordered range per category
-- and orientation, merged (search.repo.ts, pageOfCategories). The type-wide order indexes cannot find a deep page of
-- one category: on a million files, page 200 of a category's 45,000 square images read and sorted every match (about
-- 190 ms of table reads); merging these ranges reads the 9,600 entries before the page from the index alone (5 ms).
CREATE INDEX media_files_category_popular ON media_files (category_id, orientation, popularity_score DESC, id DESC)
  INCLUDE (type, is_safe)
  WHERE status = 'published';

CREATE INDEX media_files_category_newest ON media_files (category_id, orientation, published_at DESC, id DESC)
  INCLUDE (type, is_safe)
  WHERE status = 'published';
