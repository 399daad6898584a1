import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { PROJECT_ROOT } from '../../apps/api/src/config/paths';
import { connect, type Db, ensureDatabase } from '../../apps/api/src/db/connection';
import { startEmbeddedPostgres } from '../../apps/api/src/db/embedded-postgres';
import { migrate } from '../../apps/api/src/db/migrate';
import { type CatalogueAttributes, generateCatalogue } from './generate-catalogue';

export interface BenchCatalogue {
  db: Db;
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL holding a generated catalogue of `files` published files, kept in data/bench-search-<files> (with
 * independent attributes, data/bench-search-independent-<files>) and reused by later runs, with every table and index
 * of the catalogue read into memory.
 */
export async function openBenchCatalogue(
  files: number,
  log: (message: string) => void,
  attributes: CatalogueAttributes = 'residues',
): Promise<BenchCatalogue> {
  const dataDir = path.join(
    PROJECT_ROOT,
    'data',
    attributes === 'residues' ? `bench-search-${files}` : `bench-search-${attributes}-${files}`,
  );
  await mkdir(dataDir, { recursive: true });
  await chmod(path.dirname(dataDir), 0o755);
  await chmod(dataDir, 0o755);
  // A server already running on the catalogue (to EXPLAIN between runs without restarting it and warming its cache).
  const running = process.env.BENCH_DATABASE_URL;
  const postgres = running
    ? { url: running, stop: async () => undefined }
    : await startEmbeddedPostgres({
        dataDir: path.join(dataDir, 'pg'),
        password: 'bench',
        // Settings any production database of this size would have; the defaults assume a 128 MB machine.
        settings: {
          // With the page cache, the catalogue, its indexes and the term index in its two orders (15 GB at a million
          // files) stay in memory.
          shared_buffers: '8GB',
          effective_cache_size: '16GB',
          work_mem: '32MB',
          maintenance_work_mem: '1GB',
          random_page_cost: '1.1',
          fsync: 'off',
          max_wal_size: '8GB',
        },
      });
  const url = running ?? (await ensureDatabase(postgres.url, 'marketplace_bench'));
  const db = connect(url, 20);
  const applied = await migrate(db);
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM media_files`.execute(db);
  if (applied.length > 0 && (rows[0]?.n ?? 0) >= files) {
    // As on any large catalogue after a migration (docs/operations.md): statistics for the planner, and the
    // visibility map that index-only reads need, for tables and indexes the migrations rebuilt.
    log(`migrated ${applied.join(', ')}; vacuuming`);
    await sql`VACUUM ANALYZE`.execute(db);
  }
  if ((rows[0]?.n ?? 0) < files) {
    log(`generating ${files.toLocaleString('en-US')} files (once; kept in ${path.relative(PROJECT_ROOT, dataDir)})`);
    const started = Date.now();
    await generateCatalogue(db, files, log, attributes);
    log(`generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  await sql`CREATE EXTENSION IF NOT EXISTS pg_prewarm`.execute(db).catch(() => undefined);
  // Every table and index of the catalogue, so the first measured queries do not read from disk; search_terms is
  // only ever read through its index.
  await sql`SELECT pg_prewarm(c.oid) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'i') AND c.relname <> 'search_terms'`
    .execute(db)
    .catch(() => log('pg_prewarm is not available; the first queries warm the cache instead'));
  return { db, url, dataDir, stop: () => postgres.stop() };
}
