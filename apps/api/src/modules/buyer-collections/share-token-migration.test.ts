import { createHash } from 'node:crypto';
import { copyFile, mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../config/paths';
import { connect, type Db, disconnect, ensureDatabase } from '../../db/connection';
import { migrate } from '../../db/migrate';
import { findShareLink } from './share-links.repo';

const HASHING_MIGRATION = /^\d{4}-sec-auth-hardening\.sql$/;
const DATABASE = `share_tokens_${Date.now()}`;
let db: Db | undefined;
afterAll(async () => {
  if (!db) return;
  await disconnect(db);
  const admin = connect(inject('postgresServerUrl'), 1);
  await sql.raw(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`).execute(admin);
  await disconnect(admin);
});

describe('the migration that hashes share tokens', () => {
  it('turns the links made before it into hashes that still open with the token people were given', async () => {
    const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
    const hashing = files.find((name) => HASHING_MIGRATION.test(name));
    expect(hashing).toBeDefined();
    const before = await mkdtemp(path.join(os.tmpdir(), 'migrations-before-'));
    for (const name of files.filter((file) => file < (hashing ?? '')))
      await copyFile(path.join(MIGRATIONS_DIR, name), path.join(before, name));
    db = connect(await ensureDatabase(inject('postgresServerUrl'), DATABASE), 2);
    await migrate(db, before);

    const token = 'an-old-link-token-given-out-before-hashing';
    await sql`INSERT INTO users (id, name, email) OVERRIDING SYSTEM VALUE VALUES (900, 'Old Owner', 'old@example.com')`.execute(db);
    await sql`INSERT INTO buyer_collections (id, owner_id, name) OVERRIDING SYSTEM VALUE VALUES (901, 900, 'Shared long ago')`.execute(db);
    await sql`INSERT INTO buyer_collection_share_links (collection_id, token, created_by) VALUES (901, ${token}, 900)`.execute(db);

    await migrate(db);
    const rows = await db.selectFrom('buyer_collection_share_links').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(await findShareLink(db, token)).toMatchObject({ collection_id: 901, collection_name: 'Shared long ago', revoked_at: null });
  });
});
