import { CompiledQuery, type QueryResult } from 'kysely';

interface RunsQueries {
  executeQuery<R>(query: CompiledQuery<R>): Promise<QueryResult<R>>;
}

/** pg-boss runs its SQL through whatever has `executeSql`; this one is a Kysely transaction. */
export function transactionAdapter(trx: RunsQueries) {
  return {
    executeSql: async (text: string, values: unknown[] = []) => {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows };
    },
  };
}
