import { type Kysely, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/in-transaction';
import type { Database } from '../../db/schema';

export interface LedgerPosting {
  account: string;
  /** Integer cents; positive = debit, negative = credit. */
  amountCents: number;
}

export interface LedgerTransactionInput {
  kind: string;
  /** The idempotency key of the business event: a second post with the same reference records nothing. */
  reference: string;
  memo?: string;
  postings: LedgerPosting[];
  /** When the business event happened (default: now); the dashboard's and statements' periods count it then. */
  at?: Date;
}

type Executor = Db | Transaction<Database> | Kysely<Database>;

/**
 * Records one balanced transaction. The database checks the balance again at commit (a deferred constraint trigger), so
 * a caller that bypasses this function still cannot unbalance the ledger.
 */
export async function postLedgerTransaction(
  db: Executor,
  input: LedgerTransactionInput,
): Promise<{ transactionId: string; created: boolean }> {
  assertPostable(input);
  const run = async (trx: Transaction<Database>) => {
    const inserted = await trx
      .insertInto('ledger_transactions')
      .values({ kind: input.kind, reference: input.reference, memo: input.memo ?? null, ...(input.at ? { created_at: input.at } : {}) })
      .onConflict((conflict) => conflict.column('reference').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const existing = await trx
        .selectFrom('ledger_transactions')
        .select('id')
        .where('reference', '=', input.reference)
        .executeTakeFirstOrThrow();
      return { transactionId: String(existing.id), created: false };
    }
    await trx
      .insertInto('ledger_postings')
      .values(
        input.postings.map((posting) => ({
          transaction_id: inserted.id,
          account: posting.account,
          amount_cents: posting.amountCents,
          ...(input.at ? { created_at: input.at } : {}),
        })),
      )
      .execute();
    return { transactionId: String(inserted.id), created: true };
  };
  return inTransaction(db, run);
}

function assertPostable(input: LedgerTransactionInput): void {
  if (!input.kind.trim()) throw new Error('A ledger transaction needs a kind');
  if (!input.reference.trim()) throw new Error('A ledger transaction needs a reference');
  if (input.postings.length === 0) throw new Error(`Ledger transaction ${input.reference} has no postings`);
  let sum = 0;
  for (const posting of input.postings) {
    if (!Number.isSafeInteger(posting.amountCents) || posting.amountCents === 0) {
      throw new Error(`Ledger posting to ${posting.account} must be a non-zero whole number of cents, got ${posting.amountCents}`);
    }
    if (!posting.account.trim()) throw new Error('A ledger posting needs an account');
    sum += posting.amountCents;
  }
  if (sum !== 0) throw new Error(`Ledger transaction ${input.reference} does not balance: its postings sum to ${sum} cents`);
}

/** The sum of an account's postings, optionally only those made before `until`. */
export async function accountBalance(db: Executor, account: string, options: { until?: Date } = {}): Promise<number> {
  let query = db
    .selectFrom('ledger_postings')
    .select(sql<string>`coalesce(sum(amount_cents), 0)`.as('balance'))
    .where('account', '=', account);
  if (options.until) query = query.where('created_at', '<', options.until);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.balance);
}

/** Balances of several accounts in one query; accounts without postings are 0. */
export async function accountBalances(db: Executor, accounts: string[]): Promise<Map<string, number>> {
  const balances = new Map(accounts.map((account) => [account, 0]));
  if (accounts.length === 0) return balances;
  const rows = await db
    .selectFrom('ledger_postings')
    .select(['account', sql<string>`sum(amount_cents)`.as('balance')])
    .where('account', 'in', accounts)
    .groupBy('account')
    .execute();
  for (const row of rows) balances.set(row.account, Number(row.balance));
  return balances;
}
