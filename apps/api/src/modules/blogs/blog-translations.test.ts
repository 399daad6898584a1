import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { signedUpAndIn } from '../auth/auth-test-helpers';
import { adminCall, signedInAdmin } from './blog-test-helpers';

const ctx = useTestApp();
let admin: string;
let buyer: string;
let contributor: string;
let translated: number;
let untranslated: number;

const german = {
  title: 'Bilder für eine Landingpage auswählen',
  excerpt: 'Was ein Titelbild wirken lässt.',
  body_markdown:
    '## Mit der Botschaft beginnen\n\nWählen Sie ein Bild mit **Freiraum**. <script>alert(1)</script> [x](javascript:alert(2))',
};
const read = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: { 'user-agent': 'translation-reader', ...headers } });
const translation = (id: number, lang: string) => `/admin/blogs/${id}/translations/${lang}`;

beforeAll(async () => {
  admin = await signedInAdmin(ctx, 'translating-editor@example.com');
  buyer = (await signedUpAndIn(ctx, { email: 'translation-buyer@example.com' })).token;
  contributor = (await signedUpAndIn(ctx, { email: 'translation-shooter@example.com', is_contributor: true })).token;
  const write = async (title: string) =>
    (
      await adminCall(ctx, 'POST', '/admin/blogs', admin, {
        audience: 'buyers',
        title,
        body_markdown: `${title}, in English.`,
        status: 'published',
      })
    ).json().data.blog.id as number;
  untranslated = await write('Licensing in plain words');
  translated = await write('Choosing images for a landing page');
});

describe('translating an article', () => {
  it('lets an admin add a translation, whose body is sanitised like the original', async () => {
    const saved = await adminCall(ctx, 'PUT', translation(translated, 'de'), admin, german);
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json().data.translation;
    expect(body).toMatchObject({ lang: 'de', title: german.title, excerpt: german.excerpt, body_markdown: german.body_markdown });
    expect(body.body_html).toContain('<h2>Mit der Botschaft beginnen</h2>');
    expect(body.body_html).not.toMatch(/script|javascript:/);
    const listed = await adminCall(ctx, 'GET', `/admin/blogs/${translated}/translations`, admin);
    expect(listed.json().data.translations.map((t: { lang: string }) => t.lang)).toEqual(['de']);
  });

  it('changes and removes a translation', async () => {
    await adminCall(ctx, 'PUT', translation(translated, 'ja'), admin, { title: '仮のタイトル', body_markdown: '本文。' });
    const changed = await adminCall(ctx, 'PUT', translation(translated, 'ja'), admin, {
      title: 'ランディングページの画像選び',
      body_markdown: '本文です。',
    });
    expect(changed.json().data.translation).toMatchObject({ title: 'ランディングページの画像選び', excerpt: '' });
    const rows = await ctx.database.db
      .selectFrom('blog_post_translations')
      .select(['lang', 'title'])
      .where('post_id', '=', translated)
      .orderBy('lang')
      .execute();
    expect(rows).toEqual([
      { lang: 'de', title: german.title },
      { lang: 'ja', title: 'ランディングページの画像選び' },
    ]);
    await adminCall(ctx, 'PUT', translation(translated, 'fr'), admin, { title: 'Choisir des images', body_markdown: 'Texte.' });
    expect((await adminCall(ctx, 'DELETE', translation(translated, 'fr'), admin)).statusCode).toBe(200);
    expect((await adminCall(ctx, 'DELETE', translation(translated, 'fr'), admin)).statusCode).toBe(404);
    const left = await adminCall(ctx, 'GET', `/admin/blogs/${translated}/translations`, admin);
    expect(left.json().data.translations.map((t: { lang: string }) => t.lang)).toEqual(['de', 'ja']);
  });

  it('answers 404 for an unknown article and 400 for an unknown language or empty fields, changing nothing', async () => {
    expect((await adminCall(ctx, 'PUT', translation(987654, 'de'), admin, german)).statusCode).toBe(404);
    expect((await adminCall(ctx, 'GET', '/admin/blogs/987654/translations', admin)).statusCode).toBe(404);
    expect((await adminCall(ctx, 'DELETE', translation(987654, 'de'), admin)).statusCode).toBe(404);
    for (const lang of ['en', 'it', 'pt', 'DE'])
      expect((await adminCall(ctx, 'PUT', translation(untranslated, lang), admin, german)).statusCode, lang).toBe(400);
    for (const bad of [
      { ...german, title: '' },
      { ...german, title: '   ' },
      { ...german, body_markdown: '' },
      { ...german, body_markdown: ' \n ' },
      { title: german.title },
      { ...german, title: 'x'.repeat(201) },
      { ...german, excerpt: 'x'.repeat(301) },
    ])
      expect((await adminCall(ctx, 'PUT', translation(untranslated, 'de'), admin, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    const rows = await ctx.database.db.selectFrom('blog_post_translations').select('lang').where('post_id', '=', untranslated).execute();
    expect(rows).toEqual([]);
  });

  it('lets only admins see or touch translations', async () => {
    for (const token of [buyer, contributor, undefined]) {
      expect((await adminCall(ctx, 'GET', `/admin/blogs/${translated}/translations`, token)).statusCode).toBe(401);
      expect((await adminCall(ctx, 'PUT', translation(untranslated, 'de'), token, german)).statusCode).toBe(401);
      expect((await adminCall(ctx, 'DELETE', translation(translated, 'de'), token)).statusCode).toBe(401);
    }
    const rows = await ctx.database.db.selectFrom('blog_post_translations').select('lang').where('post_id', '=', translated).execute();
    expect(rows).toHaveLength(2);
  });
});

describe('reading an article in the reader’s language', () => {
  it('gives a German reader the German title, excerpt and body, and says so', async () => {
    const post = (await read(`/blog/by/id?id=${translated}`, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' })).json().data.blog;
    expect(post).toMatchObject({
      title: german.title,
      excerpt: german.excerpt,
      language: 'de',
      slug: 'choosing-images-for-a-landing-page',
    });
    expect(post.body_html).toContain('<h2>Mit der Botschaft beginnen</h2>');
    const bySlug = (await read('/blog/by/slug?slug=choosing-images-for-a-landing-page&lang=ja')).json().data.blog;
    expect(bySlug).toMatchObject({ title: 'ランディングページの画像選び', language: 'ja' });
  });

  it('falls back to the original for a language the article lacks', async () => {
    const post = (await read(`/blog/by/id?id=${untranslated}`, { 'accept-language': 'de' })).json().data.blog;
    expect(post).toMatchObject({ title: 'Licensing in plain words', language: 'en' });
    expect(post.body_html).toContain('Licensing in plain words, in English.');
    const french = (await read(`/blog/by/id?id=${translated}&lang=fr`)).json().data.blog;
    expect(french).toMatchObject({ title: 'Choosing images for a landing page', language: 'en' });
    const english = (await read(`/blog/by/id?id=${translated}`)).json().data.blog;
    expect(english).toMatchObject({ title: 'Choosing images for a landing page', language: 'en' });
  });

  it('lists the feed and the side lists in the reader’s language, each in the language it answered in', async () => {
    const feed = (await read('/blogs/feed', { 'accept-language': 'de' })).json().data;
    expect(feed.totalCount).toBe(2);
    expect(feed.results.map((b: { title: string; language: string }) => [b.title, b.language])).toEqual([
      [german.title, 'de'],
      ['Licensing in plain words', 'en'],
    ]);
    expect((await read('/recent/blogs?lang=de')).json().data.blogs[0]).toMatchObject({ title: german.title, language: 'de' });
    expect((await read('/blogs/feed?lang=xx')).statusCode).toBe(400);
  });

  it('keeps the reader’s language when the article is deleted with its translations', async () => {
    const id = (
      await adminCall(ctx, 'POST', '/admin/blogs', admin, {
        audience: 'buyers',
        title: 'Short lived',
        body_markdown: 'Gone soon.',
        status: 'draft',
      })
    ).json().data.blog.id;
    await adminCall(ctx, 'PUT', translation(id, 'es'), admin, { title: 'Efímero', body_markdown: 'Pronto se va.' });
    expect((await adminCall(ctx, 'DELETE', `/admin/blogs/${id}`, admin)).statusCode).toBe(200);
    expect(await ctx.database.db.selectFrom('blog_post_translations').select('lang').where('post_id', '=', id).execute()).toEqual([]);
  });
});

describe('searching the blog in the reader’s language', () => {
  const found = async (query: string, lang: string) =>
    (await read(`/blogs/feed?query=${encodeURIComponent(query)}`, { 'accept-language': lang }))
      .json()
      .data.results.map((b: { title: string; language: string }) => [b.title, b.language]);

  it('finds a translated post by a word of its translation, stemmed by the language (singular finds the plural)', async () => {
    expect(await found('Bild', 'de')).toEqual([[german.title, 'de']]);
    expect(await found('Botschaften', 'de')).toEqual([[german.title, 'de']]);
    expect(await found('Bild', 'en')).toEqual([]);
  });

  it('still finds posts by English words, and an untranslated post by its English words for a German reader', async () => {
    expect(await found('licensing', 'en')).toEqual([['Licensing in plain words', 'en']]);
    expect(await found('landing pages', 'en')).toEqual([['Choosing images for a landing page', 'en']]);
    expect(await found('licenses', 'de')).toEqual([['Licensing in plain words', 'en']]);
  });

  it('suggests the titles the reader sees', async () => {
    const titles = async (query: string, lang: string) =>
      (await read(`/blog/suggestion?query=${encodeURIComponent(query)}`, { 'accept-language': lang }))
        .json()
        .data.suggestions.map((s: { title: string }) => s.title);
    expect(await titles('Landingpage', 'de')).toEqual([german.title]);
    expect(await titles('landing', 'en')).toEqual(['Choosing images for a landing page']);
  });

  it('finds a Japanese translation by its text', async () => {
    expect(await found('画像', 'ja')).toEqual([['ランディングページの画像選び', 'ja']]);
  });
});
