import { expect, test } from '@playwright/test';
import { snap } from '../support/screenshots';

for (const lang of ['de', 'ja']) {
  for (const width of [1280, 390]) {
    test(`${lang} ${width}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/?lang=${lang}`);
      await expect(page.locator('h1')).toBeVisible();
      await page.waitForTimeout(1500);
      await snap(page, `home-${lang}`);
      await page.goto(`/pricing?lang=${lang}`);
      await expect(page.locator('h1')).toBeVisible();
      await page.waitForTimeout(1500);
      await snap(page, `pricing-${lang}`);
      await page.goto(`/search?q=mountains&lang=${lang}`);
      await expect(page.locator('h1')).toBeVisible();
      await page.waitForTimeout(1500);
      await snap(page, `search-${lang}`);
    });
  }
}
