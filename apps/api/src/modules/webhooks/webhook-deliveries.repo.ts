import type { WebhookEventType } from '@stock/contracts';
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { WebhookAttemptsTable, WebhookDeliveryStatusValue } from '../../db/schema';

/** How many deliveries the log shows. */
export const DELIVERY_LOG_LIMIT = 50;
/** A delivery handed to the queue this long ago and still pending lost its job (it ran out of retries): queue it again. */
const REQUEUE_AFTER = sql`interval '15 minutes'`;

export async function insertEvent(
  db: Db,
  event: { id: string; user_id: number; type: WebhookEventType; data: Record<string, unknown> },
): Promise<void> {
  await db
    .insertInto('webhook_events')
    .values({ ...event, data: JSON.stringify(event.data) })
    .execute();
}

export async function insertDeliveries(db: Db, eventId: string, endpointIds: number[]): Promise<void> {
  await db
    .insertInto('webhook_deliveries')
    .values(endpointIds.map((endpointId) => ({ event_id: eventId, endpoint_id: endpointId })))
    .execute();
}

const deliveries = (db: Db) =>
  db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
    .select([
      'd.id',
      'd.endpoint_id',
      'd.status',
      'd.retries_used',
      'd.next_attempt_at',
      'd.created_at',
      'e.id as event_id',
      'e.type as event_type',
      'e.data as event_data',
      'e.created_at as event_created_at',
    ]);

export type DeliveryRow = NonNullable<Awaited<ReturnType<typeof findDelivery>>>;

export function findDelivery(db: Db, deliveryId: number) {
  return deliveries(db).where('d.id', '=', deliveryId).executeTakeFirst();
}

export function findEndpointDelivery(db: Db, endpointId: number, deliveryId: number) {
  return deliveries(db).where('d.id', '=', deliveryId).where('d.endpoint_id', '=', endpointId).executeTakeFirst();
}

export function listEndpointDeliveries(db: Db, endpointId: number) {
  return deliveries(db).where('d.endpoint_id', '=', endpointId).orderBy('d.id', 'desc').limit(DELIVERY_LOG_LIMIT).execute();
}

export function listAttempts(db: Db, deliveryIds: number[]) {
  if (deliveryIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('webhook_attempts').selectAll().where('delivery_id', 'in', deliveryIds).orderBy('id').execute();
}

export type AttemptRow = Awaited<ReturnType<typeof listAttempts>>[number];

/** Locks and takes the deliveries due now that no job holds, marking them queued; the caller sends their jobs. */
export async function takeDueDeliveries(trx: Db, limit: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', new Date())
    .where((eb) => eb.or([eb('queued_at', 'is', null), eb('queued_at', '<', sql<Date>`now() - ${REQUEUE_AFTER}`)]))
    .orderBy('next_attempt_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
  const ids = rows.map((row) => row.id);
  if (ids.length > 0) await trx.updateTable('webhook_deliveries').set({ queued_at: new Date() }).where('id', 'in', ids).execute();
  return ids;
}

/** Locks a delivery while its attempt's outcome is recorded. */
export function lockDelivery(trx: Db, deliveryId: number) {
  return trx
    .selectFrom('webhook_deliveries')
    .select(['status', 'retries_used'])
    .where('id', '=', deliveryId)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertAttempt(trx: Db, attempt: Insertable<WebhookAttemptsTable>): Promise<void> {
  await trx.insertInto('webhook_attempts').values(attempt).execute();
}

export async function updateDelivery(
  trx: Db,
  deliveryId: number,
  change: { status: WebhookDeliveryStatusValue; retries_used?: number; next_attempt_at?: Date },
): Promise<void> {
  await trx
    .updateTable('webhook_deliveries')
    .set({ ...change, queued_at: null })
    .where('id', '=', deliveryId)
    .execute();
}
