-- The home page as the operator arranges it in the console. A top-level category shows on the home page unless taken
-- off it, in the order chosen (the ones never placed come after, as before), with the cover chosen or else its most
-- popular file. A curated collection is public while is_curated is set (the console's "published"), in the order chosen.
ALTER TABLE categories
  ADD COLUMN home_position integer,
  ADD COLUMN home_hidden boolean NOT NULL DEFAULT false,
  ADD COLUMN cover_media_id bigint REFERENCES media_files (id);
ALTER TABLE collections ADD COLUMN position integer;
