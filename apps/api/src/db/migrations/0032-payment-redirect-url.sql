-- Stripe payments are made on its hosted Checkout page: the column keeps that page's address, not a client secret.
ALTER TABLE payments RENAME COLUMN client_secret TO redirect_url;
