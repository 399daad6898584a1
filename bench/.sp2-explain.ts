import { Kysely, type LogEvent, PostgresDialect } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config/config';
import type { Database } from '../apps/api/src/db/schema';
import { createStorage } from '../apps/api/src/storage/create-storage';
const [dbUrl, ...urls] = process.argv.slice(2) as string[];
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/work/wt/search-perf2/data/bench-search-1000000' });
const pool = new pg.Pool({ connectionString: dbUrl, max: 4 });
let statements: Extract<LogEvent, { level: 'query' }>[] = [];
const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: (e) => { if (e.level === 'query') statements.push(e); } });
const app = await buildApp({ config, db, storage: createStorage(config) });
await app.ready();
for (const url of urls) {
  for (let i = 0; i < 2; i++) { statements = []; const t = Date.now(); const r = await app.inject({ method: 'GET', url }); console.log(`== ${url} ${r.statusCode} ${Date.now() - t} ms total=${r.json()?.data?.totalCount}`); }
  const sorted = [...statements].sort((a, b) => b.queryDurationMillis - a.queryDurationMillis);
  for (const s of statements) console.log(`  ${s.queryDurationMillis.toFixed(1)} ms: ${s.query.sql.replace(/\s+/g, ' ').slice(0, 160)}`);
  for (const s of sorted.slice(0, Number(process.env.N ?? 1))) {
    if (s.queryDurationMillis < 5) continue;
    console.log(`--- ${s.queryDurationMillis.toFixed(1)} ms\n${s.query.sql}\nparams ${JSON.stringify(s.query.parameters)}`);
    const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.query.sql}`, [...s.query.parameters]);
    console.log(plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'));
  }
}
await app.close(); await db.destroy();
