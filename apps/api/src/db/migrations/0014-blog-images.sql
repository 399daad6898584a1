-- Pictures uploaded into articles by the editors. Only the web-sized, metadata-free WebP is kept, under public media;
-- the row says who uploaded what, so that unused pictures can be found and removed later.
CREATE TABLE blog_images (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  storage_key text NOT NULL UNIQUE,
  original_name text NOT NULL,
  width int NOT NULL CHECK (width > 0),
  height int NOT NULL CHECK (height > 0),
  bytes int NOT NULL CHECK (bytes > 0),
  uploaded_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
