-- A renamed or merged category's old addresses keep working: the page for an old slug redirects to the category that
-- holds it now. A live category's own slug always wins over an old one (a new category may take a freed name).
CREATE TABLE category_old_slugs (
  type media_type NOT NULL,
  slug text NOT NULL,
  category_id bigint NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  PRIMARY KEY (type, slug)
);
CREATE INDEX category_old_slugs_category ON category_old_slugs (category_id);
