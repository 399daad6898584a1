import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/** Runs `work` in the caller's transaction when given one, otherwise in a new transaction. */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  return db.transaction().execute(work);
}
