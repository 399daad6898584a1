import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';

const MARK = '/* prepared */';

/**
 * Put at the front of a hot query whose text never changes (`sql` templates: first thing; query builders:
 * `.modifyFront(prepared)`, which places it after SELECT). Each connection then parses and plans it once and reuses
 * the plan: for a file page, planning its one query cost twice as much as running it. Only for queries whose plan
 * does not depend on the values (lookups by id or by a list of ids): after five runs PostgreSQL may keep a generic
 * plan, which a search whose best plan depends on how common a word is must not get.
 */
export const prepared = sql.raw(MARK);

const isMarked = (text: string) => text.startsWith(MARK) || text.startsWith(`select ${MARK}`);

// One name per text; the marked texts are few (fixed queries), so this stays small.
const names = new Map<string, string>();
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

type Query = (text: unknown, values?: unknown, callback?: unknown) => unknown;

/** Makes this connection send marked queries as named statements, which pg prepares once per connection. */
export function prepareMarkedQueries(client: pg.PoolClient | pg.Client): void {
  const query = client.query.bind(client) as Query;
  const preparing: Query = (text, values, callback) =>
    typeof text === 'string' && Array.isArray(values) && callback === undefined && isMarked(text)
      ? query({ name: statementName(text), text, values })
      : query(text, values, callback);
  client.query = preparing as typeof client.query;
}
