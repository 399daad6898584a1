import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type CatalogueFixture, seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { useTestApp } from '../../../test/test-app';

const ctx = useTestApp();
let fx: CatalogueFixture;
beforeAll(async () => {
  fx = await seedCatalogueFixture(ctx.database.db);
});

const search = async (qs: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/fetch?${qs}` });
  return { status: response.statusCode, body: response.json() };
};
const titlesOf = async (qs: string) => ((await search(qs)).body.data.results as { title: string }[]).map((file) => file.title);
const facet = (facets: { value: string; label: string; count: number }[]) => Object.fromEntries(facets.map((f) => [f.label, f.count]));

describe('GET /fetch', () => {
  it('finds published images by words in the title and keywords, with English stemming', async () => {
    expect(await titlesOf('query=mountain')).toEqual(['Snowy mountain peak under a clear sky', 'Misty blue mountain ridges at dawn']);
    expect(await titlesOf('query=ridge')).toEqual(['Misty blue mountain ridges at dawn']);
  });

  it('answers in the paged envelope with the default limit of 48', async () => {
    const { status, body } = await search('query=mountains');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ totalCount: 2, total_is_estimate: false, total_pages: 1, page_no: 1, limit: 48, query: 'mountains' });
  });

  it('defaults to images and searches videos with type=VIDEO (any case)', async () => {
    expect(await titlesOf('query=blue')).toEqual(['Misty blue mountain ridges at dawn']);
    expect(await titlesOf('query=blue&type=video')).toEqual(['Mandelbrot fractal zoom in deep blue']);
  });

  it('supports quoted phrases and -word exclusion', async () => {
    expect(await titlesOf('query=%22calm%20sea%22')).toEqual(['Golden sunset over a calm sea']);
    expect(await titlesOf('query=%22sea%20calm%22')).toEqual([]);
    expect(await titlesOf('query=mountains%20-snow')).toEqual(['Misty blue mountain ridges at dawn']);
  });

  it('never returns drafts, and hides unsafe files unless safe search is off', async () => {
    const titles = await titlesOf('query=lake');
    expect(titles).toEqual([]);
    expect(await titlesOf('query=lake&safe_search=false')).toEqual(['Mountain lake at night, restricted']);
  });

  it('filters by orientation, colour, category with subcategories, people and age group', async () => {
    expect(await titlesOf('orientation=vertical')).toEqual(['Snowy mountain peak under a clear sky']);
    expect(await titlesOf('orientation[0]=square&orientation[1]=panoramic&sort=popular')).toEqual([
      'Golden sunset over a calm sea',
      'Abstract violet and teal gradient background',
    ]);
    expect(await titlesOf('color[0]=orange')).toEqual(['Golden sunset over a calm sea']);
    expect(await titlesOf(`category_id=${fx.categories.nature}&sort=popular`)).toEqual([
      'Snowy mountain peak under a clear sky',
      'Misty blue mountain ridges at dawn',
      'Golden sunset over a calm sea',
    ]);
    expect(await titlesOf('people=1')).toEqual(['Snowy mountain peak under a clear sky']);
    expect(await titlesOf('age_group[0]=adult&age_group[1]=senior')).toEqual(['Snowy mountain peak under a clear sky']);
    expect(await titlesOf('people=0&sort=popular')).toHaveLength(3);
  });

  it('counts "3 or more people" from three up, however many', async () => {
    const title = 'Snowy mountain peak under a clear sky';
    await sql`UPDATE media_files SET people_count = 12 WHERE title = ${title}`.execute(ctx.database.db);
    try {
      expect(await titlesOf('people=3%2B')).toEqual([title]);
      // The same through the term index, whose postings follow the file.
      expect(await titlesOf('query=mountain&people=3%2B')).toEqual([title]);
      expect(await titlesOf('people=2')).toEqual([]);
    } finally {
      await sql`UPDATE media_files SET people_count = 1 WHERE title = ${title}`.execute(ctx.database.db);
    }
  });

  it('filters by minimum size, upload date, and for videos by resolution, duration and fps', async () => {
    expect(await titlesOf('min_megapixels=5.5&sort=popular')).toEqual([
      'Snowy mountain peak under a clear sky',
      'Misty blue mountain ridges at dawn',
    ]);
    expect(await titlesOf('uploaded_within=week&sort=newest')).toEqual([
      'Misty blue mountain ridges at dawn',
      'Golden sunset over a calm sea',
    ]);
    expect(await titlesOf('type=VIDEO&resolution=full_hd')).toEqual(['Mandelbrot fractal zoom in deep blue']);
    expect(await titlesOf('type=VIDEO&max_duration=7')).toEqual(['Colourful cellular automaton pattern']);
    expect(await titlesOf('type=VIDEO&min_duration=7')).toEqual(['Mandelbrot fractal zoom in deep blue']);
    expect(await titlesOf('type=VIDEO&fps=30')).toEqual(['Colourful cellular automaton pattern']);
  });

  it('sorts by newest and by popularity', async () => {
    expect(await titlesOf('sort=newest')).toEqual([
      'Misty blue mountain ridges at dawn',
      'Golden sunset over a calm sea',
      'Snowy mountain peak under a clear sky',
      'Abstract violet and teal gradient background',
    ]);
    expect((await titlesOf('sort=popular'))[0]).toBe('Snowy mountain peak under a clear sky');
  });

  it('counts facets: type ignores the type filter, each facet ignores its own filter', async () => {
    const { body } = await search('query=blue&orientation=horizontal');
    expect(body.data.totalCount).toBe(1);
    expect(facet(body.data.facets.type)).toEqual({ Images: 1, Videos: 1 });
    expect(facet(body.data.facets.orientation)).toEqual({ Horizontal: 1, Vertical: 0, Square: 0, Panoramic: 0 });
    expect(facet(body.data.facets.category)).toEqual({ 'Nature & Landscapes': 1, Mountains: 1 });
  });

  it("counts the searched type's tab with the category filter too, so it matches the results", async () => {
    const { body } = await search(`category_id=${fx.categories.mountains}`);
    expect(body.data.totalCount).toBe(2);
    // Videos have no mountain category: their tab counts what switching to videos (which drops the category) shows.
    expect(facet(body.data.facets.type)).toEqual({ Images: 2, Videos: 2 });
  });

  it('pages with the state the client sends', async () => {
    const page2 = await search('sort=newest&limit=3&page_no=2');
    expect(page2.body.data).toMatchObject({ totalCount: 4, total_pages: 2, page_no: 2, limit: 3 });
    expect(page2.body.data.results.map((f: { title: string }) => f.title)).toEqual(['Abstract violet and teal gradient background']);
  });

  it('keeps the true count on a page past the last one, as page 1 counts it', async () => {
    for (const qs of ['', 'query=mountains', 'sort=newest', 'query=sea&sort=popular', 'orientation[0]=horizontal']) {
      const first = (await search(`${qs}&limit=3`)).body.data;
      const beyond = await search(`${qs}&limit=3&page_no=100`);
      expect(beyond.status, qs).toBe(200);
      expect(beyond.body.data.results, qs).toEqual([]);
      expect(beyond.body.data, qs).toMatchObject({
        totalCount: first.totalCount,
        total_pages: first.total_pages,
        total_is_estimate: first.total_is_estimate,
        page_no: 100,
      });
    }
    expect((await search('limit=48&page_no=100')).body.data.totalCount).toBe((await search('')).body.data.totalCount);
  });

  it('keeps the true count past the last page of the catalogue lists too', async () => {
    for (const list of ['/api/files/popular?', '/api/files/by/category?category=nature&', '/api/files/by/keyword?keyword=mountains&']) {
      const first = (await ctx.app.inject({ method: 'GET', url: `${list}limit=2` })).json().data;
      const beyond = (await ctx.app.inject({ method: 'GET', url: `${list}limit=2&page_no=100` })).json().data;
      expect(first.totalCount, list).toBeGreaterThan(0);
      expect(beyond, list).toMatchObject({ results: [], totalCount: first.totalCount, total_pages: first.total_pages });
    }
  });

  it('suggests related keywords from the results', async () => {
    const { body } = await search('query=mountains');
    expect(body.data.related_keywords).toEqual(expect.arrayContaining(['ridge', 'snow', 'peak']));
    expect(body.data.related_keywords).not.toContain('mountains');
  });

  it('offers "did you mean" when a misspelt query finds nothing', async () => {
    const { body } = await search('query=montains');
    expect(body.data.totalCount).toBe(0);
    expect(body.data.did_you_mean).toBe('mountains');
    expect((await search('query=mountains')).body.data.did_you_mean).toBeNull();
  });

  it('logs first-page searches for trending keywords', async () => {
    await search('query=Golden%20Sunset');
    await search('query=golden%20sunset&page_no=2&limit=1');
    // The log is written in batches every two seconds, off the path of the answer.
    await vi.waitFor(
      async () => {
        const rows = await ctx.database.db
          .selectFrom('search_log')
          .select(['query', 'result_count'])
          .where('query', '=', 'golden sunset')
          .execute();
        expect(rows).toEqual([{ query: 'golden sunset', result_count: 1 }]);
      },
      { timeout: 5_000, interval: 200 },
    );
  });

  it.each([
    ['SQL-looking text', `query=${encodeURIComponent("'; DROP TABLE media_files; --")}`],
    ['emoji', `query=${encodeURIComponent('🏔️ mountains 🌅')}`],
    ['other scripts', `query=${encodeURIComponent('山 montaña Берг')}`],
    ['only stop words', 'query=the%20and%20of'],
    ['only punctuation', `query=${encodeURIComponent('!!! ??? &&&')}`],
    ['unbalanced quotes and operators', `query=${encodeURIComponent('"mountain -- | & !(')}`],
  ])('answers %s without failing', async (_case, qs) => {
    const { status, body } = await search(qs);
    expect(status).toBe(200);
    expect(body.status).toBe(true);
  });

  it('found "mountains" around emoji', async () => {
    expect(await titlesOf(`query=${encodeURIComponent('🏔️ mountains 🌅')}`)).toHaveLength(2);
  });

  it.each([
    ['a 10,000-character query', `query=${'a'.repeat(10_000)}`, 'query'],
    ['a NUL character, which no text in the catalogue can hold', 'query=moun%00tains', 'query'],
    ['an unknown colour', 'color=plaid', 'color'],
    ['an unknown age group', 'age_group[0]=ancient', 'age_group'],
    ['an unknown orientation', 'orientation=diagonal', 'orientation.0'],
    ['page 0', 'page_no=0', 'page_no'],
    ['a negative page', 'page_no=-1', 'page_no'],
    ['a huge limit', 'limit=10000', 'limit'],
    ['a page past the window', 'page_no=500', 'page_no'],
    ['an unknown sort', 'sort=random', 'sort'],
    ['min above max duration', 'type=VIDEO&min_duration=9&max_duration=3', 'max_duration'],
  ])('refuses %s with 400 naming the field', async (_case, qs, field) => {
    const { status, body } = await search(qs);
    expect(status).toBe(400);
    expect(body.errors.map((e: { field: string }) => e.field).join(' ')).toContain(field);
  });

  it('answers 404 for an unknown category', async () => {
    expect((await search('category_id=987654')).status).toBe(404);
  });
});
