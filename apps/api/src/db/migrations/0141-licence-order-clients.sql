-- A file order placed through the partner API carries its end client and key, so that the payment that grants the
-- licence writes them with it, in the same transaction (the unique rule of API licences is per client).
ALTER TABLE licence_orders
  ADD COLUMN api_key_id bigint REFERENCES api_keys (id),
  ADD COLUMN client_name text CHECK (char_length(client_name) BETWEEN 1 AND 120),
  ADD COLUMN project text CHECK (char_length(project) BETWEEN 1 AND 120),
  ADD COLUMN po_number text CHECK (char_length(po_number) BETWEEN 1 AND 40),
  ADD CHECK ((api_key_id IS NULL) = (client_name IS NULL));
