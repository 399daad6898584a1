import type { ApiKey, ApiKeyData, ApiKeyList, CreateApiKeyBody, CreatedApiKey } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connection';
import { conflict, HttpError, notFound } from '../../http/http-error';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { isApprovedReseller } from '../reseller/reseller-applications.repo';
import { limitColumns } from './api-key-limits';
import { newApiKey } from './api-key-secret';
import { type ApiKeyRow, findOwnKey, insertKey, listKeys, revokeKey } from './api-keys.repo';
import { DEVELOPER_MESSAGES } from './developer-messages';

export function presentKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    sandbox: row.sandbox,
    rate_limit_per_minute: row.rate_limit_per_minute,
    monthly_quota: row.monthly_quota,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
  };
}

/** The developer area is for approved resellers only; 403 tells anyone else where to apply. */
export async function requireReseller(db: Db, user: SessionUser): Promise<void> {
  if (!(await isApprovedReseller(db, user.id))) throw new HttpError(403, DEVELOPER_MESSAGES.notReseller);
}

export async function myKeys(deps: AppDeps, user: SessionUser): Promise<Outcome<ApiKeyList>> {
  await requireReseller(deps.db, user);
  return { data: { keys: (await listKeys(deps.db, user.id)).map(presentKey) }, message: 'OK' };
}

async function issueKey(trx: Db, userId: number, body: CreateApiKeyBody, rotatedFrom: number | null): Promise<CreatedApiKey> {
  const { key, prefix, hash } = newApiKey(body.sandbox);
  const row = await insertKey(trx, {
    user_id: userId,
    name: body.name.trim(),
    prefix,
    secret_hash: hash,
    scopes: [...body.scopes],
    sandbox: body.sandbox,
    ...limitColumns(body.sandbox),
    rotated_from: rotatedFrom,
  });
  return { key: presentKey(row), secret: key };
}

export async function createKey(deps: AppDeps, user: SessionUser, body: CreateApiKeyBody): Promise<Outcome<CreatedApiKey>> {
  await requireReseller(deps.db, user);
  return { data: await issueKey(deps.db, user.id, body, null), message: DEVELOPER_MESSAGES.created };
}

export async function revokeOwnKey(deps: AppDeps, user: SessionUser, keyId: number): Promise<Outcome<ApiKeyData>> {
  await requireReseller(deps.db, user);
  if (!(await findOwnKey(deps.db, user.id, keyId))) throw notFound(DEVELOPER_MESSAGES.noKey);
  if (!(await revokeKey(deps.db, user.id, keyId))) throw conflict(DEVELOPER_MESSAGES.revoked);
  const row = await findOwnKey(deps.db, user.id, keyId);
  if (!row) throw notFound(DEVELOPER_MESSAGES.noKey);
  return { data: { key: presentKey(row) }, message: `${row.name} (${row.prefix}) is revoked: it is refused from now on.` };
}

/** Replaces a live key by a new one with the same name, scopes and mode; the old one stops working at once. */
export async function rotateOwnKey(deps: AppDeps, user: SessionUser, keyId: number): Promise<Outcome<CreatedApiKey>> {
  await requireReseller(deps.db, user);
  const created = await deps.db.transaction().execute(async (trx) => {
    const old = await findOwnKey(trx, user.id, keyId);
    if (!old) throw notFound(DEVELOPER_MESSAGES.noKey);
    if (!(await revokeKey(trx, user.id, keyId))) throw conflict(DEVELOPER_MESSAGES.revoked);
    return issueKey(trx, user.id, { name: old.name, scopes: old.scopes, sandbox: old.sandbox }, old.id);
  });
  return { data: created, message: DEVELOPER_MESSAGES.rotated };
}
