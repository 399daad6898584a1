import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { matchPage, PAGE_LIST } from '@stock/contracts/values';
import { hashPassword } from '../../apps/api/src/modules/auth/passwords';
import { query } from '../support/database';
import { adminPages, buyerPages, contributorPages, publicPages, SIGNED_OUT_PAGES, walk } from '../support/page-walk';
import { honouringRetryAfter } from '../support/rate-limit';
import { DEMO_ADMIN, DEMO_CONTRIBUTOR, signInThroughApi } from '../support/sessions';

/**
 * Every page, for every role, at 1280 px and at 390 px: no serious or critical accessibility violation (axe-core),
 * and nothing wider than a phone's screen. The buyer owns a Team plan with an invited colleague, so the team page
 * shows its member table and the account pages have an order, an invoice and a plan to show; they are an approved
 * reseller with a shared collection, so the developer area and the collection pages have something to show.
 */

/** Pages the walk cannot open as a visitor would, and why. Every other page of the page map is walked. */
const NOT_WALKED: Record<string, string> = {
  authComplete: 'only the sign-in provider sends a visitor here, with a one-time token',
};

const TEAM_OWNER_PASSWORD = 'copper-meadow-harbour-19';

async function teamOwner(request: APIRequestContext) {
  const email = `walk-owner-${randomUUID()}@example.com`;
  await query("INSERT INTO users (email, name, password_hash, roles, email_verified_at) VALUES ($1, 'Walk Owner', $2, '{buyer}', now())", [
    email,
    await hashPassword(TEAM_OWNER_PASSWORD),
  ]);
  const account = { email, password: TEAM_OWNER_PASSWORD, role: 'buyer' };
  const login = await honouringRetryAfter(() => request.post('/api/login', { data: account }));
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
  const checkout = await request.post('/api/buyer/order/checkout', {
    headers,
    data: { plan_variant_id: 31, idempotency_key: randomUUID() },
  });
  const card = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2099, cvc: '123' };
  const paid = await request.post('/api/buyer/order/pay/test-card', {
    headers,
    data: { order_id: (await checkout.json()).data.order.order_id, ...card },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const invited = await request.post('/api/buyer/team/invite', {
    headers,
    data: { email: `walk-colleague-with-a-long-address-${randomUUID().slice(0, 8)}@example.com` },
  });
  expect(invited.status(), await invited.text()).toBeLessThan(300);
  await query(
    "INSERT INTO reseller_applications (user_id, company_name, website, country, use_case, status, decided_at) SELECT id, 'Walk Prints', 'https://walk.example', 'DE', 'Prints for clients', 'approved', now() FROM users WHERE email = $1",
    [email],
  );
  const created = await request.post('/api/buyer/create/collection', { headers, data: { collection_name: 'Walk moodboard' } });
  const collectionId = (await created.json()).data.collection.collection_id as number;
  const shared = await request.post('/api/buyer/share/collection', { headers, data: { collection_id: collectionId } });
  expect(shared.status(), await shared.text()).toBe(200);
  const owned = {
    collectionId,
    shareUrl: (await shared.json()).data.share.share_url as string,
    orderId: (await paid.json()).data.order.order_id as number,
  };
  return { account, owned };
}

/** Every path the walk opens, as the role that opens it; the ids come from the demo catalogue and the walk's buyer. */
async function everyWalkedPath(request: APIRequestContext): Promise<string[]> {
  const owned = { collectionId: 1, shareUrl: 'http://localhost/shared/collections/token', orderId: 1 };
  return [
    ...(await publicPages(request)),
    ...SIGNED_OUT_PAGES,
    ...buyerPages(owned),
    ...(await contributorPages()),
    ...(await adminPages()),
  ];
}

test('the walk opens every page of the page map', async ({ request }) => {
  const walked = new Set((await everyWalkedPath(request)).map((path) => matchPage(new URL(path, 'http://localhost').pathname)?.page.name));
  const missing = PAGE_LIST.map((page) => page.name).filter((name) => !walked.has(name) && !(name in NOT_WALKED));
  expect(missing).toEqual([]);
});

for (const tag of ['', '@mobile ']) {
  test.describe(`${tag}every page`, () => {
    test.describe.configure({ timeout: 300_000 });

    test(`${tag}signed out: the catalogue`, async ({ page, request }) => {
      await walk(page, await publicPages(request), 'signed-out');
    });

    test(`${tag}signed out: signing in and the content pages`, async ({ page }) => {
      await walk(page, SIGNED_OUT_PAGES, 'signed-out');
    });

    test(`${tag}as a buyer`, async ({ page, request }) => {
      const { account, owned } = await teamOwner(request);
      await signInThroughApi(page, request, account);
      await walk(page, [...buyerPages(owned), ...(await publicPages(request)).slice(0, 4)], 'buyer');
      // Search, the site's main job, keeps its width beside the buyer's menu.
      if (!tag) expect((await page.locator('#header-search').boundingBox())?.width).toBeGreaterThanOrEqual(480);
      // Every account tab is on screen, none hidden past the edge of a phone.
      await page.goto('/buyer/licences');
      const tabs = page.getByRole('navigation', { name: 'Your account' }).getByRole('link');
      await expect(tabs).toHaveCount(6);
      for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
    });

    test(`${tag}as a contributor`, async ({ page, request }) => {
      await signInThroughApi(page, request, DEMO_CONTRIBUTOR);
      await walk(page, await contributorPages(), 'contributor');
    });

    test(`${tag}as an admin`, async ({ page, request }) => {
      await signInThroughApi(page, request, DEMO_ADMIN);
      await walk(page, await adminPages(), 'admin');
    });
  });
}

/** WCAG's contrast ratio of two computed colours ("rgb(r, g, b)"). */
function contrastRatio(foreground: string, background: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

test('the success and error toasts are readable', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByTestId('site-footer');
  for (const [email, tone] of [
    [`toast-${randomUUID()}@example.com`, 'success'],
    ['not-an-address', 'error'],
  ]) {
    await footer.getByLabel('E-mail address').fill(email as string);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    const toast = page.locator(`.Toastify__toast--${tone}`);
    // Hovering holds the toast open while its colours are read. (axe cannot judge it: the toast lies over the page.)
    await toast.hover();
    const [color, background] = await toast.evaluate((element) => [
      getComputedStyle(element).color,
      getComputedStyle(element).backgroundColor,
    ]);
    expect(contrastRatio(color as string, background as string), `${tone}: ${color} on ${background}`).toBeGreaterThanOrEqual(4.5);
    await page.mouse.move(0, 0);
    await expect(toast).toHaveCount(0, { timeout: 6_000 });
  }
});
