import { expect, type Page, test } from '@playwright/test';
import { query } from '../support/database';

/** The page's layout shifts so far (as CLS counts them: not right after input), summed. */
async function startCountingShifts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: false });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
}

/** Scrolls down a screen at a time, as a reader would, to the page's end. */
async function readToTheEnd(page: Page): Promise<void> {
  for (let step = 0; step < 20; step++) {
    const atEnd = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
    if (atEnd) return;
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(150);
  }
}

test('on a phone the home page builds what lies below the first screen as it scrolls in, without a jump @mobile', async ({ page }) => {
  const categoriesAsked = page.waitForRequest((request) => request.url().includes('/api/home/categories'));
  await page.goto('/');
  // The first shelf is built at once; the categories, a screen further down, are not yet, but their answer is on its way.
  await expect(page.getByRole('list', { name: 'Popular images' }).getByTestId('file-tile').first()).toBeVisible();
  await categoriesAsked;
  await expect(page.getByRole('list', { name: 'Categories' })).toHaveCount(0);
  // The newest shelf, two screens down, holds its place with no tiles built.
  const newest = page.getByRole('list', { name: 'Just added' });
  await expect(newest).toBeAttached();
  expect(await newest.evaluate((list) => list.getBoundingClientRect().height)).toBeGreaterThan(100);
  await expect(newest.getByTestId('file-tile')).toHaveCount(0);
  const shifts = await startCountingShifts(page);

  await page.getByRole('heading', { name: 'Browse by category' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('list', { name: 'Categories' }).getByRole('link').first()).toBeVisible();
  await readToTheEnd(page);
  await expect(newest.getByTestId('file-tile').first()).toBeAttached();
  expect(await shifts()).toBeLessThan(0.01);
});

test("on a phone a file page's similar files hold their place and come without a jump as the reader nears them @mobile", async ({
  page,
}) => {
  const [file] = await query<{ id: number; slug: string }>(
    `SELECT f.id, f.slug FROM media_files f
      WHERE f.status = 'published' AND f.type = 'IMAGE' AND f.is_safe
      ORDER BY f.id LIMIT 1`,
  );
  if (!file) throw new Error('The e2e catalogue has no published image: is demo data turned on?');
  await page.goto(`/file/${file.id}-${file.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const similar = page.getByRole('list', { name: 'Similar images' });
  await expect(similar).toBeAttached();
  // Whether they are built at once depends on how far down the page they sit when their answer comes, which varies with
  // the order the page's answers arrive in; either way the list has its full height from the start.
  const heightBefore = await similar.evaluate((list) => list.getBoundingClientRect().height);
  expect(heightBefore).toBeGreaterThan(100);
  const shifts = await startCountingShifts(page);

  await readToTheEnd(page);
  await expect(similar.getByTestId('file-tile').first()).toBeVisible();
  expect(await similar.evaluate((list) => list.getBoundingClientRect().height)).toBeCloseTo(heightBefore, 0);
  expect(await shifts()).toBeLessThan(0.01);
});

test('a keyboard reader tabs into the parts below the fold without scrolling to them first', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Popular images' }).getByTestId('file-tile').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Categories' })).toHaveCount(0);
  await page.keyboard.press('Tab');
  // Every category tile is built, so Tab reaches each of them in order.
  await expect(page.getByRole('list', { name: 'Categories' }).getByRole('link')).not.toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Just added' }).getByTestId('file-tile').first()).toBeAttached();
});
