-- What referrers earned from the people they brought: a share of a referred contributor's royalties (for a set time
-- after sign-up) and a share of a referred buyer's first payment (capped). The money is in the ledger; a row here says
-- whom it came from, for the referral summary.
CREATE TABLE referral_rewards (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  referrer_id bigint NOT NULL REFERENCES users (id),
  referred_user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('contributor_royalty', 'buyer_first_payment')),
  -- The licence or payment the reward comes from; one reward each.
  source_reference text NOT NULL UNIQUE,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX referral_rewards_referrer_idx ON referral_rewards (referrer_id, referred_user_id);
-- Only a buyer's first payment is shared.
CREATE UNIQUE INDEX referral_rewards_one_first_payment ON referral_rewards (referred_user_id) WHERE kind = 'buyer_first_payment';
