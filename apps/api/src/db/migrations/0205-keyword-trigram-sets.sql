-- "Did you mean" picks, for each word of a search that found nothing, the most similar keyword in use (pg_trgm), the
-- most used first. A word that is itself a keyword, the usual case, has a similarity of 1 with every keyword of the
-- same trigram set and with no other: this index finds those, most used first, by equality instead of rechecking the
-- hundreds of candidates the trigram index gives for a common word.
CREATE INDEX keywords_trigram_set ON keywords ((show_trgm(keyword)), file_count DESC);
