import type { Db } from '../../db/connection';

/** Every format of every file in a collection, oldest entry first. */
export async function collectionFormats(db: Db, collectionId: number) {
  return db
    .selectFrom('buyer_collection_files as entry')
    .innerJoin('media_formats', 'media_formats.media_id', 'entry.media_id')
    .innerJoin('media_files', 'media_files.id', 'entry.media_id')
    .select(['entry.media_id', 'media_files.type', 'media_formats.id as media_format_id', 'media_formats.name'])
    .where('entry.collection_id', '=', collectionId)
    .orderBy('entry.added_at')
    .orderBy('entry.id')
    .execute();
}

/** The holder's licence of one format, if any: what the zip of a licensed collection delivers. */
export async function holderLicenceOfFormat(db: Db, holderId: number, fileId: number, formatName: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('licences')
    .select('id')
    .where('account_user_id', '=', holderId)
    .where('file_id', '=', fileId)
    .where('format_name', '=', formatName)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row?.id;
}
