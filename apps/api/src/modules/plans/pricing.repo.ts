import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { OffersTable, PlanVariantTermsTable } from '../../db/schema';

export type VariantTermsRow = Selectable<PlanVariantTermsTable>;
export type OfferRow = Selectable<OffersTable>;

export async function listVariantTerms(db: Db): Promise<VariantTermsRow[]> {
  return db.selectFrom('plan_variant_terms').selectAll().orderBy('plan_variant_id').execute();
}

export async function listOfferRows(db: Db): Promise<OfferRow[]> {
  return db.selectFrom('offers').selectAll().orderBy('created_at').orderBy('code').execute();
}

/** The offer by its (upper-case) code, whether or not it is active. */
export async function findOfferRow(db: Db, code: string): Promise<OfferRow | undefined> {
  return db.selectFrom('offers').selectAll().where('code', '=', code).executeTakeFirst();
}
