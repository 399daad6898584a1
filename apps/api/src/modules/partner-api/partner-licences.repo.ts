import type { Db } from '../../db/connection';
import { containsPattern } from '../../db/like-pattern';

export interface ClientReferences {
  client_name: string;
  project: string | null;
  po_number: string | null;
}

/** Whether the file is on sale now: a new licence, for a new client, needs that (old ones stay downloadable). */
export async function isOnSale(db: Db, fileId: number): Promise<boolean> {
  const row = await db.selectFrom('media_files').select('id').where('id', '=', fileId).where('status', '=', 'published').executeTakeFirst();
  return row !== undefined;
}

const sandboxWithFile = (db: Db) =>
  db
    .selectFrom('api_sandbox_licences as s')
    .innerJoin('media_files as f', 'f.id', 's.file_id')
    .innerJoin('media_formats as m', 'm.id', 's.media_format_id')
    .select([
      's.id',
      's.user_id',
      's.file_id',
      's.media_format_id',
      's.tier',
      's.client_name',
      's.project',
      's.po_number',
      's.created_at',
      'f.title',
      'm.name as format_name',
      'm.label as format_label',
      'm.width',
      'm.height',
    ]);

export type SandboxLicenceRow = Awaited<ReturnType<typeof findSandboxLicence>> & {};

export function findSandboxLicence(db: Db, userId: number, id: number) {
  return sandboxWithFile(db).where('s.user_id', '=', userId).where('s.id', '=', id).executeTakeFirst();
}

export function findSandboxClientLicence(db: Db, userId: number, mediaFormatId: number, clientName: string) {
  return sandboxWithFile(db)
    .where('s.user_id', '=', userId)
    .where('s.media_format_id', '=', mediaFormatId)
    .where('s.client_name', '=', clientName)
    .executeTakeFirst();
}

export async function insertSandboxLicence(
  db: Db,
  row: { key_id: number; user_id: number; file_id: number; media_format_id: number; tier: 'standard' | 'enhanced' } & ClientReferences,
): Promise<number> {
  return (await db.insertInto('api_sandbox_licences').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function listSandboxLicences(db: Db, userId: number, client: string | undefined, window: { limit: number; offset: number }) {
  const filtered = () => {
    const query = db.selectFrom('api_sandbox_licences as s').where('s.user_id', '=', userId);
    if (!client) return query;
    const pattern = containsPattern(client);
    return query.where((eb) =>
      eb.or([eb('s.client_name', 'ilike', pattern), eb('s.project', 'ilike', pattern), eb('s.po_number', 'ilike', pattern)]),
    );
  };
  const ids = await filtered()
    .select('s.id')
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const rows = ids.length
    ? await sandboxWithFile(db)
        .where(
          's.id',
          'in',
          ids.map((row) => row.id),
        )
        .orderBy('s.created_at', 'desc')
        .orderBy('s.id', 'desc')
        .execute()
    : [];
  const count = await filtered()
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}
