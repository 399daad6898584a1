import { beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueFixture, seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { useTestApp } from '../../../test/test-app';

const ctx = useTestApp();
let fx: CatalogueFixture;
beforeAll(async () => {
  fx = await seedCatalogueFixture(ctx.database.db);
});

const get = async (url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api${url}` });
  return { status: response.statusCode, body: response.json() };
};
const titles = (files: { title: string }[]) => files.map((file) => file.title);

describe('GET /file', () => {
  it('returns a published file with its formats, keywords, category and previews', async () => {
    const { status, body } = await get(`/file?media_id=${fx.ids.ridges}`);
    expect(status).toBe(200);
    const file = body.data.file;
    expect(file).toMatchObject({
      media_id: fx.ids.ridges,
      type: 'IMAGE',
      status: 'published',
      title: 'Misty blue mountain ridges at dawn',
      width: 3000,
      height: 2000,
      orientation: 'horizontal',
      category: 'Mountains',
      category_id: fx.categories.mountains,
      category_slug: 'mountains',
      parent_id: fx.categories.nature,
      parent_category: 'Nature & Landscapes',
      megapixels: 6,
      contributor: { name: 'Ansel Rivers', slug: 'ansel-rivers' },
      preview: { webp: `/media/previews/${fx.ids.ridges}/1600.webp`, jpeg: `/media/previews/${fx.ids.ridges}/1600.jpg` },
      preview_sizes: {
        webp: [
          { url: `/media/previews/${fx.ids.ridges}/800.webp`, width: 800 },
          { url: `/media/previews/${fx.ids.ridges}/1600.webp`, width: 1600 },
        ],
        jpeg: [
          { url: `/media/previews/${fx.ids.ridges}/800.jpg`, width: 800 },
          { url: `/media/previews/${fx.ids.ridges}/1600.jpg`, width: 1600 },
        ],
      },
      is_trending: true,
    });
    expect(file.keywords.map((k: { keyword: string }) => k.keyword)).toEqual(['mountains', 'ridge', 'fog', 'dawn', 'blue', 'landscape']);
    expect(file.keyword_ids).toHaveLength(6);
    expect(file.formats.map((f: { name: string }) => f.name)).toEqual(['small', 'original']);
    expect(file.formats[0].media_format_id).toBeGreaterThan(0);
    expect(file.thumbnails.webp).toEqual([
      { url: `/media/thumbs/${fx.ids.ridges}/400.webp`, width: 400 },
      { url: `/media/thumbs/${fx.ids.ridges}/800.webp`, width: 800 },
    ]);
  });

  it('answers 404 for an unknown or unpublished file', async () => {
    for (const id of [999_999, fx.ids.draft]) {
      const { status, body } = await get(`/file?media_id=${id}`);
      expect(status).toBe(404);
      expect(body).toMatchObject({ status: false, message: 'This file does not exist or is no longer available.' });
    }
  });

  it.each(['', 'media_id=abc', 'media_id=0', 'media_id=-4', 'media_id=1&type=AUDIO'])(
    'refuses a malformed request (%s) with 400',
    async (qs) => {
      const { status, body } = await get(`/file?${qs}`);
      expect(status).toBe(400);
      expect(body.errors.length).toBeGreaterThan(0);
    },
  );
});

describe('lists of files', () => {
  it('/files lists trending images by default and honours limit', async () => {
    const { body } = await get('/files?limit=2');
    expect(titles(body.data.files)).toEqual(['Misty blue mountain ridges at dawn', 'Golden sunset over a calm sea']);
  });

  it('/files with collection_id and type lists a curated collection, published files only', async () => {
    const { body } = await get(`/files?collection_id=${fx.collections.mountainMoods}&type=image`);
    expect(titles(body.data.files)).toEqual(['Misty blue mountain ridges at dawn', 'Snowy mountain peak under a clear sky']);
  });

  it('/files/popular sorts by popularity, or by trend with is_trending, with paging', async () => {
    const popular = await get('/files/popular?type=IMAGE&popular=true&page_no=1&limit=2');
    expect(popular.body.data).toMatchObject({ totalCount: 4, total_pages: 2, page_no: 1, limit: 2 });
    expect(popular.body.data.results.map((f: { media_id: number }) => f.media_id)).not.toContain(fx.ids.unsafe);
    expect(titles(popular.body.data.results)).toEqual(['Snowy mountain peak under a clear sky', 'Misty blue mountain ridges at dawn']);
    const trending = await get('/files/popular?type=VIDEO&is_trending=true');
    expect(titles(trending.body.data.results)).toEqual(['Mandelbrot fractal zoom in deep blue', 'Colourful cellular automaton pattern']);
    expect(trending.body.data.limit).toBe(48);
  });

  it('/files/by/category includes subcategories and names the category', async () => {
    const { body } = await get(`/files/by/category?category_id=${fx.categories.nature}&type=IMAGE`);
    expect(body.data.category).toMatchObject({ name: 'Nature & Landscapes', file_count: 3 });
    expect(body.data.totalCount).toBe(3);
    const bySlug = await get(`/files/by/category?category=seas&parent_id=${fx.categories.nature}`);
    expect(titles(bySlug.body.data.results)).toEqual(['Golden sunset over a calm sea']);
    expect(bySlug.body.data.parent).toMatchObject({ name: 'Nature & Landscapes' });
  });

  it('/files/by/category refuses a missing category with 400 and an unknown one with 404', async () => {
    expect((await get('/files/by/category?type=IMAGE')).status).toBe(400);
    expect((await get('/files/by/category?category_id=987654')).status).toBe(404);
    expect((await get(`/files/by/category?category_id=${fx.categories.seas}&parent_id=${fx.categories.abstract}`)).status).toBe(404);
  });

  it('/files/by/keyword finds files by keyword text or id', async () => {
    const { body } = await get('/files/by/keyword?keyword=Mountains&type=IMAGE');
    expect(body.data.keyword).toMatchObject({ keyword: 'mountains' });
    expect(titles(body.data.results).sort()).toEqual(
      ['Misty blue mountain ridges at dawn', 'Snowy mountain peak under a clear sky'].sort(),
    );
    expect((await get('/files/by/keyword?keyword=nonexistentword')).status).toBe(404);
  });

  it('refuses pages past the result window instead of scanning deep', async () => {
    const { status, body } = await get('/files/popular?page_no=300&limit=48');
    expect(status).toBe(400);
    expect(body.errors[0].field).toBe('page_no');
  });

  it('refuses a limit above the maximum', async () => {
    expect((await get('/files/popular?limit=1000')).status).toBe(400);
  });
});

describe('similar files and related keywords', () => {
  it('GET /similar/files ranks files sharing keywords, never the file itself', async () => {
    const { body } = await get(`/similar/files?media_id=${fx.ids.ridges}&type=IMAGE&limit=20`);
    expect(titles(body.data.files)[0]).toBe('Snowy mountain peak under a clear sky');
    expect(body.data.files.map((f: { media_id: number }) => f.media_id)).not.toContain(fx.ids.ridges);
    expect(body.data.files.map((f: { media_id: number }) => f.media_id)).not.toContain(fx.ids.draft);
  });

  it('POST /similar/files?limit=20 takes keyword_ids and a type', async () => {
    const file = (await get(`/file?media_id=${fx.ids.fractal}`)).body.data.file;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/similar/files?limit=20',
      payload: { type: 'VIDEO', keyword_ids: file.keyword_ids, media_id: fx.ids.fractal },
    });
    expect(response.statusCode).toBe(200);
    expect(titles(response.json().data.files)).toEqual(['Colourful cellular automaton pattern']);
  });

  it('POST /similar/files without a file or keywords is a 400', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/similar/files', payload: { type: 'IMAGE' } });
    expect(response.statusCode).toBe(400);
  });

  it('file/related/keywords lists the file keywords then those of look-alikes', async () => {
    const { body } = await get(`/file/related/keywords?media_id=${fx.ids.ridges}&type=IMAGE`);
    const words = body.data.keywords.map((k: { keyword: string }) => k.keyword);
    expect(words.slice(0, 6)).toEqual(['mountains', 'ridge', 'fog', 'dawn', 'blue', 'landscape']);
    expect(words).toContain('snow');
  });
});

describe('categories', () => {
  it('/categories lists top-level categories of a type with counts and covers', async () => {
    const { body } = await get('/categories?type=IMAGE');
    expect(body.data.categories.map((c: { name: string; file_count: number }) => [c.name, c.file_count])).toEqual([
      ['Nature & Landscapes', 3],
      ['Abstract & Backgrounds', 1],
    ]);
    expect(body.data.categories[0].cover.title).toBe('Snowy mountain peak under a clear sky');
  });

  it('/categories with parent_id lists subcategories', async () => {
    const { body } = await get(`/categories?type=IMAGE&parent_id=${fx.categories.nature}`);
    expect(body.data.categories.map((c: { name: string; file_count: number }) => [c.name, c.file_count])).toEqual([
      ['Mountains', 2],
      ['Seas & Coasts', 1],
    ]);
    expect((await get('/categories?parent_id=123456')).status).toBe(404);
  });

  it('/all/categories returns the tree of both types', async () => {
    const { body } = await get('/all/categories');
    expect(body.data.categories.map((c: { name: string }) => c.name)).toEqual([
      'Nature & Landscapes',
      'Abstract & Backgrounds',
      'Abstract Motion',
    ]);
    expect(body.data.categories[2].children.map((c: { name: string }) => c.name)).toEqual(['Fractal Zooms']);
  });

  it('/categories/file/count counts per category of a type', async () => {
    const { body } = await get('/categories/file/count?type=VIDEO');
    expect(body.data.categories.map((c: { name: string; file_count: number }) => [c.name, c.file_count])).toEqual([
      ['Abstract Motion', 2],
      ['Fractal Zooms', 2],
    ]);
  });
});

describe('keywords', () => {
  it('/keyword/suggestions completes a prefix, most used first', async () => {
    const { body } = await get('/keyword/suggestions?query=mou');
    expect(body.data.keywords[0]).toMatchObject({ keyword: 'mountains', file_count: 2 });
  });

  it('/keyword/suggestions tolerates a typo', async () => {
    const { body } = await get('/keyword/suggestions?query=mountians');
    expect(body.data.keywords.map((k: { keyword: string }) => k.keyword)).toContain('mountains');
  });

  it('/keyword/suggestions/with/files gives each keyword a file of the type', async () => {
    const { body } = await get('/keyword/suggestions/with/files?query=fract&type=VIDEO');
    expect(body.data.keywords[0].keyword).toBe('fractal');
    expect(body.data.keywords[0].files[0].title).toBe('Mandelbrot fractal zoom in deep blue');
  });

  it('/keyword/suggestions needs a query', async () => {
    expect((await get('/keyword/suggestions')).status).toBe(400);
    expect((await get(`/keyword/suggestions?query=${'a'.repeat(101)}`)).status).toBe(400);
  });

  it('/keywords/with/files lists popular keywords with files', async () => {
    const { body } = await get('/keywords/with/files?type=IMAGE');
    expect(body.data.keywords[0]).toMatchObject({ keyword: 'mountains' });
    expect(body.data.keywords[0].files.length).toBeGreaterThan(0);
  });

  it('/trending/keyword ranks this week searches that found something', async () => {
    const { body } = await get('/trending/keyword');
    expect(body.data.trendingKeywords).toEqual([
      { keyword: 'mountains', searches: 3 },
      { keyword: 'sunset', searches: 2 },
    ]);
  });

  it('/trending/keyword speaks the reader’s language where the vocabulary knows the words, counting both as one, and leaves English as it was', async () => {
    const inLanguage = async (lang: string) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/trending/keyword', headers: { 'accept-language': lang } })).json().data
        .trendingKeywords;
    expect(await inLanguage('de')).toEqual([
      { keyword: 'Berge', searches: 3 },
      { keyword: 'Sonnenuntergang', searches: 2 },
    ]);
    expect(await inLanguage('ja')).toEqual([
      { keyword: '山', searches: 3 },
      { keyword: '夕日', searches: 2 },
    ]);
    await ctx.database.db
      .insertInto('search_log')
      .values([
        { query: 'berge', type: 'IMAGE', result_count: 3 },
        { query: 'xylophonia', type: 'IMAGE', result_count: 1 },
      ])
      .execute();
    await ctx.app.purgePublicCache();
    expect(await inLanguage('de')).toEqual([
      { keyword: 'Berge', searches: 4 },
      { keyword: 'Sonnenuntergang', searches: 2 },
      { keyword: 'xylophonia', searches: 1 },
    ]);
    // Without a language the answer is the spec's as before: each search as typed, counted on its own.
    const english: { keyword: string; searches: number }[] = (await get('/trending/keyword')).body.data.trendingKeywords;
    expect(english.slice(0, 2)).toEqual([
      { keyword: 'mountains', searches: 3 },
      { keyword: 'sunset', searches: 2 },
    ]);
    expect(english.slice(2).sort((a, b) => a.keyword.localeCompare(b.keyword))).toEqual([
      { keyword: 'berge', searches: 1 },
      { keyword: 'xylophonia', searches: 1 },
    ]);
  });
});

describe('curated collections', () => {
  it('/collections and /get/collections list curated collections with counts and covers', async () => {
    for (const path of ['/collections', '/get/collections']) {
      const { body } = await get(path);
      const mountain = body.data.collections.find((c: { name: string }) => c.name === 'Mountain moods');
      expect(mountain).toMatchObject({ collection_id: fx.collections.mountainMoods, collection_name: 'Mountain moods', file_count: 2 });
      expect(mountain.covers).toHaveLength(2);
    }
  });

  it('/collection/suggestions matches names, typos included', async () => {
    expect((await get('/collection/suggestions?query=mount')).body.data.collections[0].name).toBe('Mountain moods');
    expect((await get('/collection/suggestions?query=abstrct')).body.data.collections[0].name).toBe('Abstract backgrounds');
  });

  it('/collection/files pages a collection, filtered by type', async () => {
    const { body } = await get(`/collection/files?collection_id=${fx.collections.abstractBackgrounds}&type=VIDEO&limit=10&page_no=1`);
    expect(body.data).toMatchObject({ collection_name: 'Abstract backgrounds', totalCount: 1, total_pages: 1, page_no: 1, limit: 10 });
    expect(titles(body.data.results)).toEqual(['Mandelbrot fractal zoom in deep blue']);
    expect(body.data.results[0].preview_clip_url).toBe(`/media/clips/${fx.ids.fractal}/preview.mp4`);
    expect((await get('/collection/files?collection_id=424242')).status).toBe(404);
  });
});
