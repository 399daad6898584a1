-- A licensed size smaller than its original is rendered by a worker, once per file and size, and kept in private
-- storage. This row is that render's state: the download waits on it, and it names the one job allowed to render it.
-- A new upload of the file replaces its formats, and with them these rows, so the next download renders the new one.
CREATE TABLE licensed_renders (
  media_format_id bigint PRIMARY KEY REFERENCES media_formats (id) ON DELETE CASCADE,
  media_id bigint NOT NULL REFERENCES media_files (id) ON DELETE CASCADE,
  storage_key text NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'rendering', 'ready', 'failed')),
  -- Percent done of the running render: ffmpeg's own progress for a video, steps for an image.
  progress smallint NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  -- The pg-boss job that renders it; a retry of that job takes the render over, any other job leaves it alone.
  job_id uuid,
  -- Renders started (a retry counts again): one per size unless a render failed or its worker died.
  renders integer NOT NULL DEFAULT 0 CHECK (renders >= 0),
  bytes bigint,
  render_ms integer,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX licensed_renders_media_idx ON licensed_renders (media_id);
