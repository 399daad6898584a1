import { sql } from 'kysely';
import type { CollectionRoleValue } from './buyer-collections.repo';

/**
 * Every collection a buyer can reach and the role they have in it: their own (owner), and those that someone in their
 * team (the owner or an active member) shared with the team (viewer or editor, as shared). The one place that decides
 * who sees which collection, so that listing, reading and saving agree.
 */
export function accessibleCollectionsSql(userId: number) {
  const myTeams = sql`SELECT t.id FROM teams t WHERE t.owner_id = ${userId}
    UNION SELECT m.team_id FROM team_members m WHERE m.user_id = ${userId} AND m.status = 'active'`;
  return sql<{ collection_id: number; role: CollectionRoleValue }>`(
    SELECT c.id AS collection_id, 'owner'::text AS role FROM buyer_collections c WHERE c.owner_id = ${userId}
    UNION ALL
    SELECT c.id, c.team_access FROM buyer_collections c
    WHERE c.team_access IS NOT NULL AND c.owner_id <> ${userId} AND c.owner_id IN (
      SELECT t.owner_id FROM teams t WHERE t.id IN (${myTeams})
      UNION
      SELECT m.user_id FROM team_members m WHERE m.status = 'active' AND m.team_id IN (${myTeams})
    )
  )`;
}
