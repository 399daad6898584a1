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
