import { expect, type Page, test } from '@playwright/test';
import { query } from '../support/database';
import { submitExpectingRefusal, submitSignIn } from '../support/rate-limit';
import { registerAndVerify } from '../support/registration';
import { signInThroughApi } from '../support/sessions';

const PASSWORD = 'linden-harbour-lantern-58';

test.use({ locale: 'de-DE' });

async function signIn(page: Page, email: string) {
  await page.goto('/buyer/login');
  // The sign-in form speaks German too.
  const form = page.getByRole('form', { name: 'Anmelden als Käufer' });
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel('Passwort').fill(PASSWORD);
  await submitSignIn(page, form, 'Anmelden');
}

test('a German browser gets the German interface, switches to Japanese and back, and the account remembers the choice', async ({
  page,
  browser,
}) => {
  const header = page.getByRole('banner');
  const footer = page.getByTestId('site-footer');

  // Accept-Language de: the server serves the page in German and the interface follows.
  await page.goto('/our-story');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(header.getByRole('link', { name: 'Anmelden', exact: true })).toBeVisible();
  await expect(footer.getByRole('navigation', { name: 'Richtlinien' })).toBeVisible();
  await header.screenshot({ path: test.info().outputPath('header-de-1280.png') });
  await footer.screenshot({ path: test.info().outputPath('footer-de-1280.png') });

  // The picker switches to Japanese and back.
  await footer.getByRole('combobox', { name: 'Sprache' }).selectOption('ja');
  await expect(header.getByRole('link', { name: 'ログイン', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await header.screenshot({ path: test.info().outputPath('header-ja-1280.png') });
  await footer.screenshot({ path: test.info().outputPath('footer-ja-1280.png') });
  await footer.getByRole('combobox', { name: '言語' }).selectOption('de');
  await expect(header.getByRole('link', { name: 'Anmelden', exact: true })).toBeVisible();

  // Signing up from this browser: the code arrives in German.
  const email = `i18n-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await registerAndVerify(page.request, { name: 'Lena Journey', email, password: PASSWORD });
  const mailbox = await (await page.request.get('/dev/mailbox')).text();
  const mail = mailbox.split('<article>').find((part) => part.includes(`To ${email}`)) ?? '';
  expect(mail).toContain('Bestätigen Sie Ihre E-Mail-Adresse');
  expect(mail).toContain('Geben Sie ihn ein, um Ihre E-Mail-Adresse zu bestätigen.');

  // Signed in, the choice of Japanese is saved on the account...
  await signIn(page, email);
  await page.goto('/our-story');
  await footer.getByRole('combobox', { name: 'Sprache' }).selectOption('ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect
    .poll(async () => (await page.request.get('/api/profile', { headers: { authorization: `Bearer ${await tokenOf(page)}` } })).json())
    .toMatchObject({ data: { user: { locale: 'ja' } } });

  // ...so a new browser, still asking for German, turns Japanese once the person signs in.
  const fresh = await browser.newContext({ locale: 'de-DE' });
  const other = await fresh.newPage();
  await other.goto('/our-story');
  await expect(other.locator('html')).toHaveAttribute('lang', 'de');
  await signIn(other, email);
  await other.goto('/our-story');
  await expect(other.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(other.getByTestId('site-footer').getByRole('navigation', { name: 'ポリシー' })).toBeVisible();
  await fresh.close();
});

test('a German buyer who mistypes the password is told so in German, by the API itself', async ({ page }) => {
  await page.goto('/buyer/login');
  const form = page.getByRole('form', { name: 'Anmelden als Käufer' });
  await form.getByLabel('E-Mail-Adresse').fill(`i18n-nobody-${Date.now()}@example.com`);
  await form.getByLabel('Passwort').fill('not-the-password-42');
  // The page shows the API's own message: its German, not a fallback of the web app.
  const toast = page.getByRole('alert').filter({ hasText: 'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.' });
  await submitExpectingRefusal(page, form.getByRole('button', { name: 'Anmelden' }), toast);
  await expect(page).toHaveURL(/\/buyer\/login/);
});

test('a contributor at 1280 px, on pages without the footer, picks the language from their menu', async ({ page, request }) => {
  const account = { email: `i18n-contributor-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`, password: PASSWORD };
  await registerAndVerify(request, { ...account, name: 'Jonas Journey', isContributor: true });
  await signInThroughApi(page, request, { ...account, role: 'contributor' });
  await page.goto('/contributor/dashboard');
  const header = page.getByRole('banner');
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
  await header.getByRole('button', { name: /^Urheber: Jonas Journey/ }).click();
  const menu = header.getByRole('region', { name: 'Ihr Urheberkonto' });
  await menu.getByRole('combobox', { name: 'Sprache' }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.screenshot({ path: test.info().outputPath('contributor-menu-fr-1280.png'), clip: { x: 680, y: 0, width: 600, height: 520 } });
});

test('a German buyer finds the mountain files with "Berge", is offered "Berge" for "Berg", and reads a file page in German', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const search = page.locator('#home-search');
  await search.fill('Berg');
  await expect(page.locator('#home-search-suggestions').getByRole('option', { name: /Berge/ }).first()).toBeVisible();

  // The same files as the English word, in the same order.
  const english = (await (await request.get('/api/fetch?query=mountains&lang=en')).json()).data as {
    totalCount: number;
    results: { media_id: number }[];
  };
  expect(english.totalCount).toBeGreaterThan(0);
  await page.goto('/search?q=Berge');
  const results = page.getByRole('list', { name: 'Suchergebnisse' });
  await expect(results.getByRole('link').first()).toBeVisible();
  const shown = await results
    .getByRole('link')
    .evaluateAll((links) => [...new Set(links.map((link) => /\/file\/(\d+)/.exec(link.getAttribute('href') ?? '')?.[1]).filter(Boolean))]);
  expect(shown.map(Number)).toEqual(english.results.map((file) => file.media_id).slice(0, shown.length));

  // A file of the Mountains category names its category and keywords in German.
  const [file] = await query<{ id: string }>(
    "SELECT f.id FROM media_files f JOIN categories c ON c.id = f.category_id WHERE c.name = 'Mountains' AND f.status = 'published' ORDER BY f.id LIMIT 1",
  );
  await page.goto(`/file/${file?.id}`);
  const keywords = page.getByRole('list', { name: 'Schlagwörter' });
  await expect(keywords.getByRole('link', { name: 'Berge', exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Berge', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Nature & Landscapes');
});

function tokenOf(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('buyer_token'));
}

test('the header and footer keep the picker on a phone, in German and Japanese @mobile', async ({ page }, testInfo) => {
  await page.goto('/our-story');
  const footer = page.getByTestId('site-footer');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const menu = page.locator('#mobile-menu');
  await expect(menu.getByRole('combobox', { name: 'Sprache' })).toBeVisible();
  await page.getByRole('banner').screenshot({ path: testInfo.outputPath('header-de-390.png') });
  await footer.screenshot({ path: testInfo.outputPath('footer-de-390.png') });
  await menu.getByRole('combobox', { name: 'Sprache' }).selectOption('ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await page.getByRole('banner').screenshot({ path: testInfo.outputPath('header-ja-390.png') });
  await footer.screenshot({ path: testInfo.outputPath('footer-ja-390.png') });
  // Nothing wider than the screen: the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
