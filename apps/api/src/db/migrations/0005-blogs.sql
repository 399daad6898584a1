-- Blogs for buyers and for contributors. A post is visible when it is published, or scheduled and its time has come.
CREATE TYPE blog_audience AS ENUM ('buyers', 'contributors');

CREATE TABLE blog_categories (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  audience blog_audience NOT NULL,
  name text NOT NULL,
  slug text NOT NULL,
  UNIQUE (audience, slug)
);

CREATE TABLE blog_posts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  audience blog_audience NOT NULL,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  slug text NOT NULL,
  excerpt text NOT NULL DEFAULT '',
  body_markdown text NOT NULL,
  -- Rendered and sanitised once, when the post is saved; readers are served this.
  body_html text NOT NULL,
  cover_url text,
  category_id bigint REFERENCES blog_categories (id),
  tags text[] NOT NULL DEFAULT '{}',
  author_id bigint REFERENCES users (id),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'scheduled', 'published')),
  publish_at timestamptz,
  view_count int NOT NULL DEFAULT 0,
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', excerpt), 'B') ||
    setweight(to_tsvector('english', body_markdown), 'C')
  ) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (audience, slug),
  CONSTRAINT blog_posts_visible_has_time CHECK (status = 'draft' OR publish_at IS NOT NULL)
);
CREATE INDEX blog_posts_search ON blog_posts USING gin (search_vector);
CREATE INDEX blog_posts_visible ON blog_posts (audience, publish_at DESC) WHERE status <> 'draft';
CREATE INDEX blog_posts_title_trgm ON blog_posts USING gin (title gin_trgm_ops);

-- One view per reader per day.
CREATE TABLE blog_views (
  post_id bigint NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
  reader text NOT NULL,
  viewed_on date NOT NULL,
  PRIMARY KEY (post_id, reader, viewed_on)
);
