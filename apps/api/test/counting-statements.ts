import type { KyselyPlugin } from 'kysely';
import type { Db } from '../src/db/connection';

/** The same database, counting the statements sent through it (a transaction's BEGIN and COMMIT are not counted). */
export function countingStatements(db: Db) {
  const counter = { statements: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      counter.statements++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), counter };
}
