import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { PromoCodesTable } from '../../db/schema';

export type PromoCodeRow = Selectable<PromoCodesTable>;

export async function insertPromoCode(db: Db, promo: Insertable<PromoCodesTable>): Promise<PromoCodeRow> {
  return db.insertInto('promo_codes').values(promo).returningAll().executeTakeFirstOrThrow();
}

/** The promo code by its (upper-case) code; locked until the transaction ends when asked, to count a redemption. */
export async function findPromoCode(db: Db, code: string, options: { lock?: boolean } = {}): Promise<PromoCodeRow | undefined> {
  const query = db.selectFrom('promo_codes').selectAll().where('code', '=', code);
  return (options.lock ? query.forUpdate() : query).executeTakeFirst();
}

/** Counts one redemption for a paid order; the table's checks refuse one past the maximum or a second for the order. */
export async function insertRedemption(db: Db, redemption: { promoCodeId: number; orderId: number; userId: number }): Promise<void> {
  await db
    .updateTable('promo_codes')
    .set((eb) => ({ redemptions: eb('redemptions', '+', 1) }))
    .where('id', '=', redemption.promoCodeId)
    .execute();
  await db
    .insertInto('promo_redemptions')
    .values({ promo_code_id: redemption.promoCodeId, order_id: redemption.orderId, user_id: redemption.userId })
    .execute();
}

/** Marks the order's redemption released and counts it no more; nothing when there is none or it was released. */
export async function releaseRedemption(db: Db, redemption: { promoCodeId: number; orderId: number }, now: Date): Promise<void> {
  const released = await db
    .updateTable('promo_redemptions')
    .set({ released_at: now })
    .where('promo_code_id', '=', redemption.promoCodeId)
    .where('order_id', '=', redemption.orderId)
    .where('released_at', 'is', null)
    .executeTakeFirst();
  if (released.numUpdatedRows === 0n) return;
  await db
    .updateTable('promo_codes')
    .set((eb) => ({ redemptions: eb('redemptions', '-', 1) }))
    .where('id', '=', redemption.promoCodeId)
    .execute();
}
