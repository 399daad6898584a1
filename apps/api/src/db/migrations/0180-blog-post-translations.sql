-- A post in the other languages of the product. The post itself is the original, in English; a reader whose language
-- has no row here reads the original. One slug serves every language (the language is in ?lang= or the request).
CREATE TABLE blog_post_translations (
  post_id bigint NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
  lang text NOT NULL CHECK (lang IN ('de', 'fr', 'es', 'pt-BR', 'ja')),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  excerpt text NOT NULL DEFAULT '',
  body_markdown text NOT NULL CHECK (body_markdown <> ''),
  -- Rendered and sanitised once, when the translation is saved, like the original's.
  body_html text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, lang)
);
