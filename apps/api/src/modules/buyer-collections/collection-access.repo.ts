import { sql } from 'kysely';
import type { CollectionRoleValue } from './buyer-collections.repo';

/**
 * Every collection a buyer can reach and the role they have in it: their own (owner). The one place that decides who
 * sees which collection, so that listing, reading and saving agree.
 */
export function accessibleCollectionsSql(userId: number) {
  return sql<{ collection_id: number; role: CollectionRoleValue }>`(
    SELECT c.id AS collection_id, 'owner'::text AS role FROM buyer_collections c WHERE c.owner_id = ${userId}
  )`;
}
