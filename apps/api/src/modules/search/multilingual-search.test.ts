import { beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueFixture, seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { useTestApp } from '../../../test/test-app';
import { CATEGORY_NAMES } from '../../demo/generators/category-names';
import { saveCategoryNames } from '../catalogue/category-names';

const ctx = useTestApp();
let fx: CatalogueFixture;
beforeAll(async () => {
  fx = await seedCatalogueFixture(ctx.database.db);
  const english: Record<string, string> = {
    nature: 'Nature & Landscapes',
    mountains: 'Mountains',
    seas: 'Seas & Coasts',
    gradients: 'Gradients',
  };
  for (const [key, name] of Object.entries(english)) {
    await saveCategoryNames(ctx.database.db, fx.categories[key] as number, CATEGORY_NAMES[name] ?? {});
  }
});

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await ctx.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() };
};
const search = (query: string, lang?: string) => get(`/api/fetch?query=${encodeURIComponent(query)}${lang ? `&lang=${lang}` : ''}`);
const titlesOf = async (query: string, lang?: string) => {
  const { status, body } = await search(query, lang);
  expect(status).toBe(200);
  return (body.data.results as { title: string }[]).map((file) => file.title);
};
const suggestions = async (query: string, lang: string) =>
  ((await get(`/api/keyword/suggestions?query=${encodeURIComponent(query)}&lang=${lang}`)).body.data.keywords as { keyword: string }[]).map(
    (k) => k.keyword,
  );

/** Each language's words for: several words, a phrase, an exclusion, and the English they stand for. */
const EQUIVALENTS: Record<string, [string, string][]> = {
  de: [
    ['Berge', 'mountains'],
    ['blaue Berge', 'blue mountains'],
    ['"ruhiges Meer"', '"calm sea"'],
    ['Berge -Schnee', 'mountains -snow'],
    ['Sonnenuntergang Ozean', 'sunset ocean'],
  ],
  fr: [
    ['montagnes', 'mountains'],
    ['montagnes bleues', 'blue mountains'],
    ['"coucher de soleil"', '"sunset"'],
    ['montagnes -neige', 'mountains -snow'],
    ['abstrait dégradé', 'abstract gradient'],
  ],
  es: [
    ['montañas', 'mountains'],
    ['montañas azules', 'blue mountains'],
    ['"puesta de sol"', '"sunset"'],
    ['montañas -nieve', 'mountains -snow'],
    ['fondo abstracto', 'background abstract'],
  ],
  'pt-BR': [
    ['montanhas', 'mountains'],
    ['montanhas azuis', 'blue mountains'],
    ['"pôr do sol"', '"sunset"'],
    ['montanhas -neve', 'mountains -snow'],
    ['oceano água', 'ocean water'],
  ],
  ja: [
    ['山', 'mountains'],
    ['青い山', 'blue mountains'],
    ['"夕日"', '"sunset"'],
    ['山 -雪', 'mountains -snow'],
    ['山の霧', 'mountains fog'],
  ],
};

describe('search in six languages', () => {
  for (const [lang, pairs] of Object.entries(EQUIVALENTS)) {
    it(`finds in ${lang} exactly what the English equivalent finds (words, phrase, exclusion)`, async () => {
      for (const [typed, english] of pairs) {
        const expected = await titlesOf(english);
        expect(expected.length, english).toBeGreaterThan(0);
        expect(await titlesOf(typed, lang), `${lang}: ${typed}`).toEqual(expected);
      }
    });
  }

  it('answers with the words as typed, and keeps words it cannot translate as they are', async () => {
    const { body } = await search('Berge Zugspitze', 'de');
    expect(body.data.query).toBe('Berge Zugspitze');
    expect(body.data.totalCount).toBe(0);
    expect(await titlesOf('fractal', 'de')).toEqual([]);
    expect(await titlesOf('Berge fog', 'de')).toEqual(await titlesOf('mountains fog'));
  });

  it('takes the language from Accept-Language when there is no lang, and the cache keeps the languages apart', async () => {
    const english = await get('/api/fetch?query=Berge');
    const german = await get('/api/fetch?query=Berge', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(english.body.data.totalCount).toBe(0);
    expect(german.body.data.results.map((file: { title: string }) => file.title)).toEqual(await titlesOf('mountains'));
  });

  it('shows related searches, facets and category names in the buyer language', async () => {
    const { body } = await search('Berge', 'de');
    expect(body.data.related_keywords).toEqual(expect.arrayContaining(['Schnee', 'Nebel', 'Himmel']));
    expect(body.data.related_keywords).not.toContain('snow');
    const label = (facet: string, value: string) =>
      (body.data.facets[facet] as { value: string; label: string }[]).find((f) => f.value === value)?.label;
    expect(label('type', 'IMAGE')).toBe('Bilder');
    expect(label('orientation', 'vertical')).toBe('Hochformat');
    expect(label('category', String(fx.categories.nature))).toBe('Natur & Landschaften');
    expect(label('category', String(fx.categories.mountains))).toBe('Berge');
  });

  it('says "did you mean" in the buyer language', async () => {
    const { body } = await search('Sonnenuntergnag', 'de');
    expect(body.data.totalCount).toBe(0);
    expect(body.data.did_you_mean).toBe('Sonnenuntergang');
    expect((await search('montagnse', 'fr')).body.data.did_you_mean).toBe('montagne');
  });

  it('refuses an unknown language and survives malformed words', async () => {
    expect((await get('/api/fetch?query=Berge&lang=xx')).status).toBe(400);
    expect((await get('/api/fetch?query=Berge&lang=DE')).status).toBe(400);
    expect((await get('/api/keyword/suggestions?query=Berg&lang=klingon')).status).toBe(400);
    expect((await get('/api/categories?type=IMAGE&lang=')).status).toBe(400);
    for (const lang of Object.keys(EQUIVALENTS)) {
      for (const query of ['"""', '- - -', '"Berge', '-"', 'or or', '🏔️ Berge', "l'océan d'été", '  ', 'の', '山\u3000雪', 'ＡＢＣ山']) {
        const { status } = await search(query, lang);
        expect(status, `${lang}: ${query}`).toBe(200);
      }
    }
    expect((await get('/api/fetch?query=Berge', { 'accept-language': ';;q=x,,*,de;q=abc' })).status).toBe(200);
  });
});

describe('typeahead in six languages', () => {
  it('suggests the vocabulary terms of the language, shown in their preferred form', async () => {
    expect((await suggestions('Berg', 'de'))[0]).toBe('Berge');
    expect((await suggestions('mont', 'fr'))[0]).toBe('montagne');
    expect((await suggestions('monta', 'es'))[0]).toBe('montaña');
    expect((await suggestions('monta', 'pt-BR'))[0]).toBe('montanha');
    expect((await suggestions('山', 'ja'))[0]).toBe('山');
  });

  it('suggests keywords the vocabulary does not translate (names) as they are, and no English word it translates', async () => {
    expect(await suggestions('mandel', 'de')).toEqual(['mandelbrot']);
    expect(await suggestions('mou', 'fr')).not.toContain('mountains');
  });

  it('tolerates a typo and leads to the English keyword files carry', async () => {
    expect(await suggestions('Sonnenuntergnag', 'de')).toContain('Sonnenuntergang');
    const { body } = await get('/api/keyword/suggestions?query=Schnee&lang=de');
    const snow = body.data.keywords[0] as { keyword_id: number; keyword: string; file_count: number };
    expect(snow.keyword).toBe('Schnee');
    const files = await get(`/api/files/by/keyword?keyword_id=${snow.keyword_id}`);
    expect(files.body.data.keyword.keyword).toBe('snow');
    expect(snow.file_count).toBe(1);
  });
});

describe('catalogue in the buyer language', () => {
  it('names keywords with files in the buyer language', async () => {
    const typed = (await get('/api/keyword/suggestions/with/files?query=Berg&lang=de')).body.data.keywords as {
      keyword: string;
      files: { title: string }[];
    }[];
    expect(typed[0]?.keyword).toBe('Berge');
    expect(typed[0]?.files.map((file) => file.title)).toEqual(['Snowy mountain peak under a clear sky']);
    const themes = (await get('/api/keywords/with/files?lang=es')).body.data.keywords.map((k: { keyword: string }) => k.keyword);
    expect(themes).toEqual(expect.arrayContaining(['montaña', 'azul', 'fondo']));
    expect(themes).not.toContain('mountains');
  });

  it('names categories in the language asked for, and in English otherwise', async () => {
    const names = async (url: string, headers?: Record<string, string>) =>
      ((await get(url, headers)).body.data.categories as { name: string }[]).map((c) => c.name);
    expect(await names('/api/categories?type=IMAGE&lang=fr')).toEqual(['Nature et paysages', 'Abstract & Backgrounds']);
    expect(await names('/api/categories?type=IMAGE', { 'accept-language': 'ja' })).toEqual(['自然・風景', 'Abstract & Backgrounds']);
    expect(await names('/api/categories?type=IMAGE&lang=en', { 'accept-language': 'ja' })).toEqual([
      'Nature & Landscapes',
      'Abstract & Backgrounds',
    ]);
    const tree = (await get('/api/all/categories?lang=es')).body.data.categories as { name: string; children: { name: string }[] }[];
    expect(tree.find((c) => c.name === 'Naturaleza y paisajes')?.children.map((c) => c.name)).toEqual(['Montañas', 'Mares y costas']);
    expect(await names(`/api/categories/file/count?type=IMAGE&lang=pt-BR`)).toContain('Natureza e paisagens');
    const page = await get(`/api/files/by/category?category_id=${fx.categories.mountains}&lang=de`);
    expect([page.body.data.category.name, page.body.data.parent.name]).toEqual(['Berge', 'Natur & Landschaften']);
  });

  it("shows a file page's keywords and category in the buyer language", async () => {
    const { body } = await get(`/api/file?media_id=${fx.ids.ridges}&lang=de`);
    expect(body.data.file.category).toBe('Berge');
    expect(body.data.file.parent_category).toBe('Natur & Landschaften');
    expect(body.data.file.keywords.map((k: { keyword: string }) => k.keyword)).toEqual(
      expect.arrayContaining(['Berge', 'Nebel', 'Morgendämmerung', 'blau', 'Landschaft']),
    );
    const related = await get(`/api/file/related/keywords?media_id=${fx.ids.ridges}&lang=fr`);
    expect(related.body.data.keywords.map((k: { keyword: string }) => k.keyword)).toEqual(
      expect.arrayContaining(['montagne', 'brouillard']),
    );
  });
});
