import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { connect, type Db, disconnect } from './connection';
import { prepared } from './prepared-statements';

let database: TestDatabase;
// One connection, so that the session whose prepared statements are listed is the one that ran the queries.
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = connect(database.url, 1);
});
afterAll(async () => {
  await disconnect(db);
  await database.drop();
});

const preparedTexts = async () =>
  (await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(db)).rows.map((row) => row.statement);

it('prepares a marked query once per connection and answers it as usual, each time with its own values', async () => {
  const answers = [];
  for (const n of [1, 2, 3]) answers.push((await sql<{ n: number }>`${prepared} SELECT ${n}::int + 1 AS n`.execute(db)).rows);
  expect(answers).toEqual([[{ n: 2 }], [{ n: 3 }], [{ n: 4 }]]);
  const marked = (await preparedTexts()).filter((text) => text.includes('+ 1 AS n'));
  expect(marked).toEqual(['/* prepared */ SELECT $1::int + 1 AS n']);
});

it('prepares a marked query builder, and no unmarked query', async () => {
  const built = await db.selectFrom('categories').modifyFront(prepared).select('id').where('id', '=', -1).execute();
  await db.selectFrom('keywords').select('id').where('id', '=', -1).execute();
  expect(built).toEqual([]);
  const texts = await preparedTexts();
  expect(texts.filter((text) => text.includes('"categories"'))).toHaveLength(1);
  expect(texts.filter((text) => text.includes('"keywords"'))).toEqual([]);
});
