import type { Page } from '@playwright/test';

/**
 * A full-page screenshot for people to look at, when SCREENSHOTS_DIR names a folder; journeys run without it in CI.
 * The name carries the viewport width, so the 1280 and 390 px shots of a page sit side by side.
 */
export async function snap(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
}
