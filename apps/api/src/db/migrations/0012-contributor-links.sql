-- A contributor's portfolio links (their own site, social profiles), shown on the public portfolio.
ALTER TABLE contributors ADD COLUMN links text[] NOT NULL DEFAULT '{}';
