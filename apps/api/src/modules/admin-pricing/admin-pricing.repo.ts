import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/connection';
import type { OffersTable, PlanVariantTermsTable, PromoCodesTable } from '../../db/schema';

export type TermsRow = Selectable<PlanVariantTermsTable>;
export type OfferRow = Selectable<OffersTable>;
export type PromoRow = Selectable<PromoCodesTable>;

// Any constant works; every process that makes or renames a code takes the same one.
const CODES_LOCK_ID = 72_110_105;

/**
 * Serialises the making of codes: offers and promo codes live in two tables, and one code must not be made in both by
 * two requests at once. Held until the transaction ends.
 */
export async function lockCodes(db: Db): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${CODES_LOCK_ID})`.execute(db);
}

/** Whether an offer or a promo code already has this (upper-case) code. */
export async function codeTaken(db: Db, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('offers')
    .select('code')
    .where('code', '=', code)
    .unionAll(db.selectFrom('promo_codes').select('code').where('code', '=', code))
    .executeTakeFirst();
  return row !== undefined;
}

export async function lockTerms(db: Db, planVariantId: number): Promise<TermsRow | undefined> {
  return db.selectFrom('plan_variant_terms').selectAll().where('plan_variant_id', '=', planVariantId).forUpdate().executeTakeFirst();
}

export async function updateTerms(db: Db, planVariantId: number, terms: Updateable<PlanVariantTermsTable>): Promise<TermsRow> {
  return db
    .updateTable('plan_variant_terms')
    .set({ ...terms, updated_at: sql`now()` })
    .where('plan_variant_id', '=', planVariantId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function lockOffer(db: Db, code: string): Promise<OfferRow | undefined> {
  return db.selectFrom('offers').selectAll().where('code', '=', code).forUpdate().executeTakeFirst();
}

export async function insertOffer(db: Db, offer: Insertable<OffersTable>): Promise<OfferRow> {
  return db.insertInto('offers').values(offer).returningAll().executeTakeFirstOrThrow();
}

export async function updateOffer(db: Db, code: string, offer: Updateable<OffersTable>): Promise<OfferRow> {
  return db
    .updateTable('offers')
    .set({ ...offer, updated_at: sql`now()` })
    .where('code', '=', code)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listPromoRows(db: Db): Promise<PromoRow[]> {
  return db.selectFrom('promo_codes').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function lockPromo(db: Db, id: number): Promise<PromoRow | undefined> {
  return db.selectFrom('promo_codes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updatePromo(db: Db, id: number, promo: Updateable<PromoCodesTable>): Promise<PromoRow> {
  return db
    .updateTable('promo_codes')
    .set({ ...promo, updated_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
