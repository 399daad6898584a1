import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueFixture, seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { useTestApp } from '../../../test/test-app';
import { RESCORE_WINDOW } from './search.repo';

const ctx = useTestApp();
let fx: CatalogueFixture;
const HARBOUR_FILES = 600;

beforeAll(async () => {
  fx = await seedCatalogueFixture(ctx.database.db);
  // More matches than the rescore window, with distinct popularity; every third has "harbour" in its title as well.
  // Sizes, colours, people and dates vary, for the filters.
  await sql`
    INSERT INTO media_files (type, status, contributor_id, title, slug, width, height, popularity_score, published_at,
      color_families, people_count, age_groups, search_vector)
    SELECT 'IMAGE', 'published', ${fx.contributorId}, t.title, 'harbour-' || g, 3000 + (g % 2) * 3000, 2000 + (g % 5) * 1000, g,
      now() - g * interval '1 day', ARRAY[(ARRAY['blue', 'red', 'green'])[1 + g % 3]], g % 4, CASE WHEN g % 4 > 0 THEN ARRAY['adult'] ELSE '{}' END,
      setweight(to_tsvector('english', t.title), 'A') || setweight(to_tsvector('english', 'harbour boats quay'), 'B')
    FROM generate_series(1, ${HARBOUR_FILES}) g,
      LATERAL (SELECT CASE WHEN g % 3 = 0 THEN 'Harbour at night ' || g ELSE 'Fishing boats ' || g END AS title) t
  `.execute(ctx.database.db);
});

const termsOf = async (mediaId: number) =>
  (
    await sql<{ lexeme: string }>`SELECT lexeme FROM search_terms WHERE media_id = ${mediaId} ORDER BY lexeme`.execute(ctx.database.db)
  ).rows.map((row) => row.lexeme);
const lexemesOf = async (mediaId: number) =>
  (
    await sql<{
      lexeme: string;
    }>`SELECT unnest(tsvector_to_array(search_vector)) AS lexeme FROM media_files WHERE id = ${mediaId} ORDER BY 1`.execute(ctx.database.db)
  ).rows.map((row) => row.lexeme);
const page = async (qs: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/fetch?${qs}` });
  expect(response.statusCode).toBe(200);
  return response.json().data as { results: { media_id: number }[]; totalCount: number; total_is_estimate: boolean };
};
const allPages = async (qs: string, pages: number) => {
  const ids: number[] = [];
  for (let pageNo = 1; pageNo <= pages; pageNo++)
    ids.push(...(await page(`${qs}&limit=100&page_no=${pageNo}`)).results.map((f) => f.media_id));
  return ids;
};

describe('the term index (search_terms)', () => {
  it('holds the words of every published file and nothing else', async () => {
    const ridges = fx.ids.ridges as number;
    expect(await termsOf(ridges)).toEqual(await lexemesOf(ridges));
    expect(await termsOf(ridges)).toContain('ridg');
    expect(await termsOf(fx.ids.draft as number)).toEqual([]);
  });

  it('follows a file when it is unpublished, published again, edited, counted and deleted', async () => {
    const db = ctx.database.db;
    const peak = fx.ids.peak as number;
    await sql`UPDATE media_files SET status = 'rejected' WHERE id = ${peak}`.execute(db);
    expect(await termsOf(peak)).toEqual([]);
    await sql`UPDATE media_files SET status = 'published' WHERE id = ${peak}`.execute(db);
    expect(await termsOf(peak)).toEqual(await lexemesOf(peak));

    await sql`UPDATE media_files SET search_vector = to_tsvector('english', 'glacier') WHERE id = ${peak}`.execute(db);
    expect(await termsOf(peak)).toEqual(['glacier']);
    await sql`SELECT refresh_media_search_vectors(${[peak]}::bigint[])`.execute(db);
    expect(await termsOf(peak)).toEqual(await lexemesOf(peak));

    // A download count is not a searchable column: the postings stay the very same rows.
    const before = await sql<{ ctid: string }>`SELECT ctid::text FROM search_terms WHERE media_id = ${peak} ORDER BY lexeme`.execute(db);
    await sql`UPDATE media_files SET downloads = downloads + 1 WHERE id = ${peak}`.execute(db);
    const after = await sql<{ ctid: string }>`SELECT ctid::text FROM search_terms WHERE media_id = ${peak} ORDER BY lexeme`.execute(db);
    expect(after.rows).toEqual(before.rows);

    await sql`UPDATE media_files SET color_families = '{green}' WHERE id = ${peak}`.execute(db);
    const colours = await sql<{
      color_families: string[];
    }>`SELECT DISTINCT color_families FROM search_terms WHERE media_id = ${peak}`.execute(db);
    expect(colours.rows).toEqual([{ color_families: ['green'] }]);

    await sql`UPDATE media_files SET popularity_score = 999 WHERE id = ${peak}`.execute(db);
    const scores = await sql<{
      popularity_score: number;
    }>`SELECT DISTINCT popularity_score FROM search_terms WHERE media_id = ${peak}`.execute(db);
    expect(scores.rows).toEqual([{ popularity_score: 999 }]);
  });

  it('drops the postings of a deleted file', async () => {
    const db = ctx.database.db;
    const inserted = await sql<{ id: number }>`
      INSERT INTO media_files (type, status, contributor_id, title, slug, width, height, published_at, search_vector)
      VALUES ('IMAGE', 'published', ${fx.contributorId}, 'Lighthouse', 'lighthouse', 10, 10, now(), to_tsvector('english', 'lighthouse'))
      RETURNING id`.execute(db);
    const id = Number(inserted.rows[0]?.id);
    expect(await termsOf(id)).toEqual(['lighthous']);
    await db.deleteFrom('media_files').where('id', '=', id).execute();
    expect(await termsOf(id)).toEqual([]);
  });
});

describe('paging through many matches of one word', () => {
  it('visits every match exactly once across the rescore window, in relevance order inside it', async () => {
    const ids = await allPages('query=harbour', 6);
    expect(ids).toHaveLength(HARBOUR_FILES);
    expect(new Set(ids).size).toBe(HARBOUR_FILES);
    // Inside the window, files with the word in their title (weight A) rank first.
    const titled = await sql<{ id: number }>`SELECT id FROM media_files WHERE slug LIKE 'harbour-%' AND title LIKE 'Harbour%'`.execute(
      ctx.database.db,
    );
    const titledIds = new Set(titled.rows.map((row) => Number(row.id)));
    const window = ids.slice(0, RESCORE_WINDOW);
    const firstUntitled = window.findIndex((id) => !titledIds.has(id));
    expect(window.slice(firstUntitled).every((id) => !titledIds.has(id))).toBe(true);
  });

  it('goes on in popularity order past the window', async () => {
    const ids = await allPages('query=harbour', 6);
    const past = ids.slice(RESCORE_WINDOW);
    const scores = await sql<{
      id: number;
      popularity_score: number;
    }>`SELECT id, popularity_score FROM media_files WHERE id = ANY(${past})`.execute(ctx.database.db);
    const scoreOf = new Map(scores.rows.map((row) => [Number(row.id), row.popularity_score]));
    const inOrder = past.map((id) => scoreOf.get(id) ?? -1);
    expect(inOrder).toEqual([...inOrder].sort((a, b) => b - a));
    // The window holds the most popular matches: everything past it is less popular than all of it.
    expect(Math.max(...inOrder)).toBe(HARBOUR_FILES - RESCORE_WINDOW);
  });

  it('finds the same files as the full-text path', async () => {
    const single = await allPages('query=harbour&sort=popular', 6);
    // An exclusion makes the query two nodes, which the term index cannot answer.
    const general = await allPages('query=harbour%20-zebra&sort=popular', 6);
    expect(single).toEqual(general);
  });

  it('filters the same way as the full-text path', async () => {
    for (const filters of [
      'color[0]=blue&orientation=horizontal',
      'min_megapixels=20&people=1',
      'uploaded_within=year&age_group[0]=adult&orientation=vertical',
      'resolution=4k&people=3%2B',
    ]) {
      const single = await allPages(`query=harbour&sort=popular&${filters}`, 6);
      const general = await allPages(`query=harbour%20-zebra&sort=popular&${filters}`, 6);
      expect(single.length).toBeGreaterThan(0);
      expect(single).toEqual(general);
    }
  });

  it('counts facets from the term index, and gives an image count of 0 to video-only filters', async () => {
    const data = (await ctx.app.inject({ method: 'GET', url: '/api/fetch?query=harbour' })).json().data;
    expect(data.totalCount).toBe(HARBOUR_FILES);
    expect(data.facets.type).toEqual([
      { value: 'IMAGE', label: 'Images', count: HARBOUR_FILES },
      { value: 'VIDEO', label: 'Videos', count: 0 },
    ]);
    const videos = (await ctx.app.inject({ method: 'GET', url: '/api/fetch?type=VIDEO&min_duration=1' })).json().data;
    expect(videos.facets.type.find((facet: { value: string }) => facet.value === 'IMAGE').count).toBe(0);
  });
});
