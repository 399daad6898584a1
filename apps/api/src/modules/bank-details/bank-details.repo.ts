import type { Db } from '../../db/connection';
import type { BankDetailsChangesTable, BankDetailsTable } from '../../db/schema';

export interface BankDetailsRow {
  user_id: number;
  account_holder_name: string;
  bank_name: string;
  country: string;
  method: 'iban' | 'account';
  sealed_numbers: string;
  account_last4: string;
  code_last4: string | null;
  verified_at: Date | null;
  updated_at: Date;
}

export type BankDetailsValues = Omit<BankDetailsRow, 'user_id' | 'updated_at'>;

const COLUMNS = [
  'user_id',
  'account_holder_name',
  'bank_name',
  'country',
  'method',
  'sealed_numbers',
  'account_last4',
  'code_last4',
  'verified_at',
  'updated_at',
] as const satisfies readonly (keyof BankDetailsTable)[];

export async function findBankDetails(db: Db, userId: number): Promise<BankDetailsRow | undefined> {
  return db.selectFrom('bank_details').select(COLUMNS).where('user_id', '=', userId).executeTakeFirst();
}

/** Inserts the first bank details; false when the account already has some. */
export async function insertBankDetails(db: Db, userId: number, values: BankDetailsValues): Promise<boolean> {
  const inserted = await db
    .insertInto('bank_details')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function replaceBankDetails(db: Db, userId: number, values: BankDetailsValues): Promise<boolean> {
  const updated = await db
    .updateTable('bank_details')
    .set({ ...values, updated_at: new Date() })
    .where('user_id', '=', userId)
    .returning('user_id')
    .executeTakeFirst();
  return updated !== undefined;
}

export async function markBankDetailsVerified(db: Db, userId: number): Promise<void> {
  await db.updateTable('bank_details').set({ verified_at: new Date() }).where('user_id', '=', userId).execute();
}

export async function recordBankDetailsChange(
  db: Db,
  change: Pick<BankDetailsChangesTable, 'user_id' | 'action' | 'proof' | 'ip'>,
): Promise<void> {
  await db.insertInto('bank_details_changes').values(change).execute();
}
