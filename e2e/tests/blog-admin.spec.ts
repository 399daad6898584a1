import { expect, type Page, test } from '@playwright/test';
import { query } from '../support/database';
import { submitSignIn } from '../support/rate-limit';

// Signing in, uploading, previewing and publishing is a long walk; two of them run side by side on a shared machine.
test.describe.configure({ timeout: 90_000 });

const ADMIN = { email: 'admin@demo.lumora.example', password: 'admin-demo-2026' };
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** A word no demo article uses, letters only, so that each run's article is its own. */
function uniqueWord(): string {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return `wombat${[...digits].map((digit) => String.fromCharCode(97 + Number(digit))).join('')}`;
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  // From the top, so that the sticky header is drawn once, where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Whether an <img> has really loaded: a broken picture has no natural width. */
const loaded = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);

async function writeAndPublish(page: Page, device: string) {
  // The demo administrator signs in.
  await page.goto('/admin/blogs');
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  const signIn = page.getByRole('form', { name: 'Sign in as an administrator' });
  await signIn.getByLabel('E-mail address').fill(ADMIN.email);
  await signIn.getByLabel('Password').fill(ADMIN.password);
  await submitSignIn(page, signIn);
  await expect(page).toHaveURL('/admin/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog posts' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Articles' }).getByRole('listitem').first()).toBeVisible();
  await shoot(page, `${device}-1-list`);

  // Writes an article.
  await page.getByRole('link', { name: 'New article' }).click();
  await expect(page).toHaveURL('/admin/blogs/new');
  const word = uniqueWord();
  const title = `Photographing a ${word} at dawn`;
  const editor = page.getByRole('form', { name: 'New article' });
  await editor.getByLabel('Title', { exact: true }).fill(title);
  await editor.getByLabel(/^Excerpt/).fill('Soft light, a quiet subject and room for the headline.');
  await editor.getByLabel(/^Category/).fill('How-tos');
  await editor.getByLabel(/^Tags/).fill('wildlife, dawn');
  await editor.getByText('Search engines and link previews', { exact: true }).click();
  await editor.getByLabel(/^Search description/).fill(`How to photograph a ${word} at dawn, for stock.`);
  const text = editor.getByLabel('Text');
  await text.fill(`## Why ${word} pictures sell\n\nBuyers want **honest** animal pictures.`);

  // Puts a real picture into it: a screenshot of the page is a PNG like any other.
  const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 360, height: 240 } });
  await editor
    .locator('input[type="file"]:not([aria-labelledby])')
    .setInputFiles({ name: 'dawn-light.png', mimeType: 'image/png', buffer: picture });
  await expect(text).toHaveValue(/!\[dawn light\]\(\/media\/blog\/\d{4}\/\d{2}\/[0-9a-f]{20}\.webp\)/);
  const imageUrl = ((await text.inputValue()).match(/\((\/media\/blog\/[^)]+)\)/) ?? [])[1] as string;

  // The preview shows what readers will get, picture included.
  const preview = page.getByRole('article', { name: 'Article preview' });
  await expect(preview.getByRole('heading', { level: 2 })).toHaveText(`Why ${word} pictures sell`);
  // Pictures in articles load lazily: on a phone the preview sits below the form, out of view until scrolled to.
  await preview.locator(`img[src="${imageUrl}"]`).scrollIntoViewIfNeeded();
  await expect(preview.locator(`img[src="${imageUrl}"]`)).toBeVisible();
  await expect.poll(() => loaded(page, `[aria-label="Article preview"] img[src="${imageUrl}"]`)).toBe(true);
  await shoot(page, `${device}-2-editor`);

  // Publishes it now.
  await editor.getByText('Publish now').click();
  await editor.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('The article is saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs\/\d+$/);
  const id = Number(page.url().split('/').at(-1));
  const [row] = await query<{ status: string; slug: string; audience: string }>(
    'SELECT status, slug, audience FROM blog_posts WHERE id = $1',
    [id],
  );
  expect(row).toEqual({ status: 'published', slug: `photographing-a-${word}-at-dawn`, audience: 'buyers' });
  await expect(page.getByRole('link', { name: 'View on the blog' })).toHaveAttribute('href', `/buyer/blogs/${row?.slug}`);
  await shoot(page, `${device}-3-published`);

  // Buyers see it on their blog, newest first, and can read it with its picture.
  await page.goto('/buyer/blogs');
  const list = page.getByRole('list', { name: 'Article list' });
  await expect(list.getByRole('link', { name: title })).toBeVisible();
  await list.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/buyer/blogs/${row?.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const body = page.getByTestId('blog-body');
  await expect(body.locator(`img[src="${imageUrl}"]`)).toHaveAttribute('alt', 'dawn light');
  await body.locator('img').scrollIntoViewIfNeeded();
  await expect.poll(() => loaded(page, `[data-testid="blog-body"] img[src="${imageUrl}"]`)).toBe(true);
  await shoot(page, `${device}-4-public`);
  return { id, imageUrl, slug: row?.slug as string, word };
}

test('the demo admin writes an article with a picture, previews it, publishes it, and buyers read it', async ({ page, request }) => {
  const { imageUrl, slug, word } = await writeAndPublish(page, 'desktop');
  // Crawlers and link previews get the article's own search description without running any script.
  const html = await (await request.get(`/buyer/blogs/${slug}`)).text();
  expect(html).toContain(`<meta name="description" content="How to photograph a ${word} at dawn, for stock." />`);
  // The stored picture is a web-sized WebP.
  const served = await request.get(imageUrl);
  expect(served.headers()['content-type']).toBe('image/webp');
});

test('the same journey on a phone @mobile', async ({ page }) => {
  await writeAndPublish(page, 'mobile');
});
