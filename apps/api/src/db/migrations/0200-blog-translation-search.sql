-- A translation is searched in its own language, stemmed by that language's text-search configuration, as the
-- original is in English. Japanese has no stemmer or spaces in PostgreSQL; its posts are matched by text (see blogs.repo.ts).
CREATE FUNCTION blog_search_config(lang text) RETURNS regconfig LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE lang
    WHEN 'de' THEN 'german'::regconfig
    WHEN 'fr' THEN 'french'::regconfig
    WHEN 'es' THEN 'spanish'::regconfig
    WHEN 'pt-BR' THEN 'portuguese'::regconfig
    WHEN 'en' THEN 'english'::regconfig
    ELSE 'simple'::regconfig
  END
$$;

ALTER TABLE blog_post_translations ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector(blog_search_config(lang), title), 'A') || setweight(to_tsvector(blog_search_config(lang), excerpt), 'B') ||
  setweight(to_tsvector(blog_search_config(lang), body_markdown), 'C')
) STORED;
CREATE INDEX blog_post_translations_search ON blog_post_translations USING gin (search_vector);
