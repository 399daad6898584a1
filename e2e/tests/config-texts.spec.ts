import { expect, type Page, test } from '@playwright/test';
import { registerAndVerify } from '../support/registration';
import { snap as screenshot } from '../support/screenshots';
import { signInThroughApi } from '../support/sessions';

const PASSWORD = 'copper-meadow-lantern-47';

// A German browser, so the first API calls of a page already ask for German.
test.use({ locale: 'de-DE' });

/** How far the page reaches past the right edge of the screen, in px (0 when nothing is wider than the screen). */
const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('the terms of use fit a 360 px phone in every language, licence table included @mobile', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const lang of ['en', 'de', 'fr', 'es', 'pt-BR', 'ja']) {
    await page.goto(`/terms-of-use?lang=${lang}`);
    const table = page.getByRole('main').getByRole('table');
    await expect(table).toBeVisible();
    expect(await overflowOf(page), `${lang}: the page scrolls sideways`).toBe(0);
    expect((await table.boundingBox())?.width ?? 0, `${lang}: the licence table is wider than the screen`).toBeLessThanOrEqual(360);
    if (lang === 'de') await screenshot(page, 'terms-of-use-de');
  }
});

test('a German buyer reads the plans, the checkout, the licence tiers and a file’s sizes in German', async ({ page, request }) => {
  const email = `config-texts-${Date.now()}@example.com`;
  await registerAndVerify(request, { name: 'Greta Config', email, password: PASSWORD });
  await signInThroughApi(page, request, { email, password: PASSWORD, role: 'buyer' });

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/buyer/subscription-plan?lang=de');
    const main = page.getByRole('main');
    await expect(main.getByText('Bilder für einen Blog, einen Shop oder Social-Media-Beiträge.')).toBeVisible();
    await expect(main.getByRole('cell', { name: 'Bis zu 500.000 Exemplare' })).toBeVisible();
    await expect(main.getByRole('article', { name: '5 Downloads', exact: true })).toContainText('Nach Bedarf');
    await expect(main).not.toContainText('Free re-downloads');
    expect(await overflowOf(page)).toBe(0);
    await screenshot(page, 'subscription-plan-de');

    const file = (await (await request.get('/api/fetch?query=&type=IMAGE')).json()).data.results[0] as { media_id: number };
    await page.goto(`/file/${file.media_id}?lang=de`);
    const panel = page.getByRole('main').getByRole('region', { name: 'Lizenz und Download' });
    await expect(panel.getByText(/^Standard-Lizenz/).first()).toBeVisible();
    await expect(panel.getByText('Klein', { exact: true })).toBeVisible();
    await expect(panel).not.toContainText('Small');
    expect(await overflowOf(page)).toBe(0);
    await screenshot(page, 'file-licence-panel-de');
  }

  await page.goto('/buyer/checkout?plan_variant_id=32&lang=de');
  const summary = page.getByRole('region', { name: 'Bestellübersicht' });
  await expect(summary.getByText('Team, jährlich', { exact: true })).toBeVisible();
  await expect(summary).toContainText('Bilder und Videos');
  await expect(summary).toContainText('Umsatzsteuer');
  await expect(summary).not.toContainText('media.all');
});
