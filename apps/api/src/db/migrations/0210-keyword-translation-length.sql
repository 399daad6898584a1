-- A term is a keyword in another language: bounded like keywords themselves (60 characters), with room for languages
-- that spell the same idea longer. Unbounded, one long term would overflow the btree entry of the primary key on
-- (lang, folded, keyword) and fail the whole vocabulary load.
ALTER TABLE keyword_translations
  ADD CONSTRAINT keyword_translations_term_length CHECK (char_length(term) <= 120);
