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

test("a search page's grid takes its rows' height at once and builds its tiles in a later step", async ({ page }) => {
  // Every state of the results list between two of the page's tasks: its tiles and its height.
  await page.addInitScript(() => {
    const states: { tiles: number; height: number }[] = [];
    (window as unknown as { gridStates: typeof states }).gridStates = states;
    new MutationObserver(() => {
      const list = document.querySelector('ul[aria-label="Search results"]');
      if (list)
        states.push({ tiles: list.querySelectorAll('[data-testid="file-tile"]').length, height: list.getBoundingClientRect().height });
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await page.goto('/search?sort=newest');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByTestId('file-tile').first()).toBeVisible();
  // The remaining rows follow the first two screens' in a transition; the page is complete when the count is steady.
  await expect(async () => {
    const count = await results.getByTestId('file-tile').count();
    await page.waitForTimeout(200);
    expect(await results.getByTestId('file-tile').count()).toBe(count);
  }).toPass();
  const states = await page.evaluate(() => (window as unknown as { gridStates: { tiles: number; height: number }[] }).gridStates);
  const held = states.find((state) => state.tiles === 0 && state.height > 0);
  // Measured and given its height in the task that showed it, the list was painted at its full height, tiles to come:
  // building them is not part of that task, and nothing below it moves when they arrive.
  expect(held).toBeDefined();
  const finalHeight = await results.evaluate((list) => list.getBoundingClientRect().height);
  expect(held?.height).toBeCloseTo(finalHeight, 0);
});
