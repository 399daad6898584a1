-- An administrator's refund names the attempt it belongs to: the console makes one key per intended refund and sends it
-- again on a retry. A double submit, or a retry after a slow payment provider, used to record a second partial refund
-- (bounded only by what was left), so the buyer was refunded twice. The key is unique per order: the same key again finds
-- the first refund instead of making another.
ALTER TABLE refunds ADD COLUMN idempotency_key text;

-- Refunds made before keys get one no request can send (the contract allows no space), so none of them is ever matched.
UPDATE refunds SET idempotency_key = 'before keys ' || id;
ALTER TABLE refunds ALTER COLUMN idempotency_key SET NOT NULL;

CREATE UNIQUE INDEX refunds_order_idempotency_key ON refunds (order_id, idempotency_key);
