-- The public catalogue: people who contribute, categories per media type, files with their formats and derivatives,
-- keywords, curated collections, and the search log that trending keywords come from.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Accounts grow in later migrations (credentials, roles, sessions); the catalogue needs a person to credit.
CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_email_lower CHECK (email = lower(email))
);
CREATE UNIQUE INDEX users_email_key ON users (email);

CREATE TABLE contributors (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  display_name text NOT NULL,
  slug text NOT NULL UNIQUE,
  bio text NOT NULL DEFAULT '',
  location text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TYPE media_type AS ENUM ('IMAGE', 'VIDEO');
CREATE TYPE media_status AS ENUM ('DRAFT', 'inreview', 'rejected', 'published', 'removed');

CREATE TABLE categories (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type media_type NOT NULL,
  parent_id bigint REFERENCES categories (id),
  name text NOT NULL,
  slug text NOT NULL,
  position int NOT NULL DEFAULT 0,
  -- Published files in this category and its subcategories, kept by refresh_catalogue_counts().
  file_count int NOT NULL DEFAULT 0,
  UNIQUE (type, slug)
);
CREATE INDEX categories_parent ON categories (parent_id);

CREATE TABLE media_files (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type media_type NOT NULL DEFAULT 'IMAGE',
  status media_status NOT NULL DEFAULT 'DRAFT',
  contributor_id bigint NOT NULL REFERENCES contributors (user_id),
  title text NOT NULL,
  slug text NOT NULL,
  description text NOT NULL DEFAULT '',
  category_id bigint REFERENCES categories (id),
  width int NOT NULL CHECK (width > 0),
  height int NOT NULL CHECK (height > 0),
  orientation text GENERATED ALWAYS AS (
    CASE
      WHEN width >= 2 * height OR height >= 2 * width THEN 'panoramic'
      WHEN abs(width - height) <= 0.05 * greatest(width, height) THEN 'square'
      WHEN width > height THEN 'horizontal'
      ELSE 'vertical'
    END
  ) STORED,
  megapixels real GENERATED ALWAYS AS (width::real * height::real / 1000000) STORED,
  duration_ms int CHECK (duration_ms > 0),
  fps real,
  people_count int NOT NULL DEFAULT 0 CHECK (people_count >= 0),
  age_groups text[] NOT NULL DEFAULT '{}',
  dominant_colors text[] NOT NULL DEFAULT '{}',
  color_families text[] NOT NULL DEFAULT '{}',
  blurhash text,
  is_safe boolean NOT NULL DEFAULT true,
  views bigint NOT NULL DEFAULT 0,
  downloads bigint NOT NULL DEFAULT 0,
  trending_score real NOT NULL DEFAULT 0,
  popularity_score real NOT NULL DEFAULT 0,
  search_vector tsvector,
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT media_files_published_has_date CHECK (status <> 'published' OR published_at IS NOT NULL),
  CONSTRAINT media_files_video_has_duration CHECK (type <> 'VIDEO' OR duration_ms IS NOT NULL)
);
-- Everything the public sees is published; the partial indexes only hold those rows.
CREATE INDEX media_files_search ON media_files USING gin (search_vector) WHERE status = 'published';
CREATE INDEX media_files_popular ON media_files (type, popularity_score DESC, id DESC) WHERE status = 'published';
CREATE INDEX media_files_trending ON media_files (type, trending_score DESC, id DESC) WHERE status = 'published';
CREATE INDEX media_files_newest ON media_files (type, published_at DESC, id DESC) WHERE status = 'published';
CREATE INDEX media_files_category ON media_files (category_id, popularity_score DESC) WHERE status = 'published';
CREATE INDEX media_files_colors ON media_files USING gin (color_families) WHERE status = 'published';
CREATE INDEX media_files_contributor ON media_files (contributor_id, status, created_at DESC);

-- What a buyer can license: sizes of one file (small/medium/large/original, SD/HD/4K/original).
CREATE TABLE media_formats (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  media_id bigint NOT NULL REFERENCES media_files (id) ON DELETE CASCADE,
  name text NOT NULL,
  label text NOT NULL,
  width int NOT NULL,
  height int NOT NULL,
  bytes bigint NOT NULL,
  mime text NOT NULL,
  position int NOT NULL DEFAULT 0,
  UNIQUE (media_id, name)
);

-- Public renditions made by the media pipeline: thumbnails, watermarked previews, posters, preview clips.
CREATE TABLE media_derivatives (
  media_id bigint NOT NULL REFERENCES media_files (id) ON DELETE CASCADE,
  kind text NOT NULL,
  format text NOT NULL,
  width int NOT NULL,
  height int NOT NULL,
  bytes bigint NOT NULL,
  storage_key text NOT NULL,
  PRIMARY KEY (media_id, kind, format, width)
);

-- Where each original is kept; never under a public path.
CREATE TABLE media_originals (
  media_id bigint PRIMARY KEY REFERENCES media_files (id) ON DELETE CASCADE,
  storage_key text NOT NULL,
  mime text NOT NULL,
  bytes bigint NOT NULL
);

CREATE TABLE keywords (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  keyword text NOT NULL UNIQUE CHECK (keyword = lower(keyword) AND char_length(keyword) BETWEEN 1 AND 60),
  -- Published files carrying the keyword, kept by the publishing code; drives suggestions and trending fallbacks.
  file_count int NOT NULL DEFAULT 0
);
CREATE INDEX keywords_trgm ON keywords USING gin (keyword gin_trgm_ops);
CREATE INDEX keywords_prefix ON keywords (keyword text_pattern_ops, file_count DESC);
CREATE INDEX keywords_popular ON keywords (file_count DESC);

CREATE TABLE media_file_keywords (
  media_id bigint NOT NULL REFERENCES media_files (id) ON DELETE CASCADE,
  keyword_id bigint NOT NULL REFERENCES keywords (id),
  position int NOT NULL DEFAULT 0,
  PRIMARY KEY (media_id, keyword_id)
);
CREATE INDEX media_file_keywords_keyword ON media_file_keywords (keyword_id, media_id);

-- Curated collections are shown to everyone; buyers' own collections come later in this table too.
CREATE TABLE collections (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL,
  description text NOT NULL DEFAULT '',
  is_curated boolean NOT NULL DEFAULT false,
  cover_media_id bigint REFERENCES media_files (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX collections_curated_slug ON collections (slug) WHERE is_curated;
CREATE INDEX collections_name_trgm ON collections USING gin (name gin_trgm_ops);

CREATE TABLE collection_files (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  collection_id bigint NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  media_id bigint NOT NULL REFERENCES media_files (id) ON DELETE CASCADE,
  position int NOT NULL DEFAULT 0,
  added_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (collection_id, media_id)
);

CREATE TABLE search_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  query text NOT NULL,
  type media_type,
  result_count int NOT NULL,
  searched_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX search_log_recent ON search_log (searched_at DESC);

-- Title weighs most, then keywords, then the category, then the description; English stemming.
CREATE FUNCTION refresh_media_search_vectors(ids bigint[]) RETURNS void LANGUAGE sql AS $$
  UPDATE media_files f
  SET search_vector =
    setweight(to_tsvector('english', f.title), 'A') ||
    setweight(to_tsvector('english', coalesce(k.words, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(c.name, '') || ' ' || coalesce(p.name, '')), 'C') ||
    setweight(to_tsvector('english', f.description), 'D')
  FROM media_files f2
  LEFT JOIN LATERAL (
    SELECT string_agg(kw.keyword, ' ') AS words
    FROM media_file_keywords mk JOIN keywords kw ON kw.id = mk.keyword_id
    WHERE mk.media_id = f2.id
  ) k ON true
  LEFT JOIN categories c ON c.id = f2.category_id
  LEFT JOIN categories p ON p.id = c.parent_id
  WHERE f.id = f2.id AND f2.id = ANY (ids);
$$;

-- Counters that listings show (safe-search counts, as browsing shows), recomputed after bulk changes.
CREATE FUNCTION refresh_catalogue_counts() RETURNS void LANGUAGE sql AS $$
  UPDATE keywords k SET file_count = coalesce(counted.n, 0)
  FROM keywords k2
  LEFT JOIN (
    SELECT mk.keyword_id, count(*)::int AS n
    FROM media_file_keywords mk JOIN media_files f ON f.id = mk.media_id AND f.status = 'published' AND f.is_safe
    GROUP BY mk.keyword_id
  ) counted ON counted.keyword_id = k2.id
  WHERE k.id = k2.id AND k.file_count IS DISTINCT FROM coalesce(counted.n, 0);

  WITH direct AS (
    SELECT category_id, count(*)::int AS n FROM media_files WHERE status = 'published' AND is_safe GROUP BY category_id
  ),
  totals AS (
    SELECT c.id, coalesce(d.n, 0) + coalesce((
      SELECT sum(dc.n) FROM categories child JOIN direct dc ON dc.category_id = child.id WHERE child.parent_id = c.id
    ), 0)::int AS n
    FROM categories c LEFT JOIN direct d ON d.category_id = c.id
  )
  UPDATE categories c SET file_count = totals.n FROM totals WHERE totals.id = c.id AND c.file_count <> totals.n;
$$;
