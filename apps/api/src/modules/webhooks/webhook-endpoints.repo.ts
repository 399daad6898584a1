import type { WebhookEventType } from '@stock/contracts';
import type { Db } from '../../db/connection';

const ENDPOINT_COLUMNS = ['id', 'user_id', 'url', 'events', 'sealed_secret', 'created_at'] as const;

export type WebhookEndpointRow = NonNullable<Awaited<ReturnType<typeof findOwnEndpoint>>>;

export function insertEndpoint(db: Db, row: { user_id: number; url: string; events: WebhookEventType[]; sealed_secret: string }) {
  return db.insertInto('webhook_endpoints').values(row).returning(ENDPOINT_COLUMNS).executeTakeFirstOrThrow();
}

/** The owner's endpoint in use; another account's or a deleted one is not found. */
export function findOwnEndpoint(db: Db, userId: number, endpointId: number) {
  return db
    .selectFrom('webhook_endpoints')
    .select(ENDPOINT_COLUMNS)
    .where('id', '=', endpointId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function listEndpoints(db: Db, userId: number) {
  return db
    .selectFrom('webhook_endpoints')
    .select(ENDPOINT_COLUMNS)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
}

/** The endpoints in use of these accounts that want the event. */
export function findSubscribedEndpoints(db: Db, userIds: number[], type: WebhookEventType) {
  return db
    .selectFrom('webhook_endpoints')
    .select(['id', 'user_id'])
    .where('user_id', 'in', userIds)
    .where('deleted_at', 'is', null)
    .where((eb) => eb(eb.val(type), '=', eb.fn.any('events')))
    .orderBy('id')
    .execute();
}

export async function setSealedSecret(db: Db, endpointId: number, sealedSecret: string): Promise<void> {
  await db.updateTable('webhook_endpoints').set({ sealed_secret: sealedSecret }).where('id', '=', endpointId).execute();
}

/** Deleted endpoints keep their rows for the delivery log, and get nothing more. */
export async function deleteEndpoint(db: Db, endpointId: number): Promise<void> {
  await db.updateTable('webhook_endpoints').set({ deleted_at: new Date() }).where('id', '=', endpointId).execute();
}

/** An endpoint as its deliveries need it, deleted or not (a deleted one gets no more retries). */
export function findEndpoint(db: Db, endpointId: number) {
  return db
    .selectFrom('webhook_endpoints')
    .select([...ENDPOINT_COLUMNS, 'deleted_at'])
    .where('id', '=', endpointId)
    .executeTakeFirst();
}
