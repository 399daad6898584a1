import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { PAGE_ANSWER_ELEMENT_ID, PAGE_STRINGS_ELEMENT_ID, SITE_CONFIG_ELEMENT_ID } from '@stock/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogueFixture } from '../../test/catalogue-fixture';
import { publishedFile } from '../../test/money-fixture';
import { useTestApp } from '../../test/test-app';
import { signedUpAndIn } from '../modules/auth/auth-test-helpers';
import { precompressAssets } from './precompress';
import { injectSiteConfig } from './web-app';

const distDir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-dist-'));
const bundle = `console.log(${JSON.stringify('x'.repeat(4000))});`;
// Big enough to be worth compressing, as the real stylesheet is.
const stylesheet = `body{margin:0}${Array.from({ length: 100 }, (_, i) => `.p-${i}{padding:${i}px}`).join('')}`;

beforeAll(async () => {
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><title>t</title><link rel="stylesheet" crossorigin href="/assets/index-Zz9.css"></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(distDir, 'assets', 'index-Zz9.css'), stylesheet);
  await writeFile(path.join(distDir, 'assets', 'index-Ab12Cd34.js'), bundle);
  await mkdir(path.join(distDir, '.vite'));
  // The shape of Vite's build manifest: the search page's chunk imports the entry and the framework chunk (both loaded
  // by every page anyway) and a chunk it shares with other pages.
  await writeFile(
    path.join(distDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-Ab12Cd34.js',
        isEntry: true,
        imports: ['_react-Re4ct.js'],
        dynamicImports: ['src/features/search/SearchPage.tsx'],
      },
      '_react-Re4ct.js': { file: 'assets/react-Re4ct.js' },
      'src/features/search/SearchPage.tsx': {
        file: 'assets/SearchPage-Se4rCh.js',
        isDynamicEntry: true,
        imports: ['index.html', '_react-Re4ct.js', '_Pagination-Pg1.js'],
      },
      '_Pagination-Pg1.js': { file: 'assets/Pagination-Pg1.js', imports: ['index.html'] },
      // String namespaces, one chunk per language and namespace.
      'src/locales/en/common.json': { file: 'assets/common-En1.js', isDynamicEntry: true },
      'src/locales/de/common.json': { file: 'assets/common-De1.js', isDynamicEntry: true },
      'src/locales/de/newsletter.json': { file: 'assets/newsletter-De2.js', isDynamicEntry: true },
      'src/locales/de/search.json': { file: 'assets/search-De3.js', isDynamicEntry: true },
      'src/locales/en/search.json': { file: 'assets/search-En3.js', isDynamicEntry: true },
      'src/locales/de/home.json': { file: 'assets/home-De4.js', isDynamicEntry: true },
    }),
  );
  // The build's list of the namespaces each page module shows, its components' included.
  await writeFile(
    path.join(distDir, '.vite', 'page-strings.json'),
    JSON.stringify({ 'src/features/search/SearchPage.tsx': ['common', 'search'], 'src/features/home/HomePage.tsx': ['common', 'home'] }),
  );
  // Each namespace's parsed messages, as the build writes them (one is missing: its chunk is hinted instead).
  for (const [language, namespace, messages] of [
    ['de', 'common', { signIn: 'Anmelden' }],
    ['de', 'newsletter', { subscribe: 'Abonnieren' }],
    ['de', 'search', { title: '</script><b>Suche</b>' }],
    ['de', 'home', { hero: 'Bilder' }],
    ['en', 'common', { signIn: 'Sign in' }],
  ] as const) {
    await mkdir(path.join(distDir, '.vite', 'strings', language), { recursive: true });
    await writeFile(path.join(distDir, '.vite', 'strings', language, `${namespace}.json`), JSON.stringify(messages));
  }
  await writeFile(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await precompressAssets(distDir);
});

const ctx = useTestApp({ webDistDir: distDir, env: { BRAND_NAME: 'Northlight' } });

/** The page-answer block of a page, parsed; undefined when the page has none. */
function pageAnswerOf(body: string): unknown {
  const json = body.match(new RegExp(`<script id="${PAGE_ANSWER_ELEMENT_ID}" type="application/json">(.*?)</script>`))?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe('serving the web app', () => {
  it('answers client routes with index.html, never cached, carrying the site settings; 404 for what is no page', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/our-story', 200],
      ['/buyer/faq?x=1', 200],
      ['/index.html', 404],
    ] as const) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      const json = response.body.match(new RegExp(`<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">(.*?)</script>`))?.[1];
      expect(JSON.parse(json ?? 'null')).toMatchObject({ brand: 'Northlight', apiBaseUrl: '/api' });
    }
  });

  it('links the stylesheet, which the browser keeps for a year beside the scripts, instead of sending it in every page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(response.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Zz9.css">');
    expect(response.body).not.toContain('<style>');
    const css = await ctx.app.inject({ method: 'GET', url: '/assets/index-Zz9.css' });
    expect(css.statusCode).toBe(200);
    expect(css.body).toBe(stylesheet);
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("hints a file page's first API call when the page has no answer to it, so it loads while the scripts download", async () => {
    // No file 42 in this catalogue: its API call answers 404, which the page does not carry.
    const page = await ctx.app.inject({ method: 'GET', url: '/file/42-misty-ridges' });
    expect(page.body).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/file?media_id=42">');
    expect(pageAnswerOf(page.body)).toBeUndefined();
    const home = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(home.body).not.toContain('rel="preload"');
    expect(pageAnswerOf(home.body)).toBeUndefined();
  });

  it("puts the answer to a file page's first API call into the page, in the page's language, text escaped", async () => {
    const contributor = await signedUpAndIn(ctx, { email: 'page-answer-seller@example.com', is_contributor: true });
    const title = '</script><script>alert(1)</script> Ridge';
    const id = await publishedFile(ctx, contributor.userId, title);
    const page = await ctx.app.inject({ method: 'GET', url: `/file/${id}-ridge`, headers: { 'accept-language': 'de-DE' } });
    const api = await ctx.app.inject({ method: 'GET', url: `/api/file?media_id=${id}`, headers: { 'accept-language': 'de' } });
    expect(api.statusCode).toBe(200);
    expect(pageAnswerOf(page.body)).toEqual({ url: `/api/file?media_id=${id}`, language: 'de', body: api.json() });
    expect(api.json().data.file.title).toBe(title);
    // The answer is in the page, so the browser is not told to fetch it too.
    expect(page.body).not.toContain('as="fetch"');
    expect(page.body).not.toContain('<script>alert(1)');
    // A page in the language the address asks for gets the answer in that language, whatever the browser prefers.
    const french = await ctx.app.inject({ method: 'GET', url: `/file/${id}-ridge?lang=fr`, headers: { 'accept-language': 'de-DE' } });
    expect(pageAnswerOf(french.body)).toMatchObject({ language: 'fr' });
  });

  it("hints no API call in a language the browser's own request would not get, since the app's fetch reuses it", async () => {
    const hint = '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/file?media_id=42">';
    const english = { 'accept-language': 'en-US,en;q=0.9' };
    const asked = await ctx.app.inject({ method: 'GET', url: '/file/42-misty-ridges?lang=de', headers: english });
    expect(asked.body).toContain('<html lang="de"');
    expect(asked.body).not.toContain(hint);
    const chosen = await ctx.app.inject({ method: 'GET', url: '/file/42-misty-ridges', headers: { ...english, cookie: 'lang=de' } });
    expect(chosen.body).not.toContain(hint);
    const german = await ctx.app.inject({ method: 'GET', url: '/file/42-misty-ridges', headers: { 'accept-language': 'de-DE' } });
    expect(german.body).toContain(hint);
    const englishPage = await ctx.app.inject({ method: 'GET', url: '/file/42-misty-ridges', headers: english });
    expect(englishPage.body).toContain(hint);
  });

  it('sends the page compressed to browsers that accept it', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/our-story' });
    const response = await ctx.app.inject({ method: 'GET', url: '/our-story', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
  });

  it("answers a search page's API call in the page, under the URL exactly as the web app's client writes it", async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/search?q=misty%20hills&type=video&color=blue&color=red&page=2&bogus=1' });
    const url = '/api/fetch?type=VIDEO&sort=relevance&page_no=2&limit=48&query=misty+hills&color%5B0%5D=blue&color%5B1%5D=red';
    const api = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
    expect(api.statusCode).toBe(200);
    // The other type's count is exact only when counting takes under 10 ms (countOtherType); on a loaded machine one of
    // the two answers may carry the planner's estimate instead, so that one count is left out of the comparison.
    type Answer = { data: { facets: { type: { value: string; count: number | null }[] } } };
    const embedded = pageAnswerOf(page.body) as { body: Answer };
    const answered = api.json() as Answer;
    for (const answer of [embedded.body, answered])
      for (const facet of answer.data.facets.type) if (facet.value === 'IMAGE') facet.count = null;
    expect(embedded).toEqual({ url, language: 'en', body: answered });
    expect(page.body).not.toContain('as="fetch"');
  });

  it("hints a search page's first two pictures, in the sizes its tiles will ask for", async () => {
    await seedCatalogueFixture(ctx.database.db);
    const page = await ctx.app.inject({ method: 'GET', url: '/search?sort=newest' });
    const answer = pageAnswerOf(page.body) as { body: { data: { results: { thumbnails: { webp: { url: string; width: number }[] } }[] } } };
    const results = answer.body.data.results;
    expect(results.length).toBeGreaterThan(2);
    const preloads = page.body.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toEqual(
      // A tile without pictures (the other tests' files have none) has nothing to hint.
      results.slice(0, 2).flatMap((file) => {
        const sources = file.thumbnails.webp;
        if (sources.length === 0) return [];
        const srcset = sources.map((source) => `${source.url} ${source.width}w`).join(', ');
        return `<link rel="preload" as="image" type="image/webp" fetchpriority="high" href="${sources[0]?.url}" imagesrcset="${srcset}" imagesizes="(max-width: 639px) 225px, (max-width: 1023px) 300px, 360px">`;
      }),
    );
    expect(preloads.length).toBeGreaterThan(0);
    const none = await ctx.app.inject({ method: 'GET', url: '/search?q=nothingmatchesthis' });
    expect(none.body).not.toContain('as="image"');
  });

  it("hints a landing page's own code, so it downloads beside the entry instead of after it", async () => {
    const search = await ctx.app.inject({ method: 'GET', url: '/search?q=mountains' });
    expect(search.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/SearchPage-Se4rCh.js"><link rel="modulepreload" crossorigin href="/assets/Pagination-Pg1.js">',
    );
    expect(search.body).not.toContain('index-Ab12Cd34.js');
    expect(search.body).not.toContain('react-Re4ct.js');
    expect(search.body.indexOf('modulepreload')).toBeLessThan(search.body.indexOf('rel="stylesheet"'));
    const home = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(home.body).not.toContain('SearchPage-Se4rCh.js');
  });

  it('puts the strings a page shows first into the page, in its language, and hints only those it has no text of', async () => {
    const preloads = (body: string) => [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const inPage = (body: string) => {
      const block = new RegExp(`<script id="${PAGE_STRINGS_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(body);
      return block ? JSON.parse(block[1] as string) : undefined;
    };
    const german = { 'accept-language': 'de-DE,de;q=0.9' };
    const search = await ctx.app.inject({ method: 'GET', url: '/search?q=Berge', headers: german });
    expect(preloads(search.body)).toEqual(['/assets/SearchPage-Se4rCh.js', '/assets/Pagination-Pg1.js']);
    expect(inPage(search.body)).toEqual({
      language: 'de',
      namespaces: { common: { signIn: 'Anmelden' }, newsletter: { subscribe: 'Abonnieren' }, search: { title: '</script><b>Suche</b>' } },
    });
    // Text in the block cannot end it early.
    expect(search.body).toContain('\\u003c/script>\\u003cb>Suche\\u003c/b>');
    // English has no search namespace written: its chunk is hinted as before.
    const english = await ctx.app.inject({ method: 'GET', url: '/search?q=mountains' });
    expect(preloads(english.body)).toEqual(['/assets/SearchPage-Se4rCh.js', '/assets/Pagination-Pg1.js', '/assets/search-En3.js']);
    expect(inPage(english.body)).toEqual({ language: 'en', namespaces: { common: { signIn: 'Sign in' } } });
    // The home page is in the entry: its strings come in the page, nothing is hinted.
    const home = await ctx.app.inject({ method: 'GET', url: '/', headers: german });
    expect(preloads(home.body)).toEqual([]);
    expect(Object.keys(inPage(home.body).namespaces)).toEqual(['common', 'newsletter', 'home']);
    // Any other page: the shell's strings only.
    const story = await ctx.app.inject({ method: 'GET', url: '/our-story', headers: german });
    expect(inPage(story.body)).toEqual({ language: 'de', namespaces: { common: { signIn: 'Anmelden' } } });
  });

  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends the precompressed file to browsers that accept it', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(bundle);
    expect(response.rawPayload.length).toBeLessThan(bundle.length / 10);
  });

  it('never answers an API path with the web app', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: false, statusCode: 404 });
  });

  it('answers a missing asset with 404, not the page', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/our-story' });
    expect(response.statusCode).toBe(404);
  });

  it('does not serve hidden build files', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/.source-hash' });
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('injectSiteConfig', () => {
  it('cannot be broken out of by a brand name with markup', () => {
    const html = injectSiteConfig('<html><head></head></html>', {
      brand: '</script><script>alert(1)</script>',
      contactPhone: '1',
      contactEmail: 'a@b.c',
      social: { facebook: '', instagram: '', x: '' },
      apiBaseUrl: '/api',
    });
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
