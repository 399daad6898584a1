-- Saved searches: a query and filters (those of GET /fetch) a buyer wants to follow. The daily digest e-mails files
-- published since last_notified_at; the saved searches page counts those published since last_visited_at.
CREATE TABLE saved_searches (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  filters jsonb NOT NULL,
  -- The filters as canonical text (sorted keys, sorted lists): the same search saved twice is one row.
  criteria_key text NOT NULL,
  email_alerts boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_visited_at timestamptz NOT NULL DEFAULT now(),
  last_notified_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, criteria_key)
);
CREATE INDEX saved_searches_due ON saved_searches (last_notified_at) WHERE email_alerts;
