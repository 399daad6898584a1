-- Teams: the holder of a plan with seats invites colleagues, who then download under that plan (see resolvePlanHolder)
-- and see the collections shared with the team. The team_id of the spec is teams.id; a member's id (member_ids, also
-- called membership_id) is team_members.id.
CREATE TABLE teams (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_id bigint NOT NULL UNIQUE REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE team_members (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  team_id bigint NOT NULL REFERENCES teams (id),
  email text NOT NULL CHECK (email = lower(email)),
  -- Set when the invitee joins with the account of that e-mail.
  user_id bigint REFERENCES users (id),
  status text NOT NULL DEFAULT 'invited' CHECK (status IN ('invited', 'active', 'removed')),
  -- Only a hash of the invitation link's token is kept.
  invite_token_hash text,
  invite_expires_at timestamptz,
  -- Downloads a month the owner allows this member; null: no limit beyond the plan's quota.
  monthly_budget integer CHECK (monthly_budget >= 0),
  invited_at timestamptz NOT NULL DEFAULT now(),
  joined_at timestamptz,
  removed_at timestamptz,
  CHECK (status <> 'active' OR user_id IS NOT NULL)
);
-- One live seat per address in a team, and a person is an active member of one team at most.
CREATE UNIQUE INDEX team_members_live_email ON team_members (team_id, email) WHERE status <> 'removed';
CREATE UNIQUE INDEX team_members_one_team ON team_members (user_id) WHERE status = 'active';
CREATE UNIQUE INDEX team_members_invite_token ON team_members (invite_token_hash) WHERE invite_token_hash IS NOT NULL;
CREATE INDEX team_members_team ON team_members (team_id, status);
