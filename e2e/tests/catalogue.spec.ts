import { expect, type Locator, test } from '@playwright/test';
import { query } from '../support/database';

/**
 * A keyword that the demo catalogue gives to several published, safe images, some of them horizontal: searching it
 * leaves results after the orientation filter, and its files have look-alikes.
 */
async function aKeywordWithHorizontalImages(): Promise<string> {
  const rows = await query<{ keyword: string }>(
    `SELECT k.keyword
       FROM keywords k
       JOIN media_file_keywords mk ON mk.keyword_id = k.id
       JOIN media_files f ON f.id = mk.media_id
      WHERE f.status = 'published' AND f.type = 'IMAGE' AND f.is_safe AND k.keyword ~ '^[a-z]{4,}$'
      GROUP BY k.keyword
     HAVING count(*) FILTER (WHERE f.orientation = 'horizontal') >= 2 AND count(*) >= 3
      ORDER BY count(*) DESC, k.keyword
      LIMIT 1`,
  );
  const keyword = rows[0]?.keyword;
  if (!keyword) throw new Error('The e2e catalogue has no keyword shared by horizontal images: is demo data turned on?');
  return keyword;
}

/** Whether the page shows the element's bottom edge: not clipped by an ancestor, not covered by what follows it. */
async function showsItsBottom(element: Locator): Promise<boolean> {
  // Scroll the window only: scrollIntoView would also scroll a clipping ancestor and hide the defect.
  await element.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight / 2));
  return element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(box.left + box.width / 2, box.bottom - 4));
  });
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the home typeahead shows its whole list above the page (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const search = page.locator('#home-search');
    await search.fill('a');
    const suggestions = page.locator('#home-search-suggestions');
    await expect(suggestions.getByRole('option').nth(4)).toBeVisible();
    expect(await showsItsBottom(suggestions)).toBe(true);
  });
}

test('a buyer searches from home, filters by orientation, opens a file and then a similar one', async ({ page }) => {
  const keyword = await aKeywordWithHorizontalImages();
  await page.goto('/');

  // The hero's search box suggests keywords as the buyer types.
  const search = page.locator('#home-search');
  await expect(search).toHaveAccessibleName('Search photos and videos');
  await search.fill(keyword.slice(0, 3));
  await expect(page.locator('#home-search-suggestions').getByRole('option').first()).toBeVisible();
  await search.fill(keyword);
  await search.press('Enter');
  await expect(page).toHaveURL(`/search?q=${keyword}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${keyword} images`);
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('link').first()).toBeVisible();

  // Filter by orientation: the URL carries it and every tile left is wider than tall.
  const filtered = page.waitForResponse(
    (response) => response.url().includes('/api/fetch') && response.url().includes('orientation%5B0%5D=horizontal'),
  );
  // The box shows the URL's state, which lands a moment after the click: click, then wait for it to read as checked.
  const horizontal = page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: /Horizontal/ });
  await horizontal.click();
  await expect(horizontal).toBeChecked();
  await expect(page).toHaveURL(/[?&]orientation=horizontal/);
  const body = (await (await filtered).json()) as { data: { results: { width: number; height: number }[]; totalCount: number } };
  expect(body.data.totalCount).toBeGreaterThan(0);
  for (const file of body.data.results) expect(file.width).toBeGreaterThan(file.height);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const tiles = results.getByRole('img');
  await expect(tiles).toHaveCount(body.data.results.length);
  for (const image of await tiles.all()) {
    expect(Number(await image.getAttribute('width'))).toBeGreaterThan(Number(await image.getAttribute('height')));
  }

  // Open the first file.
  const first = results.getByRole('link').first();
  const firstTitle = await first.getByRole('img').getAttribute('alt');
  await first.click();
  await expect(page).toHaveURL(/\/file\/\d+-[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle ?? '');
  await expect(page.getByRole('region', { name: 'Licence and download' }).getByRole('listitem').first()).toContainText(
    /\d+(\.\d)? (kB|MB)/,
  );
  await expect(page.getByRole('list', { name: 'Keywords' }).getByRole('link', { name: keyword, exact: true })).toHaveAttribute(
    'href',
    `/search?q=${keyword}`,
  );
  const firstUrl = page.url();

  // Open a similar file: a different file page.
  const similar = page.getByRole('list', { name: 'Similar images' }).getByRole('link').first();
  await similar.scrollIntoViewIfNeeded();
  const similarTitle = await similar.getByRole('img').getAttribute('alt');
  await similar.click();
  await expect(page).not.toHaveURL(firstUrl);
  await expect(page).toHaveURL(/\/file\/\d+-[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(similarTitle ?? '');

  // Back twice returns to the filtered search, restored from its URL.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/[?&]orientation=horizontal/);
  await expect(page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: /Horizontal/ })).toBeChecked();
});

test('an unknown file shows a not-found page', async ({ page }) => {
  await page.goto('/file/999999999-no-such-file');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This file is not available');
});
