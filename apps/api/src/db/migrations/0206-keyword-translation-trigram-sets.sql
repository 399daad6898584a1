-- "Did you mean" in a language other than English, as migration 0205 does for keywords: the terms with the same
-- trigram set as a word (a similarity of 1, the highest) are found by equality, before any trigram ranking.
CREATE INDEX keyword_translations_trigram_set ON keyword_translations (lang, (show_trgm(folded)));
