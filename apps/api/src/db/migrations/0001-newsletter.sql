-- Newsletter subscribers: one row per address, kept after unsubscribing so that the history stays auditable.
CREATE TABLE newsletter_subscribers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  subscribed_at timestamptz NOT NULL DEFAULT now(),
  unsubscribed_at timestamptz,
  source text NOT NULL DEFAULT 'footer',
  CONSTRAINT newsletter_subscribers_email_lower CHECK (email = lower(email)),
  CONSTRAINT newsletter_subscribers_email_length CHECK (char_length(email) BETWEEN 3 AND 254)
);

CREATE UNIQUE INDEX newsletter_subscribers_email_key ON newsletter_subscribers (email);
