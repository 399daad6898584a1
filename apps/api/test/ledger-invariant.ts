import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../src/db/connection';

/** The ledger's invariant: all postings sum to zero, overall and within every transaction. Call after each money test. */
export async function expectLedgerBalanced(db: Db): Promise<void> {
  const total = await sql<{ total: string }>`SELECT coalesce(sum(amount_cents), 0)::text AS total FROM ledger_postings`.execute(db);
  expect(Number(total.rows[0]?.total), 'all ledger postings sum to zero').toBe(0);
  const unbalanced = await sql<{ transaction_id: number; total: string }>`
    SELECT t.id AS transaction_id, coalesce(sum(p.amount_cents), 0)::text AS total
    FROM ledger_transactions t LEFT JOIN ledger_postings p ON p.transaction_id = t.id
    GROUP BY t.id
    HAVING coalesce(sum(p.amount_cents), 0) <> 0 OR count(p.id) = 0`.execute(db);
  expect(unbalanced.rows, 'every ledger transaction has postings that sum to zero').toEqual([]);
}
