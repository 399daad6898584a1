import type { Db } from '../../db/connection';
import type { MediaTypeValue } from '../../db/schema';

/** Files waiting for review, the longest waiting first. */
export async function reviewQueueIds(db: Db, type: MediaTypeValue | undefined, offset: number, limit: number) {
  let query = db.selectFrom('media_files').where('status', '=', 'inreview');
  if (type) query = query.where('type', '=', type);
  const [rows, counted] = await Promise.all([
    query.select('id').orderBy('submitted_at').orderBy('id').offset(offset).limit(limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((row) => row.id), total: Number(counted.n) };
}

export async function contributorContact(db: Db, contributorId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('contributors as c', 'c.user_id', 'u.id')
    .select(['u.id', 'u.email', 'u.name', 'u.locale', 'c.display_name'])
    .where('u.id', '=', contributorId)
    .executeTakeFirstOrThrow();
}
