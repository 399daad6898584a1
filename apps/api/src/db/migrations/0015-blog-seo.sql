-- What search engines and link previews show for an article, when the editor wants it to differ from the title and
-- excerpt. Empty means "use the title and excerpt".
ALTER TABLE blog_posts
  ADD COLUMN seo_title text CHECK (char_length(seo_title) BETWEEN 1 AND 70),
  ADD COLUMN seo_description text CHECK (char_length(seo_description) BETWEEN 1 AND 160);
