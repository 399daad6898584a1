import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection';
import type { ApiKeyKind, ApiKeysTable } from '../../db/schema';

export const KEY_COLUMNS = [
  'id',
  'user_id',
  'name',
  'prefix',
  'secret_hash',
  'scopes',
  'sandbox',
  'rate_limit_per_minute',
  'monthly_quota',
  'created_at',
  'last_used_at',
  'revoked_at',
] as const;

export type ApiKeyRow = Awaited<ReturnType<typeof findOwnKey>> & {};

/**
 * A key (or an OAuth app, by its client id) with whether its owner's account is suspended: a suspended account's keys
 * are refused like its sessions.
 */
export function findKeyForRequest(db: Db, prefix: string, kind: ApiKeyKind = 'key') {
  return db
    .selectFrom('api_keys as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .select(KEY_COLUMNS.map((column) => `k.${column}` as const))
    .select('u.suspended_at as owner_suspended_at')
    .where('k.prefix', '=', prefix)
    .where('k.kind', '=', kind)
    .executeTakeFirst();
}

export function findOwnKey(db: Db, userId: number, keyId: number, kind: ApiKeyKind = 'key') {
  return db
    .selectFrom('api_keys')
    .select(KEY_COLUMNS)
    .where('id', '=', keyId)
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

export function listKeys(db: Db, userId: number, kind: ApiKeyKind = 'key') {
  return db
    .selectFrom('api_keys')
    .select(KEY_COLUMNS)
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export type NewKeyRow = Insertable<ApiKeysTable>;

export async function insertKey(db: Db, row: NewKeyRow): Promise<ApiKeyRow> {
  return db.insertInto('api_keys').values(row).returning(KEY_COLUMNS).executeTakeFirstOrThrow();
}

/** Revokes a live key of the user; false when it is not theirs or was revoked already. */
export async function revokeKey(db: Db, userId: number, keyId: number, kind: ApiKeyKind = 'key'): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: new Date() })
    .where('id', '=', keyId)
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
