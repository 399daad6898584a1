-- Small facts about this installation that must survive restarts, such as when the demo catalogue was generated.
CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
