import { expect, test } from '@playwright/test';
import { query } from '../support/database';
import { honouringRetryAfter } from '../support/rate-limit';

const ADMIN = { email: 'admin@demo.lumora.example', password: 'admin-demo-2026' };

/** A word no demo article uses, made of letters only so that the full-text search reads it as one word. */
function uniqueWord(): string {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return `quokka${[...digits].map((digit) => String.fromCharCode(97 + Number(digit))).join('')}`;
}

test('an admin publishes a post, a buyer finds it by search and opens it, and its view count rises', async ({ page, request }) => {
  // The admin signs in and publishes through the API.
  const login = await honouringRetryAfter(() => request.post('/api/login', { data: { ...ADMIN, role: 'admin' } }));
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const word = uniqueWord();
  const title = `Shooting a ${word} for stock`;
  const created = await request.post('/api/admin/blogs', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      audience: 'buyers',
      title,
      body_markdown: `## Why ${word} images sell\n\nBuyers look for **bright, honest** pictures of animals in their habitat.`,
      category: 'How-tos',
      tags: ['animals', 'wildlife'],
      status: 'published',
    },
  });
  expect(created.status()).toBe(200);
  const blog = ((await created.json()) as { data: { blog: { id: number; slug: string } } }).data.blog;
  const viewsOf = async () =>
    (await query<{ view_count: number }>('SELECT view_count FROM blog_posts WHERE id = $1', [blog.id]))[0]?.view_count;
  expect(await viewsOf()).toBe(0);

  // A buyer searches the blog for it.
  await page.goto('/buyer/blogs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  const search = page.getByRole('combobox', { name: 'Search articles' });
  await search.fill(word);
  // The titles are suggested while typing.
  await expect(page.getByRole('option', { name: title })).toBeVisible();
  await search.press('Enter');
  await expect(page).toHaveURL(`/buyer/blogs?query=${word}`);
  const results = page.getByRole('list', { name: 'Article list' });
  await expect(results.getByRole('listitem')).toHaveCount(1);

  // And opens it.
  await results.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/buyer/blogs/${blog.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('blog-body').getByRole('heading', { level: 2 })).toHaveText(`Why ${word} images sell`);
  await expect(page.getByTestId('blog-body').locator('strong')).toHaveText('bright, honest');
  await expect(page).toHaveTitle(`${title} · Lumora blog`);
  await expect(page.getByRole('heading', { name: 'Similar articles' })).toBeVisible();

  // The read is counted.
  await expect.poll(viewsOf).toBe(1);
});
