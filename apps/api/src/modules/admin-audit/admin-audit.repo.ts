import type { AuditEntry } from '@stock/contracts';
import type { Db } from '../../db/connection';
import type { PageWindow } from '../../http/pagination';

export interface AuditInput {
  adminId: number;
  action: string;
  targetType:
    | 'user'
    | 'file'
    | 'withdrawal'
    | 'payout_batch'
    | 'session'
    | 'order'
    | 'plan_variant'
    | 'offer'
    | 'promo_code'
    | 'category'
    | 'collection'
    | 'reseller_application';
  targetId: number | string;
  reason?: string | null;
  details?: Record<string, unknown>;
  /** When the decision was made (default: now). */
  at?: Date;
}

/** Writes one audit row; call it inside the transaction of the change it records, so neither commits without the other. */
export async function recordAudit(db: Db, entry: AuditInput): Promise<void> {
  await db
    .insertInto('admin_audit')
    .values({
      admin_id: entry.adminId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: String(entry.targetId),
      reason: entry.reason ?? null,
      details: JSON.stringify(entry.details ?? {}),
      ...(entry.at ? { created_at: entry.at } : {}),
    })
    .execute();
}

export interface AuditFilter {
  targetType?: string;
  targetId?: string;
}

function auditQuery(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('admin_audit as a').innerJoin('users as u', 'u.id', 'a.admin_id');
  if (filter.targetType) query = query.where('a.target_type', '=', filter.targetType);
  if (filter.targetId) query = query.where('a.target_id', '=', filter.targetId);
  return query;
}

export async function listAudit(db: Db, filter: AuditFilter, window: PageWindow): Promise<{ rows: AuditEntry[]; total: number }> {
  const rows = await auditQuery(db, filter)
    .select([
      'a.id',
      'a.admin_id',
      'u.name as admin_name',
      'a.action',
      'a.target_type',
      'a.target_id',
      'a.reason',
      'a.details',
      'a.created_at',
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const count = await auditQuery(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    rows: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    total: Number(count.n),
  };
}
