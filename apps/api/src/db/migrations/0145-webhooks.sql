-- Partner webhooks: a reseller's endpoints, and a transactional outbox of events. An event and its deliveries are
-- written in the transaction of the change they tell about, so a rolled-back change sends nothing and a committed one
-- is never lost; a relay hands due deliveries to the job queue, and each job makes one attempt.

CREATE TABLE webhook_endpoints (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  url text NOT NULL CHECK (char_length(url) BETWEEN 1 AND 2000),
  events text[] NOT NULL CHECK (cardinality(events) > 0),
  -- The signing secret, sealed (crypto/encryption.ts): it must be read back to sign each delivery.
  sealed_secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX webhook_endpoints_user_idx ON webhook_endpoints (user_id) WHERE deleted_at IS NULL;

CREATE TABLE webhook_events (
  id uuid PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  type text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE webhook_deliveries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id uuid NOT NULL REFERENCES webhook_events (id),
  endpoint_id bigint NOT NULL REFERENCES webhook_endpoints (id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  -- Failed attempts since the last (re)delivery began: they pick the next wait of the retry schedule.
  retries_used integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- Set when the relay handed the delivery to the job queue; cleared when it waits for another attempt.
  queued_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending' AND queued_at IS NULL;
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, id DESC);

CREATE TABLE webhook_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  delivery_id bigint NOT NULL REFERENCES webhook_deliveries (id),
  attempted_at timestamptz NOT NULL,
  duration_ms integer NOT NULL,
  response_status integer,
  -- The first kilobyte of the receiver's answer.
  response_body text,
  error text,
  succeeded boolean NOT NULL
);
CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, id);

-- A file bought through the partner API carries its end client in the order, so the licence is born with it.
ALTER TABLE licence_orders
  ADD COLUMN client_name text,
  ADD COLUMN project text,
  ADD COLUMN po_number text,
  ADD COLUMN api_key_id bigint REFERENCES api_keys (id);
