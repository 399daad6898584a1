import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { countingStatements } from '../../../test/counting-statements';
import { useTestApp } from '../../../test/test-app';
import { readAllLimit, walkBound } from './search.repo';
import { typeEntries } from './type-entries';

const ctx = useTestApp();
const VIDEOS = 3_000;

beforeAll(async () => {
  const fx = await seedCatalogueFixture(ctx.database.db);
  await sql`
    INSERT INTO media_files (type, status, contributor_id, title, slug, width, height, duration_ms, fps, published_at)
    SELECT 'VIDEO', 'published', ${fx.contributorId}, 'Tide ' || g, 'tide-' || g, 1920, 1080, 10000, 25, now()
    FROM generate_series(1, ${VIDEOS}) g
  `.execute(ctx.database.db);
  await sql`ANALYZE media_files`.execute(ctx.database.db);
});

describe("a type's files, for the walks' cost model", () => {
  it("are the planner's count of the type's published files, read once a minute", async () => {
    const { db, counter } = countingStatements(ctx.database.db);
    const first = await typeEntries(db, 'VIDEO', 1_000_000);
    const published = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM media_files WHERE type = 'VIDEO' AND status = 'published'`.execute(ctx.database.db);
    expect(first).toBeGreaterThan((published.rows[0]?.n ?? 0) * 0.9);
    expect(first).toBeLessThan((published.rows[0]?.n ?? 0) * 1.1);
    expect(counter.statements).toBe(1);
    expect(await typeEntries(db, 'VIDEO', 1_059_999)).toBe(first);
    expect(counter.statements).toBe(1);
    await typeEntries(db, 'VIDEO', 1_060_000);
    expect(counter.statements).toBe(2);
    await typeEntries(db, 'IMAGE', 1_060_000);
    expect(counter.statements).toBe(3);
  });

  it('make a smaller type give up its walks and read all its matches sooner', () => {
    // The million-file catalogue's 145,000 videos against a million images.
    expect(walkBound(2_001, 145_000)).toBe(51_101);
    expect(walkBound(2_001)).toBe(134_198);
    expect(readAllLimit(2_001, 145_000)).toBe(5_677);
    expect(readAllLimit(2_001)).toBe(14_910);
    // Below FEW_MATCHES, every match is read whatever the type's size.
    expect(readAllLimit(48, 1_000)).toBe(5_000);
  });
});
