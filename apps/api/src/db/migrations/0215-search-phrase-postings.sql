-- Phrase postings: besides one posting per word, each published file gets one per pair of words that stand next to
-- each other in its search vector, under the lexeme 'first second' (to_tsvector never makes a lexeme with a space, so
-- the two kinds cannot meet). A quoted two-word phrase, the most common phrase a buyer types, is then a single term
-- of the index, read in popularity order like any word: exactly the files where `'first' <-> 'second'` holds, since
-- that is what the pair's positions say. Through GIN, a phrase of two frequent words meant reading every file that
-- has both words and checking their positions in the table: tens of thousands of rows for a handful of pages.
--
-- The table is rebuilt beside the old one and takes its place at the end, so searches go on reading the old postings
-- while the new ones are written; dropping the old indexes first would hold every search for the whole rebuild.
-- The postings' function names its columns instead of returning the table's row type, which would tie it to the old
-- table (the triggers call it by name, so they follow).
DROP FUNCTION search_term_rows(media_files);
CREATE FUNCTION search_term_rows(f media_files) RETURNS TABLE (
  lexeme text, type media_type, popularity_score real, media_id bigint, is_safe boolean, category_id bigint,
  orientation text, color_families text[], age_groups text[], people_count int, megapixels real, width int, height int,
  duration_ms int, fps real, published_at timestamptz
) LANGUAGE sql STABLE AS $$
  WITH positions AS (
    SELECT word.lexeme, position FROM unnest(f.search_vector) AS word, unnest(word.positions) AS position
  ), lexemes AS (
    SELECT unnest(tsvector_to_array(f.search_vector)) AS lexeme
    UNION
    SELECT first.lexeme || ' ' || second.lexeme FROM positions first JOIN positions second ON second.position = first.position + 1
  )
  SELECT lexemes.lexeme, f.type, f.popularity_score, f.id, f.is_safe, f.category_id, f.orientation, f.color_families, f.age_groups,
    f.people_count, f.megapixels, f.width, f.height, f.duration_ms, f.fps, f.published_at
  FROM lexemes
  WHERE f.status = 'published'
$$;

CREATE TABLE search_terms_next (
  lexeme text NOT NULL,
  type media_type NOT NULL,
  popularity_score real NOT NULL,
  media_id bigint NOT NULL REFERENCES media_files (id) ON DELETE CASCADE,
  is_safe boolean NOT NULL,
  category_id bigint,
  orientation text NOT NULL,
  color_families text[] NOT NULL,
  age_groups text[] NOT NULL,
  people_count int NOT NULL,
  megapixels real NOT NULL,
  width int NOT NULL,
  height int NOT NULL,
  duration_ms int,
  fps real,
  published_at timestamptz NOT NULL
);
INSERT INTO search_terms_next SELECT t.* FROM media_files f, search_term_rows(f) t WHERE f.status = 'published';
CREATE INDEX search_terms_next_ranked ON search_terms_next (lexeme, type, popularity_score DESC, media_id DESC)
  INCLUDE (is_safe, category_id, orientation, color_families, age_groups, people_count, megapixels, width, height,
    duration_ms, fps, published_at);
CREATE INDEX search_terms_next_file ON search_terms_next (media_id);

DROP TABLE search_terms;
ALTER TABLE search_terms_next RENAME TO search_terms;
ALTER INDEX search_terms_next_ranked RENAME TO search_terms_ranked;
ALTER INDEX search_terms_next_file RENAME TO search_terms_file;
