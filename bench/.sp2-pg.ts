import path from 'node:path';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded-postgres';
const pg = await startEmbeddedPostgres({
  dataDir: '/work/wt/search-perf2/data/bench-search-1000000/pg', password: 'bench',
  settings: { shared_buffers: '8GB', effective_cache_size: '16GB', work_mem: '32MB', maintenance_work_mem: '1GB', random_page_cost: '1.1', fsync: 'off', max_wal_size: '8GB' },
});
console.log('URL', pg.url);
process.on('SIGTERM', async () => { await pg.stop(); process.exit(0); });
setInterval(() => {}, 1 << 30);
