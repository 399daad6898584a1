import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const CONTENT_PAGES = [
  ['/our-story', 'Our Story'],
  ['/terms-of-use', 'Terms of Use'],
  ['/buyer/privacy-and-policy', 'Privacy Policy'],
  ['/cookie-policy', 'Cookie Policy'],
  ['/buyer/faq', 'Frequently Asked Questions'],
  ['/sell-your-content', 'Sell Your Content'],
  ['/reseller', 'Reseller Programme'],
  ['/referral-customers', 'Referral Customers'],
  ['/model', 'Modelling Assignment'],
] as const;

test('every content page loads straight from its URL, with the footer', async ({ page }) => {
  for (const [path, title] of CONTENT_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(title));
  }
});

test('footer links open the content pages inside the app', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('site-footer').getByRole('link', { name: 'Modelling Assignment' }).click();
  await expect(page).toHaveURL(/\/model$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modelling Assignment');
});

test('the contributor sign-in path carries no footer', async ({ page }) => {
  await page.goto('/contributor/login');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
});

test('an unknown page shows the 404 page, and the server says 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
});

test('the header search goes to /search?q=', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search photos and videos' });
  await search.fill('misty mountains');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=misty%20mountains$/);
});

test('the scroll-to-top button appears past 100 px and takes the reader back up', async ({ page }) => {
  await page.goto('/terms-of-use');
  // The page's text arrives with its own chunk; before it, there is nothing to scroll.
  await expect(page.getByRole('heading', { name: 'Terms of Use', level: 1 })).toBeVisible();
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test('social links open in a new tab', async ({ page }) => {
  await page.goto('/');
  const links = page.getByRole('list', { name: 'Social media' }).getByRole('link');
  await expect(links).toHaveCount(3);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('the header is usable by keyboard with a visible focus', async ({ page }) => {
  await page.goto('/');
  // The app renders once its strings have arrived; a visitor tabs through what is on screen.
  await expect(page.getByRole('banner')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  const brand = page.getByRole('banner').getByRole('link', { name: 'Lumora', exact: true });
  await expect(brand).toBeFocused();
  const outline = await brand.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
});

test('home and a content page have no serious accessibility violations', async ({ page }) => {
  for (const path of ['/', '/buyer/faq']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(
      serious.map((violation) => `${violation.id}: ${violation.help}`),
      path,
    ).toEqual([]);
  }
});

test('@mobile the shell fits a 390 px screen and the menu opens', async ({ page }) => {
  await page.goto('/');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Pricing' })).toBeVisible();
  await page.locator('#mobile-menu').getByRole('link', { name: 'Pricing' }).click();
  await expect(page.locator('#mobile-menu')).toHaveCount(0);
});
