-- A person's avatar: a square WebP made by the media module, stored under public/avatars/.
ALTER TABLE users ADD COLUMN avatar_key text;
