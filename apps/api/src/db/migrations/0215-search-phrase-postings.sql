-- Phrase postings: besides one posting per word, each published file gets one per pair of words that stand next to
-- each other in its search vector, under the lexeme 'first second' (to_tsvector never makes a lexeme with a space, so
-- the two kinds cannot meet). A quoted two-word phrase, the most common phrase a buyer types, is then a single term
-- of the index, read in popularity order like any word: exactly the files where `'first' <-> 'second'` holds, since
-- that is what the pair's positions say. Through GIN, a phrase of two frequent words meant reading every file that
-- has both words and checking their positions in the table: tens of thousands of rows for a handful of pages.
--
-- The table is rebuilt beside the old one and takes its place at the end, so searches go on reading the old postings
-- while the new ones are written; dropping the old indexes first would hold every search for the whole rebuild.

-- The new table first, so that the postings' function can return its rows: the function returning the old table's
-- rows goes (the triggers call it by name, so they follow), and the type it returns takes the name search_terms with
-- the table.
CREATE TABLE search_terms_next (LIKE search_terms);
ALTER TABLE search_terms_next ADD FOREIGN KEY (media_id) REFERENCES media_files (id) ON DELETE CASCADE;
DROP FUNCTION search_term_rows(media_files);
CREATE FUNCTION search_term_rows(f media_files) RETURNS SETOF search_terms_next LANGUAGE sql STABLE AS $$
  WITH positions AS (
    SELECT word.lexeme, position FROM unnest(f.search_vector) AS word, unnest(word.positions) AS position
  ), lexemes AS (
    SELECT unnest(tsvector_to_array(f.search_vector)) AS lexeme
    UNION
    SELECT first.lexeme || ' ' || second.lexeme FROM positions first JOIN positions second ON second.position = first.position + 1
  )
  SELECT lexemes.lexeme, f.type, f.popularity_score, f.id, f.is_safe, f.category_id, f.orientation, f.color_families,
    f.age_groups, f.people_count, f.megapixels, f.width, f.height, f.duration_ms, f.fps, f.published_at
  FROM lexemes
  WHERE f.status = 'published'
$$;

INSERT INTO search_terms_next SELECT t.* FROM media_files f, search_term_rows(f) t WHERE f.status = 'published';
CREATE INDEX search_terms_next_ranked ON search_terms_next (lexeme, type, popularity_score DESC, media_id DESC)
  INCLUDE (is_safe, category_id, orientation, color_families, age_groups, people_count, megapixels, width, height,
    duration_ms, fps, published_at);
CREATE INDEX search_terms_next_file ON search_terms_next (media_id);

DROP TABLE search_terms;
ALTER TABLE search_terms_next RENAME TO search_terms;
ALTER INDEX search_terms_next_ranked RENAME TO search_terms_ranked;
ALTER INDEX search_terms_next_file RENAME TO search_terms_file;
