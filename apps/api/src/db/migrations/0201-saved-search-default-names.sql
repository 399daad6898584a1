-- A saved search the buyer did not name keeps no name: one is made when it is read, in the reader's language, from its
-- words and type (saved-search-filters.ts). Names made in English before are recognised and dropped.
ALTER TABLE saved_searches ALTER COLUMN name DROP NOT NULL;
CREATE FUNCTION pg_temp.made_name(filters jsonb) RETURNS text LANGUAGE sql AS $$
  SELECT CASE WHEN char_length(made) > 100 THEN left(made, 99) || '…' ELSE made END
  FROM (SELECT coalesce(filters ->> 'query' || ' ', 'All ') || CASE filters ->> 'type' WHEN 'VIDEO' THEN 'videos' ELSE 'images' END AS made) d
$$;
UPDATE saved_searches SET name = NULL WHERE name = pg_temp.made_name(filters);
