import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { LicenceOrdersTable } from '../../db/schema';

export type LicenceOrderRow = Selectable<LicenceOrdersTable>;

export async function insertLicenceOrder(db: Db, row: Insertable<LicenceOrdersTable>): Promise<void> {
  await db.insertInto('licence_orders').values(row).execute();
}

export async function findLicenceOrder(db: Db, orderId: number): Promise<LicenceOrderRow | undefined> {
  return db.selectFrom('licence_orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export async function setLicenceOfOrder(db: Db, orderId: number, licenceId: number): Promise<void> {
  await db.updateTable('licence_orders').set({ licence_id: licenceId }).where('order_id', '=', orderId).execute();
}

/** A licence of the holder (any member's), locked for a change of tier or references. */
export async function lockHolderLicence(db: Db, holderId: number, licenceId: number) {
  return db
    .selectFrom('licences')
    .innerJoin('media_files', 'media_files.id', 'licences.file_id')
    .selectAll('licences')
    .select(['media_files.type', 'media_files.title'])
    .where('licences.id', '=', licenceId)
    .where('licences.account_user_id', '=', holderId)
    .where('licences.revoked_at', 'is', null)
    .forUpdate('licences')
    .executeTakeFirst();
}

/** Upgrades the file's licence for the holder: every size recorded of it carries the tier. */
export async function upgradeFileLicences(db: Db, holderId: number, fileId: number, now: Date): Promise<void> {
  await db
    .updateTable('licences')
    .set({ tier: 'enhanced', upgraded_at: now })
    .where('account_user_id', '=', holderId)
    .where('file_id', '=', fileId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Adds what an upgrade paid, and the royalty it earned, to the licence that earned the first royalty. */
export async function addUpgradeValue(db: Db, licenceId: number, valueCents: number, royaltyCents: number): Promise<void> {
  await db
    .updateTable('licences')
    .set((eb) => ({
      value_cents: eb('value_cents', '+', valueCents),
      royalty_cents: eb('royalty_cents', '+', royaltyCents),
    }))
    .where('id', '=', licenceId)
    .execute();
}

/** Revokes the licences a file order bought (its first size and the sizes recorded free from it); answers how many. */
export async function revokeLicencesOfOrder(db: Db, orderId: number, now: Date): Promise<number> {
  const result = await db
    .updateTable('licences')
    .set({ revoked_at: now })
    .where('order_id', '=', orderId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Returns the holder's upgraded licences of a file to Standard: what undoes upgradeFileLicences. */
export async function downgradeFileLicences(db: Db, holderId: number, fileId: number): Promise<number> {
  const result = await db
    .updateTable('licences')
    .set({ tier: 'standard', upgraded_at: null })
    .where('account_user_id', '=', holderId)
    .where('file_id', '=', fileId)
    .where('upgraded_at', 'is not', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
