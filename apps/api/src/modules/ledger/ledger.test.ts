import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { accountBalance, accountBalances, postLedgerTransaction } from './ledger.repo';
import { LEDGER_ACCOUNTS, royaltiesPayable } from './ledger-accounts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});
afterEach(async () => {
  await expectLedgerBalanced(database.db);
});

const payment = (reference: string) => ({
  kind: 'payment',
  reference,
  memo: 'Monthly plan',
  postings: [
    { account: LEDGER_ACCOUNTS.cash, amountCents: 2_900 },
    { account: LEDGER_ACCOUNTS.revenue, amountCents: -2_636 },
    { account: LEDGER_ACCOUNTS.taxPayable, amountCents: -264 },
  ],
});

describe('postLedgerTransaction', () => {
  it('records a balanced transaction and balances are sums of postings', async () => {
    const result = await postLedgerTransaction(database.db, payment('order:1'));
    expect(result.created).toBe(true);
    expect(result.transactionId).toMatch(/^\d+$/);
    expect(await accountBalance(database.db, LEDGER_ACCOUNTS.cash)).toBe(2_900);
    expect(await accountBalance(database.db, LEDGER_ACCOUNTS.revenue)).toBe(-2_636);
    const balances = await accountBalances(database.db, [LEDGER_ACCOUNTS.taxPayable, 'contributor:999:royalties_payable']);
    expect(balances.get(LEDGER_ACCOUNTS.taxPayable)).toBe(-264);
    expect(balances.get('contributor:999:royalties_payable')).toBe(0);
  });

  it('is idempotent by reference: the second post records nothing', async () => {
    const first = await postLedgerTransaction(database.db, payment('order:2'));
    const before = await accountBalance(database.db, LEDGER_ACCOUNTS.cash);
    const second = await postLedgerTransaction(database.db, payment('order:2'));
    expect(second).toEqual({ transactionId: first.transactionId, created: false });
    expect(await accountBalance(database.db, LEDGER_ACCOUNTS.cash)).toBe(before);
    const rows = await database.db.selectFrom('ledger_transactions').select('id').where('reference', '=', 'order:2').execute();
    expect(rows).toHaveLength(1);
  });

  it('is idempotent under concurrency: parallel posts of one reference record it once', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => postLedgerTransaction(database.db, payment('order:parallel'))));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    const count = await database.db
      .selectFrom('ledger_postings')
      .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_postings.transaction_id')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('reference', '=', 'order:parallel')
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(3);
  });

  it('posts inside a caller transaction, which rolls back with it', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await postLedgerTransaction(trx, payment('order:rolled-back'));
        throw new Error('licence insert failed');
      }),
    ).rejects.toThrow('licence insert failed');
    const found = await database.db.selectFrom('ledger_transactions').select('id').where('reference', '=', 'order:rolled-back').execute();
    expect(found).toEqual([]);
  });

  it('refuses empty postings, fractional or zero cents and an unbalanced sum before touching the database', async () => {
    await expect(postLedgerTransaction(database.db, { kind: 'x', reference: 'bad:1', postings: [] })).rejects.toThrow(/no postings/);
    await expect(
      postLedgerTransaction(database.db, {
        kind: 'x',
        reference: 'bad:2',
        postings: [
          { account: 'a', amountCents: 1.5 },
          { account: 'b', amountCents: -1.5 },
        ],
      }),
    ).rejects.toThrow(/whole number of cents/);
    await expect(
      postLedgerTransaction(database.db, {
        kind: 'x',
        reference: 'bad:3',
        postings: [
          { account: royaltiesPayable(7), amountCents: -300 },
          { account: LEDGER_ACCOUNTS.royaltyExpense, amountCents: 299 },
        ],
      }),
    ).rejects.toThrow(/does not balance/);
    const found = await database.db.selectFrom('ledger_transactions').select('id').where('reference', 'like', 'bad:%').execute();
    expect(found).toEqual([]);
  });
});

describe('the database itself', () => {
  it('refuses, at commit, postings that do not sum to zero', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('ledger_transactions')
          .values({ kind: 'raw', reference: 'raw:unbalanced' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('ledger_postings')
          .values({ transaction_id: row.id, account: LEDGER_ACCOUNTS.cash, amount_cents: 100 })
          .execute();
      }),
    ).rejects.toThrow(/does not balance/);
    expect(await database.db.selectFrom('ledger_transactions').select('id').where('reference', '=', 'raw:unbalanced').execute()).toEqual(
      [],
    );
  });

  it('refuses a transaction without postings', async () => {
    await expect(database.db.insertInto('ledger_transactions').values({ kind: 'raw', reference: 'raw:empty' }).execute()).rejects.toThrow(
      /no postings/,
    );
  });

  it('refuses a zero posting', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('ledger_transactions')
          .values({ kind: 'raw', reference: 'raw:zero' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('ledger_postings')
          .values({ transaction_id: row.id, account: LEDGER_ACCOUNTS.cash, amount_cents: 0 })
          .execute();
      }),
    ).rejects.toThrow(/check constraint/);
  });

  it('is append-only: updates, deletes and truncation are refused', async () => {
    await postLedgerTransaction(database.db, payment('order:append-only'));
    await expect(database.db.updateTable('ledger_postings').set({ amount_cents: 1 }).execute()).rejects.toThrow(/append-only/);
    await expect(database.db.deleteFrom('ledger_postings').execute()).rejects.toThrow(/append-only/);
    await expect(database.db.updateTable('ledger_transactions').set({ memo: 'changed' }).execute()).rejects.toThrow(/append-only/);
    await expect(database.db.deleteFrom('ledger_transactions').execute()).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE ledger_postings, ledger_transactions`.execute(database.db)).rejects.toThrow(/append-only/);
    expect(await accountBalance(database.db, LEDGER_ACCOUNTS.cash)).toBeGreaterThan(0);
  });

  it('balances until a date leave out later postings', async () => {
    const before = new Date(Date.now() - 60_000);
    expect(await accountBalance(database.db, LEDGER_ACCOUNTS.cash, { until: before })).toBe(0);
  });
});
