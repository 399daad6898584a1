import { expect, type Page, test } from '@playwright/test';
import { query } from '../support/database';
import { snap } from '../support/screenshots';

/** The grid thumbnail sizes the API lists: the unwatermarked one (at most 500 px long) and the watermarked ones. */
const UNWATERMARKED = /\/media\/thumbs\/.+\/500\.(webp|jpg)$/;
const WATERMARKED = /\/media\/(thumbs\/.+\/(800|1200)|previews\/.+\/preview(-phone)?)\.(webp|jpg)$/;

/**
 * Every picture in view has loaded a rendition sharp for its box on this screen (at least its width in device pixels,
 * or the widest there is), and a picture above 500 px is one of the watermarked renditions.
 */
async function expectSharpAndProtected(page: Page, images: ReturnType<Page['locator']>) {
  await expect(images.first()).toBeVisible();
  const dpr = await page.evaluate(() => window.devicePixelRatio);
  for (const image of (await images.all()).slice(0, 8)) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const { src, pixels, box, chosen, widest } = await image.evaluate(async (img: HTMLImageElement) => {
      // naturalWidth is in CSS pixels once srcset picked a candidate; the file's own size needs a fresh decode.
      const file = new Image();
      file.src = img.currentSrc;
      await file.decode();
      const candidates = (img.srcset || `${img.src} 0w`)
        .split(',')
        .map((part) => Number(part.trim().split(/\s+/)[1]?.replace('w', '') ?? 0));
      return {
        src: img.currentSrc,
        pixels: { width: file.naturalWidth, height: file.naturalHeight },
        box: img.getBoundingClientRect().width,
        chosen: file.naturalWidth,
        widest: Math.max(...candidates, file.naturalWidth),
      };
    });
    // Sharp: as many pixels across as the box has device pixels (10 % slack for rounding), unless none is wider.
    expect(chosen, `${src} for a ${box} px box at ${dpr}x`).toBeGreaterThanOrEqual(Math.min(widest, Math.floor(box * dpr * 0.9)));
    const natural = Math.max(pixels.width, pixels.height);
    if (natural > 500) expect(src).toMatch(WATERMARKED);
    else expect(src).toMatch(new RegExp(`${UNWATERMARKED.source}|${WATERMARKED.source}`));
  }
}

async function aPortfolioWithCover(): Promise<string> {
  const [contributor] = await query<{ slug: string }>(
    `SELECT c.slug FROM contributors c
      WHERE EXISTS (SELECT 1 FROM media_files f WHERE f.contributor_id = c.user_id AND f.status = 'published' AND f.orientation = 'horizontal')
      ORDER BY c.user_id LIMIT 1`,
  );
  if (!contributor) throw new Error('The e2e catalogue has no contributor with published files');
  // The banner shows the contributor's chosen cover, and featured tiles above the files.
  await query(
    `UPDATE contributors c SET
       cover_media_id = (SELECT id FROM media_files f WHERE f.contributor_id = c.user_id AND f.status = 'published' AND f.orientation = 'horizontal' ORDER BY id LIMIT 1),
       featured_media_ids = ARRAY(SELECT id FROM media_files f WHERE f.contributor_id = c.user_id AND f.status = 'published' ORDER BY id LIMIT 4)
     WHERE c.slug = $1`,
    [contributor.slug],
  );
  return contributor.slug;
}

for (const [viewport, tag] of [
  ['desktop', ''],
  ['mobile', ' @mobile'],
] as const) {
  test(`grids, a file page and a portfolio show sharp pictures, watermarked above 500 px (${viewport})${tag}`, async ({ page }) => {
    // Four pages, each waiting for its pictures to load, on a machine shared with other work.
    test.setTimeout(120_000);
    await page.goto('/');
    const shelf = page.getByTestId('file-tile').getByRole('img');
    await expectSharpAndProtected(page, shelf);
    await snap(page, 'renditions-home');

    await page.goto('/search?q=abstract');
    await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
    await expectSharpAndProtected(page, page.getByRole('list', { name: 'Search results' }).getByRole('img'));
    await snap(page, 'renditions-search');

    const firstResult = page.getByRole('list', { name: 'Search results' }).getByRole('link').first();
    const title = (await firstResult.getByRole('img').getAttribute('alt')) ?? '';
    await firstResult.click();
    await expect(page).toHaveURL(/\/file\//);
    // The watermarked preview, the page's large picture.
    const preview = page.locator('picture img.object-contain');
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(preview).toHaveAttribute('alt', title);
    expect(await preview.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(WATERMARKED);
    await snap(page, 'renditions-file');

    const slug = await aPortfolioWithCover();
    await page.goto(`/portfolio/${slug}`);
    const banner = page.locator('header img').first();
    await expect(banner).toBeVisible();
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const bannerFile = await banner.evaluate(async (img: HTMLImageElement) => {
      const file = new Image();
      file.src = img.currentSrc;
      await file.decode();
      return { src: img.currentSrc, longEdge: Math.max(file.naturalWidth, file.naturalHeight) };
    });
    if (bannerFile.longEdge > 500) expect(bannerFile.src).toMatch(WATERMARKED);
    await expectSharpAndProtected(page, page.getByRole('list', { name: 'Featured files' }).getByRole('img'));
    await snap(page, 'renditions-portfolio');
  });
}
