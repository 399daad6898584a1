-- Category names in the other languages of the product; a category without a row for a language shows its own name.
CREATE TABLE category_translations (
  category_id bigint NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  lang text NOT NULL CHECK (lang IN ('de', 'fr', 'es', 'pt-BR', 'ja')),
  name text NOT NULL CHECK (name <> ''),
  PRIMARY KEY (category_id, lang)
);
