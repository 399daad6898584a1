import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueFixture, seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { useTestApp } from '../../../test/test-app';
import { analyseSearchWords, RESCORE_WINDOW } from './search.repo';

const ctx = useTestApp();
let fx: CatalogueFixture;
const HARBOUR_FILES = 600;
const DOCKYARD_FILES = 60;

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
  // A hyphened word, the same words apart, and one of them alone, a third of the dockyards each.
  await sql`
    INSERT INTO media_files (type, status, contributor_id, title, slug, width, height, popularity_score, published_at, search_vector)
    SELECT 'IMAGE', 'published', ${fx.contributorId}, t.title, 'dockyard-' || g, 4000, 3000, 1000 + g, now() - g * interval '1 hour',
      to_tsvector('english', t.title)
    FROM generate_series(1, ${DOCKYARD_FILES}) g,
      LATERAL (SELECT 'Dockyard ' || (ARRAY['net-mending', 'net mending', 'nets'])[1 + g % 3] || ' ' || g AS title) t
  `.execute(ctx.database.db);
});

const termsOf = async (mediaId: number) =>
  (await sql<{ lexeme: string }>`SELECT lexeme FROM search_terms WHERE media_id = ${mediaId}`.execute(ctx.database.db)).rows
    .map((row) => row.lexeme)
    .sort();
/** What a file's postings should be, worked out here from its vector: each word, and each pair of adjacent words. */
const postingsOf = async (mediaId: number) => {
  const { rows } = await sql<{ lexeme: string; positions: number[] | null }>`
    SELECT lexeme, positions FROM media_files, unnest(search_vector) WHERE id = ${mediaId}`.execute(ctx.database.db);
  const at = new Map<number, string[]>();
  for (const row of rows) for (const position of row.positions ?? []) at.set(position, [...(at.get(position) ?? []), row.lexeme]);
  const pairs = [...at].flatMap(([position, firsts]) =>
    firsts.flatMap((first) => (at.get(position + 1) ?? []).map((second) => `${first} ${second}`)),
  );
  return [...new Set([...rows.map((row) => row.lexeme), ...pairs])].sort();
};
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
    expect(await termsOf(ridges)).toEqual(await postingsOf(ridges));
    expect(await termsOf(ridges)).toContain('ridg');
    expect((await termsOf(ridges)).filter((lexeme) => lexeme.includes(' ')).length).toBeGreaterThan(0);
    expect(await termsOf(fx.ids.draft as number)).toEqual([]);
  });

  it('follows a file when it is unpublished, published again, edited, counted and deleted', async () => {
    const db = ctx.database.db;
    const peak = fx.ids.peak as number;
    await sql`UPDATE media_files SET status = 'rejected' WHERE id = ${peak}`.execute(db);
    expect(await termsOf(peak)).toEqual([]);
    await sql`UPDATE media_files SET status = 'published' WHERE id = ${peak}`.execute(db);
    expect(await termsOf(peak)).toEqual(await postingsOf(peak));

    await sql`UPDATE media_files SET search_vector = to_tsvector('english', 'glacier lake') WHERE id = ${peak}`.execute(db);
    expect(await termsOf(peak)).toEqual(['glacier', 'glacier lake', 'lake']);
    await sql`SELECT refresh_media_search_vectors(${[peak]}::bigint[])`.execute(db);
    expect(await termsOf(peak)).toEqual(await postingsOf(peak));

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
    // "or" makes the query one the term index cannot answer; no file has the other word.
    const general = await allPages('query=harbour%20or%20zyzzyva&sort=popular', 6);
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
      const general = await allPages(`query=harbour%20or%20zyzzyva&sort=popular&${filters}`, 6);
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

describe('phrases and exclusions on the term index', () => {
  // Each pair of searches differs only by "or" a word no file has, which sends the second through GIN.
  const throughGin = (query: string) => `${query} or zyzzyva`;
  const bothPaths = async (query: string, filters: string) => {
    const terms = await allPages(`query=${encodeURIComponent(query)}&${filters}`, 7);
    const gin = await allPages(`query=${encodeURIComponent(throughGin(query))}&${filters}`, 7);
    return { terms, gin };
  };

  it.each([
    ['a phrase every file has', '"boats quay"'],
    ['a phrase of two thirds of them', '"fishing boats"'],
    ['a phrase and an exclusion', '"boats quay" -night'],
    ['a word and two exclusions', 'harbour -fishing -lantern'],
    ['a phrase across the title and the keywords', '"7 harbour"'],
    ['a phrase in the wrong order (no file)', '"quay boats"'],
    ['a word and itself excluded (no file)', 'harbour -harbours'],
    ['a phrase and one of its words excluded (no file)', '"boats quay" -quay'],
    ['a word and an excluded phrase', 'harbour -"fishing boats"'],
    ['a word and an excluded hyphened word', 'dockyard -net-mending'],
    ['a word and an excluded phrase of the hyphened word’s parts', 'dockyard -"net mending"'],
    // Fewer matches than relevance reorders (RESCORE_WINDOW), or matches all ranked alike, as in every case here: past
    // the window the term index goes on in popularity order, where GIN, reading few matches, ranks them all.
    ['a word and an excluded phrase in the wrong order (no file left out by it)', 'harbour -"boats fishing" -fishing'],
    ['a phrase and itself excluded (no file)', '"boats quay" -"boats quay"'],
  ])('%s: the same files in every order and filter as through GIN', async (_name, query) => {
    for (const filters of [
      'sort=popular',
      'sort=relevance',
      'sort=newest',
      'sort=popular&color[0]=blue&people=1',
      'sort=relevance&min_megapixels=20',
      'sort=newest&color[0]=green&people=0',
    ]) {
      const { terms, gin } = await bothPaths(query, filters);
      expect(terms, filters).toEqual(gin);
      expect(new Set(terms).size).toBe(terms.length);
    }
  });

  it('sends two-word phrases and exclusions to the term index, and anything else to GIN', async () => {
    const termOf = async (text: string) => (await analyseSearchWords(ctx.database.db, text)).term;
    expect(await termOf('"fishing boats" -night -lanterns')).toEqual({
      lexeme: 'fish boat',
      excluded: ['night', 'lantern'],
      contradictory: false,
    });
    expect(await termOf('harbour -fishing')).toEqual({ lexeme: 'harbour', excluded: ['fish'], contradictory: false });
    expect(await termOf('harbour -"fishing boats"')).toEqual({ lexeme: 'harbour', excluded: ['fish boat'], contradictory: false });
    expect(await termOf('harbour -fishing-boats')).toEqual({ lexeme: 'harbour', excluded: ['fishing-boat'], contradictory: false });
    expect(await termOf('harbour -"fishing boats at sea"')).toBeNull();
    // An excluded pair is tested by its own postings: the word's walk needs no read of the files to check word order.
    expect((await analyseSearchWords(ctx.database.db, 'harbour -"fishing boats"')).phrase).toBe(false);
    expect((await analyseSearchWords(ctx.database.db, '"fishing boats" -night')).phrase).toBe(true);
    expect(await termOf('"harbour at night"')).toBeNull();
    expect(await termOf(throughGin('"boats quay"'))).toBeNull();
  });

  it('leaves out exactly the files with a hyphened word or a phrase excluded', async () => {
    // The hyphened word is a lexeme of its own, followed by its parts: "net mending" apart is another third.
    expect((await analyseSearchWords(ctx.database.db, 'dockyard -net-mending')).term?.excluded).toEqual(['net-mend']);
    expect((await page('query=dockyard%20-net-mending')).totalCount).toBe((DOCKYARD_FILES * 2) / 3);
    expect((await page('query=dockyard%20-%22net%20mending%22')).totalCount).toBe(DOCKYARD_FILES / 3);
  });

  it('finds a phrase only where its words stand together, and counts it exactly', async () => {
    const harbourAtNight = HARBOUR_FILES / 3;
    // "Harbour at night" leaves a gap for "at": a phrase of two words typed without it does not match the titles.
    expect((await page('query=%22harbour%20night%22')).totalCount).toBe(0);
    expect((await page('query=%22harbour%20at%20night%22')).totalCount).toBe(harbourAtNight);
    const fishing = await page('query=%22fishing%20boats%22&limit=100');
    expect(fishing.totalCount).toBe(HARBOUR_FILES - harbourAtNight);
    expect(fishing.total_is_estimate).toBe(false);
    const excluded = await page('query=%22boats%20quay%22%20-fishing');
    expect(excluded.totalCount).toBe(harbourAtNight);
  });
});
