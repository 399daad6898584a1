-- The term index in date order: a word's (or a quoted pair's) postings, newest first, with the columns the filters test,
-- as search_terms_ranked holds them in popularity order. Newest first, a word's page was the walk of media_files' date
-- index, testing every file of the type for the word; on a million files a frequent word matches one file in twenty,
-- and a deep page of "city -winter" walked 124,000 entries (70 ms), where its postings in date order hold the page's
-- matches one after the other. Terms of up to 20,000 postings were read whole and sorted by date instead, which this
-- index makes a walk too.
--
-- The price is space and a write per posting: about as much as search_terms_ranked (5.5 GB at a million files).
CREATE INDEX IF NOT EXISTS search_terms_newest ON search_terms (lexeme, type, published_at DESC, media_id DESC)
  INCLUDE (is_safe, category_id, orientation, color_families, age_groups, people_count, megapixels, width, height,
    duration_ms, fps, popularity_score);
