import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { LicencesTable } from '../../db/schema';

export type LicenceRow = Selectable<LicencesTable>;

/**
 * A format the plan holder may license, with what licensing and delivery need: a format of a published file, or of a
 * file its contributor took off sale when this holder licensed that file before (sold licences stay downloadable).
 */
export async function findLicensableFormat(db: Db, mediaFormatId: number, holderId: number) {
  return db
    .selectFrom('media_formats')
    .innerJoin('media_files', 'media_files.id', 'media_formats.media_id')
    .select([
      'media_formats.id as media_format_id',
      'media_formats.name as format_name',
      'media_formats.label as format_label',
      'media_formats.width',
      'media_formats.height',
      'media_files.id as file_id',
      'media_files.type',
      'media_files.title',
      'media_files.slug',
      'media_files.contributor_id',
    ])
    .where('media_formats.id', '=', mediaFormatId)
    .where((eb) =>
      eb.or([
        eb('media_files.status', '=', 'published'),
        eb.and([
          eb('media_files.status', '=', 'removed'),
          eb.exists(
            eb
              .selectFrom('licences')
              .select('licences.id')
              .whereRef('licences.file_id', '=', 'media_files.id')
              .where('licences.account_user_id', '=', holderId)
              .where('licences.revoked_at', 'is', null),
          ),
        ]),
      ]),
    )
    .executeTakeFirst();
}

/**
 * Serialises the licensing of one plan holder: every download of the holder's quota takes this row lock first, so
 * parallel downloads see each other's use of the quota. NO KEY UPDATE, because rows that merely reference the user
 * (a payment's invoice, a ledger entry) take KEY SHARE on it: FOR UPDATE would make a download and a payment wait on
 * each other in opposite orders.
 */
export async function lockPlanHolder(db: Db, holderId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', holderId).forNoKeyUpdate().executeTakeFirstOrThrow();
}

/** The holder's licences in force of a file (a revoked one licenses nothing). */
export async function findLicencesOfFile(db: Db, holderId: number, fileId: number): Promise<LicenceRow[]> {
  return db
    .selectFrom('licences')
    .selectAll()
    .where('account_user_id', '=', holderId)
    .where('file_id', '=', fileId)
    .where('revoked_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** The holder's licence in force of this size for this end client, if it has one: licensing it again costs nothing. */
export function findClientLicence(db: Db, holderId: number, mediaFormatId: number, clientName: string) {
  return db
    .selectFrom('licences')
    .selectAll()
    .where('account_user_id', '=', holderId)
    .where('media_format_id', '=', mediaFormatId)
    .where('client_name', '=', clientName)
    .where('revoked_at', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
}

export async function insertLicence(db: Db, licence: Insertable<LicencesTable>): Promise<LicenceRow> {
  return db.insertInto('licences').values(licence).returningAll().executeTakeFirstOrThrow();
}

/** The contributor's licensed downloads so far (first licences only: free re-downloads in other formats earn nothing). */
export async function countContributorLicences(db: Db, contributorId: number): Promise<number> {
  const row = await db
    .selectFrom('licences')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('contributor_user_id', '=', contributorId)
    .where('value_cents', '>', 0)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function countFileDownload(db: Db, fileId: number): Promise<void> {
  await db.updateTable('media_files').set({ downloads: sql`downloads + 1` }).where('id', '=', fileId).execute();
}

export async function useSubscriptionDownload(db: Db, subscriptionId: number): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ downloads_used: sql`downloads_used + 1`, updated_at: new Date() })
    .where('id', '=', subscriptionId)
    .execute();
}

export async function usePackCredit(db: Db, packId: number): Promise<void> {
  await db.updateTable('credit_packs').set({ credits_used: sql`credits_used + 1` }).where('id', '=', packId).execute();
}

/** What the signed URL delivers: the licence's file, its format and the private original it is made from. */
export async function findDelivery(db: Db, licenceId: number, mediaFormatId: number) {
  return db
    .selectFrom('licences')
    .innerJoin('media_formats', (join) =>
      join.onRef('media_formats.media_id', '=', 'licences.file_id').on('media_formats.id', '=', mediaFormatId),
    )
    .innerJoin('media_files', 'media_files.id', 'licences.file_id')
    .innerJoin('media_originals', 'media_originals.media_id', 'licences.file_id')
    .select([
      'licences.id as licence_id',
      'licences.file_id',
      'licences.revoked_at',
      'media_formats.id as media_format_id',
      'media_files.type',
      'media_files.slug',
      'media_formats.name as format_name',
      'media_formats.width',
      'media_formats.height',
      'media_originals.storage_key as original_key',
      'media_originals.mime as original_mime',
    ])
    .where('licences.id', '=', licenceId)
    .where('licences.format_name', '=', sql<string>`media_formats.name`)
    .executeTakeFirst();
}

/** Only licences whose client, project or PO number contains the text (case-insensitive). */
export interface LicenceFilter {
  reference?: string | undefined;
}

/** A holder's licences (a team's are shared by its members), with who licensed each and the file's thumbnail. */
function holderLicences(db: Db, holderId: number, filter: LicenceFilter) {
  let query = db
    .selectFrom('licences')
    .innerJoin('media_files', 'media_files.id', 'licences.file_id')
    .innerJoin('users as buyer', 'buyer.id', 'licences.buyer_user_id')
    .where('licences.account_user_id', '=', holderId);
  if (filter.reference) {
    const pattern = `%${filter.reference.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('licences.client_name', 'ilike', pattern),
        eb('licences.project', 'ilike', pattern),
        eb('licences.po_number', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

export async function listLicences(db: Db, holderId: number, window: { limit: number; offset: number }, filter: LicenceFilter = {}) {
  const base = holderLicences(db, holderId, filter);
  const [rows, total] = await Promise.all([
    base
      .selectAll('licences')
      .select(['media_files.title', 'media_files.type', 'buyer.name as buyer_name'])
      .select((eb) =>
        eb
          .selectFrom('media_derivatives')
          .select('storage_key')
          .whereRef('media_derivatives.media_id', '=', 'licences.file_id')
          .where('kind', '=', 'thumb')
          .where('format', '=', 'jpeg')
          .orderBy('width')
          .limit(1)
          .as('thumb_key'),
      )
      .orderBy('licences.created_at', 'desc')
      .orderBy('licences.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

/** Every licence of the holder matching the filter, oldest first, for the CSV export. */
export async function allLicences(db: Db, holderId: number, filter: LicenceFilter = {}) {
  return holderLicences(db, holderId, filter)
    .selectAll('licences')
    .select(['media_files.title', 'media_files.type', 'buyer.name as buyer_name'])
    .orderBy('licences.created_at')
    .orderBy('licences.id')
    .execute();
}

export async function findLicenceForHolder(db: Db, holderId: number, licenceId: number) {
  return db
    .selectFrom('licences')
    .innerJoin('media_files', 'media_files.id', 'licences.file_id')
    .innerJoin('users as buyer', 'buyer.id', 'licences.buyer_user_id')
    .innerJoin('users as holder', 'holder.id', 'licences.account_user_id')
    .innerJoin('contributors', 'contributors.user_id', 'licences.contributor_user_id')
    .selectAll('licences')
    .select([
      'media_files.title',
      'media_files.type',
      'buyer.name as buyer_name',
      'buyer.email as buyer_email',
      'holder.name as holder_name',
      'holder.email as holder_email',
      'contributors.display_name as contributor_name',
    ])
    .where('licences.account_user_id', '=', holderId)
    .where('licences.id', '=', licenceId)
    .executeTakeFirst();
}

export interface LicenceReferences {
  client_name: string | null;
  project: string | null;
  po_number: string | null;
}

/** Sets the references of a holder's licence; false when the holder has no such licence. */
export async function updateLicenceReferences(db: Db, holderId: number, licenceId: number, references: LicenceReferences) {
  const result = await db
    .updateTable('licences')
    .set(references)
    .where('id', '=', licenceId)
    .where('account_user_id', '=', holderId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function findFileNaming(db: Db, fileId: number) {
  return db
    .selectFrom('media_files')
    .innerJoin('media_originals', 'media_originals.media_id', 'media_files.id')
    .select(['media_files.slug', 'media_files.type', 'media_originals.mime'])
    .where('media_files.id', '=', fileId)
    .executeTakeFirst();
}
