import { expect, type Page, test } from '@playwright/test';
import { submitSignIn } from '../support/rate-limit';
import { registerAndVerify } from '../support/registration';

const PASSWORD = 'linden-harbour-lantern-58';

test.use({ locale: 'de-DE' });

async function signIn(page: Page, email: string) {
  await page.goto('/buyer/login');
  const form = page.getByRole('form', { name: 'Sign in as a buyer' });
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await submitSignIn(page, form);
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
