import type { Db } from '../../db/connection';

/** The licences in force of a file, with who holds them and the file's title. */
export function findHoldersOfFile(db: Db, fileId: number) {
  return db
    .selectFrom('licences as l')
    .innerJoin('media_files as f', 'f.id', 'l.file_id')
    .select(['l.id', 'l.account_user_id', 'l.buyer_user_id', 'f.title'])
    .where('l.file_id', '=', fileId)
    .where('l.revoked_at', 'is', null)
    .orderBy('l.id')
    .execute();
}
