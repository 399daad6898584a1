import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Full-page screenshots for looking at the pages by eye, only when SCREENSHOTS_DIR is set (they are not assertions,
 * and a normal run should not write them).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
}
