import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { signedUpAndIn } from '../auth/auth-test-helpers';
import { signedInAdmin } from './blog-test-helpers';

const ctx = useTestApp();
let admin: string;
let buyer: string;
let contributor: string;

const post = (overrides: Record<string, unknown> = {}) => ({
  audience: 'buyers',
  title: 'Choosing images for a landing page',
  excerpt: 'What makes a hero image work.',
  body_markdown: '## Start with the message\n\nPick a picture with **copy space**. <script>alert(1)</script> [x](javascript:alert(2))',
  category: 'Design tips',
  tags: ['Landing page', 'hero image'],
  status: 'published',
  ...overrides,
});

const create = async (body: Record<string, unknown>, token = admin) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/blogs', headers: { authorization: `Bearer ${token}` }, payload: body });
const get = async (url: string, token?: string, userAgent = 'reader-a') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { 'user-agent': userAgent, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

beforeAll(async () => {
  admin = await signedInAdmin(ctx, 'editor@example.com');
  buyer = (await signedUpAndIn(ctx, { email: 'reader@example.com' })).token;
  contributor = (await signedUpAndIn(ctx, { email: 'shooter@example.com', is_contributor: true })).token;
});

describe('writing and reading the buyers blog', () => {
  let id: number;
  it('lets an admin publish an article whose HTML is sanitised', async () => {
    expect(admin).toBeTruthy();
    const response = await create(post());
    expect(response.statusCode, response.body).toBe(200);
    const blog = response.json().data.blog;
    id = blog.id;
    expect(blog).toMatchObject({
      slug: 'choosing-images-for-a-landing-page',
      category: 'Design tips',
      tags: ['landing page', 'hero image'],
      status: 'published',
      audience: 'buyers',
    });
    expect(blog.body_html).toContain('<h2>Start with the message</h2>');
    expect(blog.body_html).not.toMatch(/script|javascript:/);
  });

  it('lists it in the public feed, 5 a page, and finds it by words in its text', async () => {
    const feed = await get('/blogs/feed');
    expect(feed.statusCode).toBe(200);
    expect(feed.json().data).toMatchObject({ totalCount: 1, page_no: 1, limit: 5 });
    expect((await get('/blogs/feed?query=copy%20space')).json().data.totalCount).toBe(1);
    expect((await get('/blogs/feed?query=underwater')).json().data.totalCount).toBe(0);
  });

  it('counts a view once per reader per day', async () => {
    const first = await get('/blog/by/slug?slug=choosing-images-for-a-landing-page');
    expect(first.json().data.blog.view_count).toBe(1);
    expect((await get(`/blog/by/id?id=${id}`)).json().data.blog.view_count).toBe(1);
    expect((await get(`/blog/by/id?id=${id}`, undefined, 'reader-b')).json().data.blog.view_count).toBe(2);
    const row = await ctx.database.db.selectFrom('blog_posts').select('view_count').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.view_count).toBe(2);
  });

  it('keeps drafts and scheduled articles from readers until their time', async () => {
    const draft = (await create(post({ title: 'Unfinished thoughts', status: 'draft' }))).json().data.blog;
    const later = (
      await create(
        post({ title: 'Coming next week', status: 'scheduled', publish_at: new Date(Date.now() + 7 * 86_400_000).toISOString() }),
      )
    ).json().data.blog;
    for (const hidden of [draft, later]) {
      expect((await get(`/blog/by/id?id=${hidden.id}`)).statusCode).toBe(404);
      expect((await get(`/blog/by/slug?slug=${hidden.slug}`, buyer)).statusCode).toBe(404);
    }
    expect((await get('/blogs/feed')).json().data.totalCount).toBe(1);
    const all = await ctx.app.inject({ method: 'GET', url: '/api/admin/blogs', headers: { authorization: `Bearer ${admin}` } });
    expect(all.json().data.totalCount).toBe(3);
  });

  it('offers recent, most viewed, similar articles, categories and title suggestions', async () => {
    const second = (await create(post({ title: 'Hero images that convert', tags: ['hero image'] }))).json().data.blog;
    await create(post({ title: 'Licensing in plain words', category: 'Licensing', tags: ['licence'] }));
    expect((await get('/recent/blogs')).json().data.blogs[0].title).toBe('Licensing in plain words');
    expect((await get('/most/viewed/blogs')).json().data.blogs[0].title).toBe('Choosing images for a landing page');
    const similar = (await get(`/blogs/similar?blog_id=${id}&blog_category_id=${second.blog_category_id}`)).json().data.blogs;
    expect(similar.map((b: { title: string }) => b.title)).toEqual(['Hero images that convert', 'Licensing in plain words']);
    expect((await get('/blogs/related/categories')).json().data.categories).toEqual([
      expect.objectContaining({ name: 'Design tips', post_count: 2 }),
      expect.objectContaining({ name: 'Licensing', post_count: 1 }),
    ]);
    expect((await get('/blog/suggestion?query=licensng')).json().data.suggestions[0].title).toBe('Licensing in plain words');
  });

  it('answers 404 for unknown articles', async () => {
    expect((await get('/blog/by/id?id=987654')).statusCode).toBe(404);
    expect((await get('/blog/by/slug?slug=no-such-article')).statusCode).toBe(404);
  });
});

describe('the contributors blog', () => {
  it('needs a contributor token', async () => {
    await create(post({ audience: 'contributors', title: 'Keywording that sells', category: 'Keywording' }));
    expect((await get('/contributor/blogs')).statusCode).toBe(401);
    expect((await get('/contributor/blogs', buyer)).statusCode).toBe(401);
    const allowed = await get('/contributor/blogs', contributor);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data.results.map((b: { title: string }) => b.title)).toEqual(['Keywording that sells']);
    expect((await get('/contributor/recent/blogs', contributor)).json().data.blogs).toHaveLength(1);
  });

  it('does not show buyers articles to contributors, nor the reverse', async () => {
    expect((await get('/contributor/blog/by/slug?slug=choosing-images-for-a-landing-page', contributor)).statusCode).toBe(404);
    expect((await get('/blog/by/slug?slug=keywording-that-sells')).statusCode).toBe(404);
  });
});

describe('bad input and permissions', () => {
  it.each(['page_no=0', 'page_no=-1', 'limit=10000', 'limit=abc'])('refuses %s with 400', async (qs) => {
    expect((await get(`/blogs/feed?${qs}`)).statusCode).toBe(400);
  });

  it('lets only admins write', async () => {
    expect((await create(post({ title: 'Sneaky' }), buyer)).statusCode).toBe(401);
    expect((await create(post({ title: 'Sneaky' }), contributor)).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/blogs', payload: post() })).statusCode).toBe(401);
  });

  it('refuses a malformed article, a duplicate address and a schedule in the past', async () => {
    expect((await create({ audience: 'buyers', title: '', status: 'published' })).statusCode).toBe(400);
    expect((await create(post({ audience: 'everyone' }))).statusCode).toBe(400);
    expect((await create(post())).statusCode).toBe(409);
    const past = await create(post({ title: 'Old news', status: 'scheduled', publish_at: '2020-01-01T00:00:00Z' }));
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0].field).toBe('publish_at');
  });

  it('deletes an article, after which it is gone', async () => {
    const made = (await create(post({ title: 'Short lived' }))).json().data.blog;
    const remove = (token: string) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/admin/blogs/${made.id}`, headers: { authorization: `Bearer ${token}` } });
    expect((await remove(buyer)).statusCode).toBe(401);
    expect((await remove(admin)).statusCode).toBe(200);
    expect((await remove(admin)).statusCode).toBe(404);
  });
});
