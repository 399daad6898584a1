import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { signedUpAndIn } from '../auth/auth-test-helpers';
import { adminCall, signedInAdmin } from './blog-test-helpers';

const ctx = useTestApp();
let admin: string;
let buyer: string;
let contributor: string;

const article = (overrides: Record<string, unknown>) => ({
  audience: 'buyers',
  title: 'An article',
  body_markdown: 'Some words about pictures.',
  status: 'published',
  ...overrides,
});
const titles = (response: { json: () => { data: { results: { title: string }[] } } }) =>
  response.json().data.results.map((post) => post.title);

beforeAll(async () => {
  admin = await signedInAdmin(ctx, 'authoring-editor@example.com');
  buyer = (await signedUpAndIn(ctx, { email: 'authoring-buyer@example.com' })).token;
  contributor = (await signedUpAndIn(ctx, { email: 'authoring-shooter@example.com', is_contributor: true })).token;
  const write = (body: Record<string, unknown>) => adminCall(ctx, 'POST', '/admin/blogs', admin, article(body));
  await write({ title: 'Licensing in plain words', category: 'Licensing', body_markdown: 'Royalty-free does not mean free.' });
  await write({ title: 'A half-written draft', status: 'draft', category: 'Licensing' });
  await write({ title: 'Coming soon: 100% more video', status: 'scheduled', publish_at: new Date(Date.now() + 86_400_000).toISOString() });
  await write({ audience: 'contributors', title: 'Keywording that sells', category: 'Keywording' });
});

describe('GET /api/admin/blogs', () => {
  it('filters by audience, status, category and words in the title or text', async () => {
    expect(titles(await adminCall(ctx, 'GET', '/admin/blogs?audience=contributors', admin))).toEqual(['Keywording that sells']);
    expect(titles(await adminCall(ctx, 'GET', '/admin/blogs?status=draft', admin))).toEqual(['A half-written draft']);
    const licensing = (await adminCall(ctx, 'GET', '/admin/blogs?audience=buyers&status=published', admin)).json().data.results[0];
    const inCategory = await adminCall(ctx, 'GET', `/admin/blogs?blog_category_id=${licensing.blog_category_id}`, admin);
    expect(titles(inCategory).sort()).toEqual(['A half-written draft', 'Licensing in plain words']);
    expect(titles(await adminCall(ctx, 'GET', '/admin/blogs?query=royalty', admin))).toEqual(['Licensing in plain words']);
    expect(titles(await adminCall(ctx, 'GET', '/admin/blogs?query=100%25', admin))).toEqual(['Coming soon: 100% more video']);
    const paged = (await adminCall(ctx, 'GET', '/admin/blogs?limit=2&page_no=2', admin)).json().data;
    expect(paged).toMatchObject({ totalCount: 4, total_pages: 2, page_no: 2 });
    expect(paged.results).toHaveLength(2);
    expect(paged.results[0]).toMatchObject({ updated_at: expect.any(String), body_markdown: expect.any(String) });
  });

  it('refuses unknown filters and other roles', async () => {
    expect((await adminCall(ctx, 'GET', '/admin/blogs?status=archived', admin)).statusCode).toBe(400);
    expect((await adminCall(ctx, 'GET', '/admin/blogs?page_no=0', admin)).statusCode).toBe(400);
    expect((await adminCall(ctx, 'GET', '/admin/blogs', buyer)).statusCode).toBe(401);
    expect((await adminCall(ctx, 'GET', '/admin/blogs', contributor)).statusCode).toBe(401);
  });
});

describe('the cover image of an article', () => {
  it('takes an uploaded picture or an https address, and nothing a browser would run', async () => {
    const save = (cover_url: string) =>
      adminCall(ctx, 'POST', '/admin/blogs', admin, article({ title: `Cover ${cover_url.length}`, cover_url }));
    const uploaded = await save('/media/blog/2026/11/0123456789abcdef0123.webp');
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().data.blog.cover_url).toBe('/media/blog/2026/11/0123456789abcdef0123.webp');
    for (const bad of ['javascript:alert(1)', 'http://insecure.example/a.jpg', '/media/a.jpg" onerror="alert(1)', '//evil.example/a.jpg']) {
      expect((await save(bad)).statusCode, bad).toBe(400);
    }
    await adminCall(ctx, 'DELETE', `/admin/blogs/${uploaded.json().data.blog.id}`, admin);
  });
});

describe('what search engines show of an article', () => {
  it('keeps its own search title and description, tidied, and forgets blank ones', async () => {
    const saved = await adminCall(
      ctx,
      'POST',
      '/admin/blogs',
      admin,
      article({ title: 'Search fields', seo_title: '  Stock licences, simply ', seo_description: 'Standard   or\nextended.' }),
    );
    expect(saved.statusCode).toBe(200);
    const blog = saved.json().data.blog;
    expect(blog).toMatchObject({ seo_title: 'Stock licences, simply', seo_description: 'Standard or extended.' });
    const cleared = await adminCall(
      ctx,
      'PUT',
      `/admin/blogs/${blog.id}`,
      admin,
      article({ title: 'Search fields', seo_title: ' ', seo_description: null }),
    );
    expect(cleared.json().data.blog).toMatchObject({ seo_title: null, seo_description: null });
    expect(
      (await adminCall(ctx, 'POST', '/admin/blogs', admin, article({ title: 'Too long', seo_title: 'x'.repeat(71) }))).statusCode,
    ).toBe(400);
    expect(
      (await adminCall(ctx, 'POST', '/admin/blogs', admin, article({ title: 'Too long', seo_description: 'x'.repeat(161) }))).statusCode,
    ).toBe(400);
    await adminCall(ctx, 'DELETE', `/admin/blogs/${blog.id}`, admin);
  });
});

describe('GET /api/admin/blogs/:id', () => {
  it('gives the editor a draft with its Markdown, and 404 for an unknown id', async () => {
    const draft = (await adminCall(ctx, 'GET', '/admin/blogs?status=draft', admin)).json().data.results[0];
    const response = await adminCall(ctx, 'GET', `/admin/blogs/${draft.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.blog).toMatchObject({
      title: 'A half-written draft',
      status: 'draft',
      body_markdown: 'Some words about pictures.',
    });
    expect((await adminCall(ctx, 'GET', '/admin/blogs/987654', admin)).statusCode).toBe(404);
    expect((await adminCall(ctx, 'GET', '/admin/blogs/abc', admin)).statusCode).toBe(400);
    expect((await adminCall(ctx, 'GET', `/admin/blogs/${draft.id}`, buyer)).statusCode).toBe(401);
  });
});

describe('blog categories', () => {
  const list = async (audience: string) =>
    (await adminCall(ctx, 'GET', `/admin/blogs/categories?audience=${audience}`, admin)).json().data.categories;

  it('lists every category of an audience with all its articles counted, drafts included', async () => {
    expect(await list('buyers')).toEqual([
      expect.objectContaining({ name: 'Licensing', slug: 'licensing', post_count: 2, audience: 'buyers' }),
    ]);
    expect((await list('contributors')).map((c: { name: string }) => c.name)).toEqual(['Keywording']);
  });

  it('adds, renames and deletes a category; its articles stay without one', async () => {
    const added = await adminCall(ctx, 'POST', '/admin/blogs/categories', admin, { audience: 'buyers', name: '  Colour   and light ' });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.category).toMatchObject({ name: 'Colour and light', slug: 'colour-and-light', post_count: 0 });
    const id = added.json().data.category.blog_category_id;
    expect(
      (await adminCall(ctx, 'POST', '/admin/blogs/categories', admin, { audience: 'buyers', name: 'colour and LIGHT' })).statusCode,
    ).toBe(409);
    // The same name may live in the other audience's blog.
    expect(
      (await adminCall(ctx, 'POST', '/admin/blogs/categories', admin, { audience: 'contributors', name: 'Colour and light' })).statusCode,
    ).toBe(200);

    const renamed = await adminCall(ctx, 'PUT', `/admin/blogs/categories/${id}`, admin, { name: 'Light and colour' });
    expect(renamed.json().data.category).toMatchObject({ name: 'Light and colour', slug: 'light-and-colour' });
    const licensing = (await list('buyers')).find((c: { name: string }) => c.name === 'Licensing');
    expect((await adminCall(ctx, 'PUT', `/admin/blogs/categories/${id}`, admin, { name: 'licensing' })).statusCode).toBe(409);

    expect((await adminCall(ctx, 'DELETE', `/admin/blogs/categories/${licensing.blog_category_id}`, admin)).statusCode).toBe(200);
    expect((await list('buyers')).map((c: { name: string }) => c.name)).toEqual(['Light and colour']);
    const posts = await ctx.database.db
      .selectFrom('blog_posts')
      .select(['title', 'category_id'])
      .where('audience', '=', 'buyers')
      .execute();
    expect(posts).toHaveLength(3);
    expect(posts.every((post) => post.category_id === null)).toBe(true);
    expect((await adminCall(ctx, 'DELETE', `/admin/blogs/categories/${licensing.blog_category_id}`, admin)).statusCode).toBe(404);
    expect((await adminCall(ctx, 'PUT', '/admin/blogs/categories/987654', admin, { name: 'Nothing' })).statusCode).toBe(404);
  });

  it('refuses malformed input and other roles, changing nothing', async () => {
    const before = await list('buyers');
    expect((await adminCall(ctx, 'POST', '/admin/blogs/categories', admin, { audience: 'buyers', name: '   ' })).statusCode).toBe(400);
    expect((await adminCall(ctx, 'POST', '/admin/blogs/categories', admin, { audience: 'everyone', name: 'Tips' })).statusCode).toBe(400);
    expect((await adminCall(ctx, 'POST', '/admin/blogs/categories', admin, { audience: 'buyers', name: 'x'.repeat(61) })).statusCode).toBe(
      400,
    );
    expect((await adminCall(ctx, 'GET', '/admin/blogs/categories', admin)).statusCode).toBe(400);
    for (const token of [buyer, contributor, undefined]) {
      expect((await adminCall(ctx, 'POST', '/admin/blogs/categories', token, { audience: 'buyers', name: 'Tips' })).statusCode).toBe(401);
      expect(
        (await adminCall(ctx, 'PUT', `/admin/blogs/categories/${before[0].blog_category_id}`, token, { name: 'Tips' })).statusCode,
      ).toBe(401);
      expect((await adminCall(ctx, 'DELETE', `/admin/blogs/categories/${before[0].blog_category_id}`, token)).statusCode).toBe(401);
    }
    expect(await list('buyers')).toEqual(before);
  });
});
