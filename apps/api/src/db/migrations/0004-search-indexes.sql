-- Text search with the filters buyers combine with it most, intersected inside the index rather than row by row:
-- colour for every search; orientation and size for images. One index per media type because every search but the
-- facet sample names its type. btree_gin lets the scalar columns sit in a GIN index.
CREATE EXTENSION IF NOT EXISTS btree_gin;

DROP INDEX media_files_search;
CREATE INDEX media_files_search ON media_files USING gin (search_vector, color_families) WHERE status = 'published';
CREATE INDEX media_files_search_image ON media_files USING gin (search_vector, color_families, orientation, megapixels)
  WHERE status = 'published' AND type = 'IMAGE';
CREATE INDEX media_files_search_video ON media_files USING gin (search_vector, color_families)
  WHERE status = 'published' AND type = 'VIDEO';
