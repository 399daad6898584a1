import { Kysely, type LogEvent, PostgresDialect } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app';
import type { Config } from '../../apps/api/src/config/config';
import type { Database } from '../../apps/api/src/db/schema';
import { createStorage } from '../../apps/api/src/storage/create-storage';

/**
 * Sends one search again through an app whose database records every statement, and answers the slowest of them with
 * its EXPLAIN (ANALYZE, BUFFERS): where the time of the worst class goes.
 */
export async function explainSlowest(url: string, databaseUrl: string, config: Config): Promise<string> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const statements: Extract<LogEvent, { level: 'query' }>[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') statements.push(event);
    },
  });
  const app = await buildApp({ config, db, storage: createStorage(config) });
  try {
    await app.ready();
    const response = await app.inject({ method: 'GET', url });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    const slowest = statements.sort((a, b) => b.queryDurationMillis - a.queryDurationMillis)[0];
    if (!slowest) return `${url} ran no statement (answered from memory).`;
    const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${slowest.query.sql}`, [...slowest.query.parameters]);
    const lines = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']);
    return [
      `${url}`,
      `${statements.length} statements; the slowest took ${slowest.queryDurationMillis.toFixed(1)} ms:`,
      slowest.query.sql,
      `parameters: ${JSON.stringify(slowest.query.parameters)}`,
      '',
      ...lines,
    ].join('\n');
  } finally {
    await app.close();
    await db.destroy();
  }
}
